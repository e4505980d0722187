import { daysOfMonth } from '../../game/rules/dates';
import type { LibraryDay, ScheduleDayBody, ScheduleMonthBody } from '../../contract/schemas/daily';
import type { Db } from '../db/open';
import { findPicture, picturesBetween } from '../repos/puzzle-schedule';
import { findWord, wordsBetween } from '../repos/word-schedule';
import { mediaUrl, toScheduledPicture, toScheduledWord } from './days';
import type { DailyLibrary } from './library/index';

/** What the library plays on a day with this much scheduled; null when it plays nothing. */
function libraryDay(library: DailyLibrary, date: string, scheduled: { word: boolean; picture: boolean }): LibraryDay | null {
  const word = scheduled.word ? null : (library.word(date)?.word ?? null);
  const picture = !scheduled.picture && library.picture(date) !== null;
  return word !== null || picture ? { word, picture } : null;
}

/**
 * Every day of a real month, in order, with its word and its picture's URL and message (or nulls),
 * and what the library plays where either is missing.
 */
export async function scheduleMonth(db: Db, library: DailyLibrary, month: string): Promise<ScheduleMonthBody> {
  const days = daysOfMonth(month);
  const first = days[0] as string;
  const last = days.at(-1) as string;
  const [wordRows, pictureRows] = await Promise.all([wordsBetween(db, first, last), picturesBetween(db, first, last)]);
  const words = new Map(wordRows.map((entry) => [entry.date, entry.word]));
  const pictures = new Map(pictureRows.map((picture) => [picture.date, picture]));
  return {
    month,
    days: days.map((date) => {
      const picture = pictures.get(date);
      const word = words.get(date) ?? null;
      return {
        date,
        word,
        picture: picture ? { imageUrl: mediaUrl(picture.imagePath), message: picture.message } : null,
        library: libraryDay(library, date, { word: word !== null, picture: picture !== undefined }),
      };
    }),
  };
}

/** Both entries of a real day in full, for editing. */
export async function scheduleDay(db: Db, date: string): Promise<ScheduleDayBody> {
  const [word, picture] = await Promise.all([findWord(db, date), findPicture(db, date)]);
  return { date, word: word ? toScheduledWord(word) : null, picture: picture ? toScheduledPicture(picture) : null };
}
