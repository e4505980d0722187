import { SCHEDULE_MESSAGES } from '../../../contract/daily';
import { pieceName } from '../../../game/rules/accessibility';
import { PICTURE_REWARD, SWAP_COST } from '../../../game/rules/coins';
import { liveStreak, shareText } from '../../../game/rules/streaks';
import { SwapBoard } from '../../game-host/SwapBoard';
import type { Celebration } from '../../game-host/types';
import { useDailyProgress } from '../../stores/daily-progress';
import { Banner } from './Banner';
import { ShareBlock } from '../../components/ShareBlock';
import { StatsPanel } from './StatsPanel';
import { PICTURE_SIDE, useDailyPicture } from './useDailyPicture';
import './daily.css';

const CONFETTI: Celebration = { particles: 300, spread: 100, originY: 0.6 };
const MAX_WIDTH = 600; // SPEC section 9
export const PICTURE_PATH = '/DailyPuzzle';
export const NO_PICTURE = SCHEDULE_MESSAGES.noPicture;

export default function DailyPicturePage() {
  const game = useDailyPicture();
  const stats = useDailyProgress((s) => s.stats.picture);
  const { load, order, solved } = game;
  const shareUrl = `${window.location.origin}${PICTURE_PATH}`;
  const streak = { currentStreak: liveStreak(stats, game.date), bestStreak: stats.bestStreak, played: stats.played };

  return (
    <main className="page page--medium daily">
      <header className="daily__intro">
        <h1>Daily Puzzle</h1>
        <p className="daily__subtitle">Swap the tiles to complete today’s picture. Each swap costs {SWAP_COST} coins.</p>
      </header>
      <Banner text={game.celebrating ? 'Winner winner chicken dinner!' : null} />

      {load.status === 'loading' ? (
        <p className="daily__loading" role="status">
          Loading today’s puzzle…
        </p>
      ) : load.status === 'none' ? (
        <p className="card daily__empty">{NO_PICTURE}</p>
      ) : load.status === 'error' ? (
        <p className="card daily__empty form-error" role="alert">
          Today’s puzzle could not be loaded. Please try again later.
        </p>
      ) : (
        <section className="daily__game" aria-label="Today's picture">
          <p className="form-note">Pick a tile, then another to swap them. Tiles in the right place get a green border.</p>
          <SwapBoard
            tiles={{ kind: 'image', imageUrl: load.entry.imageUrl, columns: PICTURE_SIDE, rows: PICTURE_SIDE }}
            order={order}
            selected={game.selected}
            placed={game.placed}
            solved={solved}
            onPick={game.pick}
            maxWidth={MAX_WIDTH}
            label="Picture puzzle"
            tileName={(position) => pieceName(position, order[position] ?? position, PICTURE_SIDE)}
            announcement={game.announcement}
            highlightPlaced
            celebration={game.celebrating ? CONFETTI : null}
          />
          {game.paid === true ? <p className="daily__reward">+{PICTURE_REWARD} coins!</p> : null}
          <div className={solved ? 'card daily__message daily__message--revealed' : 'card daily__message'} aria-live="polite">
            {solved ? <p data-testid="daily-message">{load.entry.message}</p> : <p className="form-note">Solve the puzzle to reveal today’s message.</p>}
          </div>
          {solved ? <ShareBlock url={shareUrl} /> : null}
        </section>
      )}

      <StatsPanel
        title="Your Daily Puzzle stats"
        stats={streak}
        boundary="local"
        resultText={solved ? `${shareText('picture', game.date, { ...stats, currentStreak: streak.currentStreak }, game.swaps)}\n${shareUrl}` : null}
      />
    </main>
  );
}
