import { useEffect, useMemo, useState } from 'react';
import { PICTURE_REWARD, SWAP_COST } from '../../../game/rules/coins';
import { movesToClaim, pictureStart, PICTURE_SIDE, PICTURE_TILES } from '../../../game/rules/daily-deal';
import { localDateKey } from '../../../game/rules/dates';
import { pickPosition, placedFlags, resumeGame, startGame, type GameState } from '../../../game/rules/swap-game';
import type { DailyPictureBody } from '../../../contract/schemas/daily';
import { useBoardState } from '../../game-host/useBoardState';
import { useLoad, type Load } from '../../lib/useLoad';
import { useCoins } from '../../stores/coins';
import { useDailyProgress } from '../../stores/daily-progress';
import { useSession } from '../../stores/session';
import { savedBoardFor, sameOrder } from '../../stores/saved-board';
import { dailyApi } from './api';
import { claimForMember, spendForMember } from './member-play';
import { useFlash } from './useFlash';

export { PICTURE_SIDE }; // SPEC section 9: 5x5, 25 tiles (game/rules/daily-deal.ts, the server deals the same)
const COUNT = PICTURE_TILES;

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
  const { saveBoard, completeDay, recordMove, recordedMoves } = useDailyProgress.getState();
  const member = useSession((s) => s.user !== null); // signed in: coins and stats on the account
  useEffect(() => useCoins.getState().ensureStarted(), []); // a game starts at 500 coins

  const load = useLoad((signal) => dailyApi.picture(date, signal), [date]);
  useEffect(() => {
    if (load.status === 'error') console.error('Could not load the daily picture', load.error);
  }, [load]);
  const puzzle = load.status === 'ready' && load.value ? load.value.imageUrl : '';
  const start = useMemo(() => {
    if (!puzzle) return null;
    const mine = savedBoardFor(useDailyProgress.getState().boards.picture, date, puzzle, COUNT);
    return startGame(mine?.order ?? pictureStart(date, puzzle));
  }, [date, puzzle]);

  const mine = puzzle ? savedBoardFor(saved, date, puzzle, COUNT) : null;
  const swaps = mine?.swaps ?? 0;
  const board = useBoardState(start, pickOnPicture, {
    onSwap: (next) => {
      if (member) spendForMember('swap');
      else useCoins.getState().spend(SWAP_COST);
      saveBoard('picture', { date, puzzle, order: next.order, swaps: swaps + 1 });
      const move = next.moves.at(-1);
      if (move) recordMove('picture', date, puzzle, move);
    },
    onSolved: (next) => {
      celebrate();
      if (!member) {
        setPaid(completeDay('picture', date, PICTURE_REWARD));
        return;
      }
      const moves = movesToClaim(pictureStart(date, puzzle), recordedMoves('picture', date, puzzle), next.order);
      claimForMember({ game: 'picture', date, moves }, setPaid);
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
