import { useEffect, useState } from 'react';
import { SELECTION_CLEARED } from '../../../game/rules/accessibility';
import type { Move } from '../../../game/rules/board';
import { CLUE_COST, WORD_REWARD } from '../../../game/rules/coins';
import { utcDateKey } from '../../../game/rules/dates';
import {
  clue,
  createWordBoard,
  FALLBACK_WORD,
  isWordSolved,
  lettersInPlace,
  lettersOf,
  pickLetter,
  swapLetters,
  type DailyWord,
  type WordBoard,
} from '../../../game/rules/word';
import { useCoins } from '../../stores/coins';
import { useDailyProgress } from '../../stores/daily-progress';
import { dailyApi } from './api';
import { savedBoardFor } from './progress';
import { useFlash } from './useFlash';

export const NOT_ENOUGH_FOR_CLUE = 'Not enough coins for a clue.';

export interface DailyWordGame {
  date: string; // the UTC day of the word
  entry: DailyWord | null; // null while loading
  board: WordBoard | null;
  placed: boolean[];
  solved: boolean;
  swaps: number;
  announcement: string;
  celebrating: boolean; // "You Rock!" and confetti, for 3 s after a solve in this visit
  paid: boolean | null; // did this visit's solve pay coins (null: not solved in this visit)
  pick(position: number): void;
  getClue(): void;
}

function dealt(entry: DailyWord): WordBoard | null {
  try {
    return createWordBoard(entry.word, entry.shuffled);
  } catch {
    return null; // not a permutation (the server refuses such entries): the caller falls back
  }
}

const inPlaceText = (placed: readonly boolean[]) => `${placed.filter(Boolean).length} of ${placed.length} letters in place.`;

/**
 * Today's word game: the entry for the UTC day (the fallback word when nothing is
 * scheduled or the call fails), the board restored from this browser, clicks,
 * clues, and the once-a-day reward.
 */
export function useDailyWord(): DailyWordGame {
  const [date] = useState(() => utcDateKey(Date.now()));
  const [entry, setEntry] = useState<DailyWord | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [paid, setPaid] = useState<boolean | null>(null);
  const [celebrating, celebrate] = useFlash();
  const saved = useDailyProgress((s) => s.boards.word);
  const saveBoard = useDailyProgress((s) => s.saveBoard);
  const completeDay = useDailyProgress((s) => s.completeDay);

  useEffect(() => {
    useCoins.getState().ensureStarted(); // a game starts at 500 coins
    const abort = new AbortController();
    dailyApi
      .word(date, abort.signal)
      .then((body) => setEntry(dealt(body) ? body : FALLBACK_WORD))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Could not load the daily word', error); // SPEC section 8: only logged
        setEntry(FALLBACK_WORD);
      });
    return () => abort.abort();
  }, [date]);

  const start = entry ? dealt(entry) : null;
  const puzzle = entry?.shuffled.toUpperCase() ?? '';
  const mine = start ? savedBoardFor(saved, date, puzzle, start.pieces.length) : null;
  const board = start ? { ...start, order: mine?.order ?? start.order, selected } : null;
  const letters = board ? lettersOf(board) : [];
  const placed = entry ? lettersInPlace(letters, entry.word) : [];
  const solved = entry !== null && isWordSolved(letters, entry.word);
  const swaps = mine?.swaps ?? 0;

  /** Applies a swap, remembers the board, and pays and celebrates when it solves the word. */
  function commit(move: Move, describe: string) {
    if (!entry || !board) return;
    const next = swapLetters(board, move);
    saveBoard('word', { date, puzzle, order: next.order, swaps: swaps + 1 });
    setSelected(null);
    const nextLetters = lettersOf(next);
    if (isWordSolved(nextLetters, entry.word)) {
      setAnnouncement(`${describe} Solved! The word is ${entry.word}.`);
      setPaid(completeDay('word', date, WORD_REWARD));
      celebrate();
      return;
    }
    setAnnouncement(`${describe} ${inPlaceText(lettersInPlace(nextLetters, entry.word))}`);
  }

  function pick(position: number) {
    if (!board || solved || position < 0 || position >= letters.length) return;
    const { board: next, move } = pickLetter(board, position);
    if (move) {
      commit(move, `Swapped positions ${move[0] + 1} and ${move[1] + 1}.`);
      return;
    }
    setSelected(next.selected);
    setAnnouncement(next.selected === null ? SELECTION_CLEARED : `Selected letter ${letters[position]}, position ${position + 1}.`);
  }

  function getClue() {
    if (!entry || !board || solved) return;
    const move = clue(letters, entry.word);
    if (!move) return;
    if (!useCoins.getState().trySpend(CLUE_COST)) {
      window.alert(NOT_ENOUGH_FOR_CLUE);
      return;
    }
    commit(move, `Clue: swapped positions ${move[0] + 1} and ${move[1] + 1}.`);
  }

  return { date, entry, board, placed, solved, swaps, announcement, celebrating, paid, pick, getClue };
}
