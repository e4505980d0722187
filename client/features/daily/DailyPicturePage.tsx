import { SCHEDULE_MESSAGES } from '../../../contract/daily';
import type { DailyPictureBody } from '../../../contract/schemas/daily';
import { pieceName } from '../../../game/rules/accessibility';
import { PICTURE_REWARD, SWAP_COST } from '../../../game/rules/coins';
import { liveStreak, shareText } from '../../../game/rules/streaks';
import type { Celebration } from '../../../game/scenes/kit/contract';
import { ShareBlock } from '../../components/ShareBlock';
import { SwapBoard } from '../../game-host/SwapBoard';
import { useDailyProgress } from '../../stores/daily-progress';
import { Banner } from './Banner';
import { StatsPanel } from './StatsPanel';
import { PICTURE_SIDE, useDailyPicture, type DailyPictureGame } from './useDailyPicture';
import { siteUrl } from '../../lib/browser';
import './daily.css';

const CONFETTI: Celebration = { particles: 300, spread: 100, originY: 0.6 };
const MAX_WIDTH = 600; // SPEC section 9
export const PICTURE_PATH = '/DailyPuzzle';
export const NO_PICTURE = SCHEDULE_MESSAGES.noPicture;

export default function DailyPicturePage() {
  const daily = useDailyPicture();
  const stats = useDailyProgress((s) => s.account?.picture ?? s.stats.picture); // signed in: the account's
  const distribution = useDailyProgress((s) => s.account?.picture.distribution ?? null);
  const { load } = daily;
  const solved = daily.game?.solved ?? false;
  const shareUrl = siteUrl(PICTURE_PATH);
  const streak = { currentStreak: liveStreak(stats, daily.date), bestStreak: stats.bestStreak, played: stats.played };

  return (
    <main className="page page--medium daily">
      <header className="daily__intro">
        <h1>Daily Puzzle</h1>
        <p className="daily__subtitle">Swap the tiles to complete today’s picture. Each swap costs {SWAP_COST} coins.</p>
      </header>
      <Banner text={daily.celebrating ? 'Winner winner chicken dinner!' : null} />

      {load.status === 'loading' && (
        <p className="daily__loading" role="status">
          Loading today’s puzzle…
        </p>
      )}
      {load.status === 'error' && (
        <p className="card daily__empty form-error" role="alert">
          Today’s puzzle could not be loaded. Please try again later.
        </p>
      )}
      {load.status === 'ready' && !load.value && <p className="card daily__empty">{NO_PICTURE}</p>}
      {load.status === 'ready' && load.value && <TodaysPicture entry={load.value} daily={daily} shareUrl={shareUrl} />}

      {/* With the day's puzzle, not before: a panel shown under "Loading…" would jump when the board arrives. */}
      {load.status !== 'loading' && (
        <StatsPanel
          title="Your Daily Puzzle stats"
          stats={streak}
          distribution={distribution}
          boundary="local"
          resultText={solved ? `${shareText('picture', daily.date, { ...stats, currentStreak: streak.currentStreak }, daily.swaps)}\n${shareUrl}` : null}
        />
      )}
    </main>
  );
}

function TodaysPicture({ entry, daily, shareUrl }: { entry: DailyPictureBody; daily: DailyPictureGame; shareUrl: string }) {
  const { game } = daily;
  if (!game) return null;
  return (
    <section className="daily__game" aria-label="Today's picture">
      <p className="form-note">Pick a tile, then another to swap them. Tiles in the right place get a green border.</p>
      <SwapBoard
        tiles={{ kind: 'image', imageUrl: entry.imageUrl, columns: PICTURE_SIDE, rows: PICTURE_SIDE, size: entry }}
        order={game.order}
        selected={game.selected}
        placed={daily.placed}
        solved={game.solved}
        onPick={daily.pick}
        maxWidth={MAX_WIDTH}
        label="Picture puzzle"
        tileName={(position) => pieceName(position, game.order[position] ?? position, PICTURE_SIDE)}
        announcement={game.announcement}
        highlightPlaced
        celebration={daily.celebrating ? CONFETTI : null}
      />
      {daily.paid === true ? <p className="daily__reward">+{PICTURE_REWARD} coins!</p> : null}
      <div className={game.solved ? 'card daily__message daily__message--revealed' : 'card daily__message'} aria-live="polite">
        {game.solved ? <p data-testid="daily-message">{entry.message}</p> : <p className="form-note">Solve the puzzle to reveal today’s message.</p>}
      </div>
      {game.solved ? <ShareBlock url={shareUrl} /> : null}
    </section>
  );
}
