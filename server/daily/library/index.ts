import { libraryEntry } from '../../../game/rules/daily-library';
import type { DailyWord } from '../../../game/rules/word';
import { LIBRARY_PICTURES, type LibraryPicture } from './pictures';
import { libraryWords } from './words';

/**
 * What the daily games play on a day the admin scheduled nothing: the bundled library's
 * entry for that date (game/rules/daily-library.ts picks it), so a fresh install has a word
 * and a picture from the first minute. The admin's schedule always wins; with
 * DAILY_LIBRARY=off the library is empty and the games fall back to FLOWCHART and "No
 * picture is scheduled" as before.
 */
export interface DailyLibrary {
  word(date: string): DailyWord | null; // null: the library is off
  picture(date: string): LibraryPicture | null;
}

export function dailyLibrary(enabled: boolean): DailyLibrary {
  return {
    word: (date) => (enabled ? libraryEntry(libraryWords(), date) : null),
    picture: (date) => (enabled ? libraryEntry(LIBRARY_PICTURES, date) : null),
  };
}
