import { useEffect, useMemo, useState } from 'react';
import { isSolved, shuffleForSeed } from '../../../game/rules/board';
import { PICTURE_REWARD, SWAP_COST } from '../../../game/rules/coins';
import { localDateKey } from '../../../game/rules/dates';
import { seedFromString } from '../../../game/rules/random';
import { pickPosition } from '../../../game/rules/swap-game';
import type { DailyPictureBody } from '../../../contract/schemas/daily';
import { useCoins } from '../../stores/coins';
import { useDailyProgress } from '../../stores/daily-progress';
import { dailyApi } from './api';
import { savedBoardFor } from './progress';
import { useFlash } from './useFlash';

export const PICTURE_SIDE = 5; // SPEC section 9: 5x5, 25 tiles
const COUNT = PICTURE_SIDE * PICTURE_SIDE;

export type PictureLoad =
  | { status: 'loading' }
  | { status: 'none' } // nothing scheduled today
  | { status: 'error' }
  | { status: 'ready'; entry: DailyPictureBody };

export interface DailyPictureGame {
  date: string; // the visitor's local day
  load: PictureLoad;
  order: number[];
  selected: number | null;
  placed: boolean[];
  solved: boolean;
  swaps: number;
  announcement: string;
  celebrating: boolean; // banner and confetti, for 3 s after a solve in this visit
  paid: boolean | null;
  pick(position: number): void;
}

/**
 * Today's picture game: the picture of the local day, a seeded shuffle (the same
 * deal for everyone that day; never a solved one), the board restored from this
 * browser, 5 coins per swap (never below 0) and the once-a-day reward.
 */
export function useDailyPicture(): DailyPictureGame {
  const [date] = useState(() => localDateKey(Date.now(), new Date().getTimezoneOffset()));
  const [load, setLoad] = useState<PictureLoad>({ status: 'loading' });
  const [selected, setSelected] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [paid, setPaid] = useState<boolean | null>(null);
  const [celebrating, celebrate] = useFlash();
  const saved = useDailyProgress((s) => s.boards.picture);
  const saveBoard = useDailyProgress((s) => s.saveBoard);
  const completeDay = useDailyProgress((s) => s.completeDay);

  useEffect(() => {
    useCoins.getState().ensureStarted(); // a game starts at 500 coins
    const abort = new AbortController();
    dailyApi
      .picture(date, abort.signal)
      .then((entry) => setLoad(entry ? { status: 'ready', entry } : { status: 'none' }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Could not load the daily picture', error);
        setLoad({ status: 'error' });
      });
    return () => abort.abort();
  }, [date]);

  const puzzle = load.status === 'ready' ? load.entry.imageUrl : '';
  const mine = puzzle ? savedBoardFor(saved, date, puzzle, COUNT) : null;
  const dealt = useMemo(() => (puzzle ? shuffleForSeed(COUNT, seedFromString(`${date}|${puzzle}`)) : []), [date, puzzle]);
  const order = mine?.order ?? dealt;
  const placed = order.map((pieceId, position) => pieceId === position);
  const solved = puzzle !== '' && isSolved(order);
  const swaps = mine?.swaps ?? 0;

  function pick(position: number) {
    if (!puzzle) return;
    const before = { order, selected, moves: [], solved, announcement };
    const next = pickPosition(before, position, PICTURE_SIDE);
    if (next === before) return; // solved already, or off the board
    setSelected(next.selected);
    setAnnouncement(next.announcement);
    if (next.moves.length === 0) return; // a selection, not a swap
    useCoins.getState().spend(SWAP_COST);
    saveBoard('picture', { date, puzzle, order: next.order, swaps: swaps + 1 });
    if (next.solved) {
      setPaid(completeDay('picture', date, PICTURE_REWARD));
      celebrate();
    }
  }

  return { date, load, order, selected, placed, solved, swaps, announcement, celebrating, paid, pick };
}
