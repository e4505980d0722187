import { daysBetween, type DateKey } from './dates';
import { seededRandom, seedFromString } from './random';
import { isWordSolved, lettersInPlace, normalizeWord } from './word';

/**
 * The bundled daily library: which of its entries plays on a day when the admin
 * scheduled nothing, and how a library word is dealt. Pure, so the server, the
 * generator script and the tests agree without sharing any state.
 */

/** Day 0 of the library: the first day of the year the library shipped. */
export const LIBRARY_EPOCH: DateKey = '2026-01-01';

/**
 * The entry of a library of `size` entries that plays on `date`: consecutive days
 * take consecutive entries, wrapping round, so every entry plays once in each run
 * of `size` days before any repeats (a 400-word library: one word a day for more
 * than a year). Days before the epoch count backwards the same way. Throws for an
 * empty library or a key that is not a real day.
 */
export function libraryIndex(date: DateKey, size: number, epoch: DateKey = LIBRARY_EPOCH): number {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`a library needs at least one entry, got ${size}`);
  const days = daysBetween(epoch, date);
  return ((days % size) + size) % size;
}

/** The entry of `entries` for `date`, or null when the library is empty. */
export function libraryEntry<T>(entries: readonly T[], date: DateKey, epoch: DateKey = LIBRARY_EPOCH): T | null {
  return entries.length === 0 ? null : (entries[libraryIndex(date, entries.length, epoch)] ?? null);
}

/** At most this share of a dealt word's letters may already sit in their place. */
const IN_PLACE_MAX = 1 / 3;
const TRIES = 64;

/**
 * The library's deal of a word: its letters shuffled with a seed taken from the
 * word, so the same word always gets the same deal. A deal never spells the word
 * and, when the letters allow it (they always do from 4 distinct letters), leaves
 * at most a third of them in place, so there is something to solve everywhere.
 * Throws for a word whose letters can only spell it (one repeated letter).
 */
export function dealWord(word: string): string {
  const target = normalizeWord(word);
  const random = seededRandom(seedFromString(`deal|${target}`));
  let best: string | null = null;
  let bestInPlace = Infinity;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const letters = [...target];
    for (let i = letters.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [letters[i], letters[j]] = [letters[j] as string, letters[i] as string];
    }
    const dealt = letters.join('');
    if (isWordSolved(dealt, target)) continue;
    const inPlace = lettersInPlace(dealt, target).filter(Boolean).length;
    if (inPlace < bestInPlace) [best, bestInPlace] = [dealt, inPlace];
    if (inPlace <= target.length * IN_PLACE_MAX) break;
  }
  if (best === null) throw new RangeError(`the letters of ${target} cannot be mixed up`);
  return best;
}
