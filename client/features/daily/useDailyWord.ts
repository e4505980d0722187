import { useEffect, useMemo, useState } from 'react';
import { CLUE_COST, WORD_REWARD } from '../../../game/rules/coins';
import { movesToClaim } from '../../../game/rules/daily-deal';
import { utcDateKey } from '../../../game/rules/dates';
import { FALLBACK_WORD, isPermutationOf, type DailyWord } from '../../../game/rules/word';
import { pickWordLetter, placedLetters, resumeWordGame, startWordGame, takeClue, type WordGameState } from '../../../game/rules/word-game';
import { useBoardState } from '../../game-host/useBoardState';
import { useLoad } from '../../lib/useLoad';
import { useCoins } from '../../stores/coins';
import { useDailyProgress } from '../../stores/daily-progress';
import { useSession } from '../../stores/session';
import { savedBoardFor, sameOrder } from '../../stores/saved-board';
import { dailyApi } from './api';
import { claimForMember, spendForMember } from './member-play';
import { useFlash } from './useFlash';

export const NOT_ENOUGH_FOR_CLUE = 'Not enough coins for a clue.';

export interface DailyWordGame {
  date: string; // the UTC day of the word
  entry: DailyWord | null; // null while loading
  game: WordGameState | null;
  placed: boolean[];
  swaps: number; // swaps made on today's board, in every visit
  celebrating: boolean; // "You Rock!" and confetti, for 3 s after a solve in this visit
  paid: boolean | null; // did this visit's solve pay coins (null: not solved in this visit)
  pick(position: number): void;
  getClue(): void;
}

/** The day's entry, or the fallback word when the call fails or the entry cannot be played (SPEC: only logged). */
function loadWord(date: string, signal: AbortSignal): Promise<DailyWord> {
  return dailyApi.word(date, signal).then(
    (entry) => (isPermutationOf(entry.shuffled, entry.word) ? entry : FALLBACK_WORD),
    (error: unknown) => {
      if (!signal.aborted) console.error('Could not load the daily word', error);
      return FALLBACK_WORD;
    },
  );
}

/**
 * Today's word game: the entry for the UTC day, the board restored from this
 * browser (and kept in step with other tabs), clues, and the once-a-day reward.
 */
export function useDailyWord(): DailyWordGame {
  const [date] = useState(() => utcDateKey(Date.now()));
  const [paid, setPaid] = useState<boolean | null>(null);
  const [celebrating, celebrate] = useFlash();
  const saved = useDailyProgress((s) => s.boards.word);
  const { saveBoard, completeDay, recordMove, recordedMoves } = useDailyProgress.getState();
  const member = useSession((s) => s.user !== null); // signed in: coins and stats on the account
  useEffect(() => useCoins.getState().ensureStarted(), []); // a game starts at 500 coins

  const load = useLoad((signal) => loadWord(date, signal), [date]);
  const entry = load.status === 'ready' ? load.value : null;
  const start = useMemo(() => {
    if (!entry) return null;
    const dealt = startWordGame(entry.word, entry.shuffled);
    const mine = savedBoardFor(useDailyProgress.getState().boards.word, date, dealt.pieces.join(''), dealt.pieces.length);
    return mine ? resumeWordGame(dealt, mine.order) : dealt;
  }, [entry, date]);

  const puzzle = start?.pieces.join('') ?? '';
  const mine = start ? savedBoardFor(saved, date, puzzle, start.pieces.length) : null;
  const swaps = mine?.swaps ?? 0;
  const board = useBoardState(start, pickWordLetter, {
    onSwap: (next) => {
      saveBoard('word', { date, puzzle, order: next.order, swaps: swaps + 1 });
      const move = next.moves.at(-1);
      if (move) recordMove('word', date, puzzle, move);
    },
    onSolved: (next) => {
      celebrate();
      if (!member) {
        setPaid(completeDay('word', date, WORD_REWARD));
        return;
      }
      const deal = next.pieces.map((_, i) => i); // pieces are numbered in dealt order
      claimForMember({ game: 'word', date, moves: movesToClaim(deal, recordedMoves('word', date, puzzle), next.order) }, setPaid);
    },
  });
  const game = board.state;

  // Another tab moved or solved today's word: show its board here too.
  useEffect(() => {
    if (mine && game && !sameOrder(mine.order, game.order)) board.apply((state) => resumeWordGame(state, mine.order));
  }, [mine, game, board]);

  function getClue() {
    if (!game || takeClue(game) === game) return;
    if (member) {
      board.apply(takeClue); // a member is never refused a clue; the server takes what the balance holds
      spendForMember('clue');
      return;
    }
    if (!useCoins.getState().trySpend(CLUE_COST)) {
      window.alert(NOT_ENOUGH_FOR_CLUE);
      return;
    }
    board.apply(takeClue);
  }

  const placed = useMemo(() => (game ? placedLetters(game) : []), [game]);
  return { date, entry, game, placed, swaps, celebrating, paid, pick: board.pick, getClue };
}
