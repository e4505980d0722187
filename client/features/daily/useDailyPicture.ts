import { useEffect, useMemo, useState } from 'react';
import { shuffleForSeed } from '../../../game/rules/board';
import { PICTURE_REWARD, SWAP_COST } from '../../../game/rules/coins';
import { localDateKey } from '../../../game/rules/dates';
import { seedFromString } from '../../../game/rules/random';
import { pickPosition, placedFlags, resumeGame, startGame, type GameState } from '../../../game/rules/swap-game';
import type { DailyPictureBody } from '../../../contract/schemas/daily';
import { useBoardState } from '../../game-host/useBoardState';
import { useLoad, type Load } from '../../lib/useLoad';
import { useCoins } from '../../stores/coins';
import { useDailyProgress } from '../../stores/daily-progress';
import { savedBoardFor, sameOrder } from '../../stores/saved-board';
import { dailyApi } from './api';
import { useFlash } from './useFlash';

export const PICTURE_SIDE = 5; // SPEC section 9: 5x5, 25 tiles
const COUNT = PICTURE_SIDE * PICTURE_SIDE;

export interface DailyPictureGame {
  date: string; // the visitor's local day
  load: Load<DailyPictureBody | null>; // null: nothing scheduled today
  game: GameState | null;
  placed: boolean[];
  swaps: number; // swaps made on today's board, in every visit
  celebrating: boolean; // banner and confetti, for 3 s after a solve in this visit
  paid: boolean | null;
  pick(position: number): void;
}

const pickOnPicture = (state: GameState, position: number) => pickPosition(state, position, PICTURE_SIDE);

/**
 * Today's picture game: the picture of the local day, a seeded shuffle (the same
 * deal for everyone that day; never a solved one), the board restored from this
 * browser and kept in step with other tabs, 5 coins per swap (never below 0) and
 * the once-a-day reward.
 */
export function useDailyPicture(): DailyPictureGame {
  const [date] = useState(() => localDateKey(Date.now(), new Date().getTimezoneOffset()));
  const [paid, setPaid] = useState<boolean | null>(null);
  const [celebrating, celebrate] = useFlash();
  const saved = useDailyProgress((s) => s.boards.picture);
  const { saveBoard, completeDay } = useDailyProgress.getState();
  useEffect(() => useCoins.getState().ensureStarted(), []); // a game starts at 500 coins

  const load = useLoad((signal) => dailyApi.picture(date, signal), [date]);
  useEffect(() => {
    if (load.status === 'error') console.error('Could not load the daily picture', load.error);
  }, [load]);
  const puzzle = load.status === 'ready' && load.value ? load.value.imageUrl : '';
  const start = useMemo(() => {
    if (!puzzle) return null;
    const mine = savedBoardFor(useDailyProgress.getState().boards.picture, date, puzzle, COUNT);
    return startGame(mine?.order ?? shuffleForSeed(COUNT, seedFromString(`${date}|${puzzle}`)));
  }, [date, puzzle]);

  const mine = puzzle ? savedBoardFor(saved, date, puzzle, COUNT) : null;
  const swaps = mine?.swaps ?? 0;
  const board = useBoardState(start, pickOnPicture, {
    onSwap: (next) => {
      useCoins.getState().spend(SWAP_COST);
      saveBoard('picture', { date, puzzle, order: next.order, swaps: swaps + 1 });
    },
    onSolved: () => {
      setPaid(completeDay('picture', date, PICTURE_REWARD));
      celebrate();
    },
  });
  const game = board.state;

  // Another tab moved or solved today's picture: show its board here too.
  useEffect(() => {
    if (mine && game && !sameOrder(mine.order, game.order)) board.apply((state) => resumeGame(state, mine.order));
  }, [mine, game, board]);

  const placed = useMemo(() => (game ? placedFlags(game.order) : []), [game]);
  return { date, load, game, placed, swaps, celebrating, paid, pick: board.pick };
}
