import { letterName } from '../../../game/rules/accessibility';
import { CLUE_COST, WORD_REWARD } from '../../../game/rules/coins';
import { liveStreak, shareText } from '../../../game/rules/streaks';
import type { Celebration } from '../../../game/scenes/kit/contract';
import { SwapBoard } from '../../game-host/SwapBoard';
import { useDailyProgress } from '../../stores/daily-progress';
import { Banner } from './Banner';
import { CongratulationsCard } from './CongratulationsCard';
import { PlacedTooltip } from './PlacedTooltip';
import { StatsPanel } from './StatsPanel';
import { useDailyWord } from './useDailyWord';
import { siteUrl } from '../../lib/browser';
import './daily.css';

const COLUMNS = 3; // SPEC section 9: the word grid has 3 columns
const CONFETTI: Celebration = { particles: 300, spread: 100, originY: 0.6 }; // SPEC: 300 pieces
export const WORD_PATH = '/thedailywordpuzzle';

export default function DailyWordPage() {
  const daily = useDailyWord();
  const stats = useDailyProgress((s) => s.account?.word ?? s.stats.word); // signed in: the account's
  const distribution = useDailyProgress((s) => s.account?.word.distribution ?? null);
  const { entry, game, placed } = daily;
  const solved = game?.solved ?? false;
  const shareUrl = siteUrl(WORD_PATH);
  const streak = { currentStreak: liveStreak(stats, daily.date), bestStreak: stats.bestStreak, played: stats.played };

  return (
    <main className="page page--medium daily">
      <header className="daily__intro">
        <h1>Daily Word Puzzle</h1>
        <p className="daily__subtitle">Swap the letters to find the Word of the Day!</p>
      </header>
      <Banner text={daily.celebrating ? 'You Rock!' : null} />

      {!entry || !game ? (
        <p className="daily__loading" role="status">
          Loading today’s word…
        </p>
      ) : (
        <section className="daily__game" aria-label="Today's word">
          <div className="daily__toolbar">
            <button type="button" className="button" onClick={daily.getClue} disabled={solved}>
              Get a Clue (-{CLUE_COST} coins)
            </button>
            <p className="form-note">Pick a letter, then another to swap them. Green letters are in the right place.</p>
          </div>
          <PlacedTooltip placed={placed}>
            <SwapBoard
              tiles={{ kind: 'letters', letters: game.pieces, columns: COLUMNS }}
              order={game.order}
              selected={game.selected}
              placed={placed}
              solved={solved}
              onPick={daily.pick}
              maxWidth={360}
              label="Word puzzle"
              tileName={(position) => letterName(game.pieces[game.order[position] ?? position] ?? '', position, placed[position] === true)}
              announcement={game.announcement}
              highlightPlaced
              celebration={daily.celebrating ? CONFETTI : null}
            />
          </PlacedTooltip>
          {daily.paid === true ? <p className="daily__reward">+{WORD_REWARD} coins!</p> : null}
          {solved ? <CongratulationsCard entry={entry} shareUrl={shareUrl} /> : null}
        </section>
      )}

      {/* With the day's word, not before: a panel shown under "Loading…" would jump when the board arrives. */}
      {entry && game && (
        <StatsPanel
          title="Your Daily Word stats"
          stats={streak}
          distribution={distribution}
          boundary="utc"
          resultText={solved ? `${shareText('word', daily.date, { ...stats, currentStreak: streak.currentStreak }, daily.swaps)}\n${shareUrl}` : null}
        />
      )}
    </main>
  );
}
