import { useEffect, useState } from 'react';
import { SOLVE_BUCKETS } from '../../../game/rules/solve-distribution';
import { formatCountdown, msUntilNextPuzzle } from '../../../game/rules/streaks';

export interface DailyStats {
  currentStreak: number;
  bestStreak: number;
  played: number;
}

interface StatsPanelProps {
  title: string; // "Your Daily Word stats"
  stats: DailyStats;
  distribution?: readonly number[] | null; // swaps per solve, kept on a member's account only
  boundary: 'utc' | 'local'; // when the next puzzle comes: UTC (word) or local (picture) midnight
  resultText: string | null; // what "Share result" shares; null until today is solved
}

/** Streaks, games played (this browser's, or the account's when signed in), the countdown and "Share result". */
export function StatsPanel({ title, stats, distribution, boundary, resultText }: StatsPanelProps) {
  const [now, setNow] = useState(() => Date.now());
  const [shareStatus, setShareStatus] = useState('');

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000); // display only; the puzzle date is read on load
    return () => clearInterval(id);
  }, []);

  async function shareResult() {
    if (!resultText) return;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ text: resultText });
        setShareStatus('Result shared!');
      } else {
        await navigator.clipboard.writeText(resultText);
        setShareStatus('Result copied to clipboard!');
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return; // the share sheet was closed
      setShareStatus('Could not share the result.');
    }
  }

  return (
    <section className="card daily-stats" aria-label={title}>
      <h2 className="daily-stats__title">{title}</h2>
      <dl className="daily-stats__grid">
        <div>
          <dt>Current streak</dt>
          <dd data-testid="stat-current-streak">{stats.currentStreak}</dd>
        </div>
        <div>
          <dt>Best streak</dt>
          <dd data-testid="stat-best-streak">{stats.bestStreak}</dd>
        </div>
        <div>
          <dt>Games played</dt>
          <dd data-testid="stat-played">{stats.played}</dd>
        </div>
        <div>
          <dt>Next puzzle in</dt>
          <dd>
            <time data-testid="next-puzzle-countdown">{formatCountdown(msUntilNextPuzzle(now, boundary, new Date(now).getTimezoneOffset()))}</time>
          </dd>
        </div>
      </dl>
      {distribution ? <SolveDistribution counts={distribution} /> : null}
      <button type="button" className="button" disabled={!resultText} onClick={() => void shareResult()}>
        Share result
      </button>
      <p className="form-note" role="status">
        {shareStatus}
      </p>
    </section>
  );
}

/** How many days were solved in how many swaps, as bars (the widest bar is the most common). */
function SolveDistribution({ counts }: { counts: readonly number[] }) {
  const most = Math.max(1, ...counts);
  return (
    <div className="daily-stats__distribution">
      <h3>Swaps per solve</h3>
      <ol aria-label="Swaps per solve">
        {SOLVE_BUCKETS.map((bucket, i) => (
          <li key={bucket}>
            <span className="daily-stats__bucket">{bucket}</span>
            <span className="daily-stats__bar" style={{ width: `${Math.max(8, ((counts[i] ?? 0) / most) * 100)}%` }}>
              {counts[i] ?? 0}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
