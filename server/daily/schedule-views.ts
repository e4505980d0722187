import { daysOfMonth } from '../../game/rules/dates';
import type { ScheduleDayBody, ScheduleMonthBody } from '../../contract/schemas/daily';
import type { Db } from '../db/open';
import { findPicture, picturesBetween } from '../repos/puzzle-schedule';
import { findWord, wordsBetween } from '../repos/word-schedule';
import { mediaUrl, toScheduledPicture, toScheduledWord } from './days';

/** Every day of a real month, in order, with its word and its picture's URL and message (or nulls). */
export async function scheduleMonth(db: Db, month: string): Promise<ScheduleMonthBody> {
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
      return {
        date,
        word: words.get(date) ?? null,
        picture: picture ? { imageUrl: mediaUrl(picture.imagePath), message: picture.message } : null,
      };
    }),
  };
}

/** Both entries of a real day in full, for editing. */
export async function scheduleDay(db: Db, date: string): Promise<ScheduleDayBody> {
  const [word, picture] = await Promise.all([findWord(db, date), findPicture(db, date)]);
  return { date, word: word ? toScheduledWord(word) : null, picture: picture ? toScheduledPicture(picture) : null };
}
