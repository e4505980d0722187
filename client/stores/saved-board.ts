import type { DailyGame } from '../../game/rules/coins';
import { isDateKey, type DateKey } from '../../game/rules/dates';

/**
 * The board a visitor left for a daily game (pure; ./daily-progress.ts
 * keeps it in localStorage). Only the latest day is kept: a board from another day,
 * or from a puzzle the admin has since replaced, is not restored.
 */
export interface SavedBoard {
  date: DateKey; // the puzzle's day
  puzzle: string; // what the board was dealt from (the shuffled letters, the image URL)
  order: number[]; // order[position] = pieceId
  swaps: number; // swaps made so far, for "Share result"
}

export function boardKey(game: DailyGame): string {
  return `daily-board:${game}`;
}

function isPermutation(order: unknown): order is number[] {
  if (!Array.isArray(order) || order.length === 0 || order.length > 400) return false;
  const seen = new Set<number>();
  for (const piece of order) {
    if (!Number.isInteger(piece) || piece < 0 || piece >= order.length || seen.has(piece)) return false;
    seen.add(piece as number);
  }
  return true;
}

/** A stored board (JSON text); anything malformed (hand edits, old versions) gives null, never a throw. */
export function parseSavedBoard(raw: string | null): SavedBoard | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { date, puzzle, order, swaps } = data as Record<string, unknown>;
  if (typeof date !== 'string' || !isDateKey(date) || typeof puzzle !== 'string' || !isPermutation(order)) return null;
  return { date, puzzle, order, swaps: typeof swaps === 'number' && Number.isInteger(swaps) && swaps >= 0 ? swaps : 0 };
}

/** The saved board when it belongs to this day's puzzle and has its number of pieces. */
export function savedBoardFor(saved: SavedBoard | null, date: DateKey, puzzle: string, count: number): SavedBoard | null {
  return saved && saved.date === date && saved.puzzle === puzzle && saved.order.length === count ? saved : null;
}

export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((piece, position) => piece === b[position]);
}
