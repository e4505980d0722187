import { daysBetween, isDateKey, isMonthKey, utcDateKey } from '../../game/rules/dates';
import type { DailyPictureBody, ScheduledPicture, ScheduledWord } from '../../contract/schemas/daily';
import { badRequest, HttpError } from '../http-error';
import type { PictureOfTheDay } from '../repos/puzzle-schedule';
import type { WordOfTheDay } from '../repos/word-schedule';

/** A day key that is a real calendar day, else 400 (the schema only checks the shape). */
export function realDate(date: string): string {
  if (!isDateKey(date)) throw badRequest('Choose a real date (YYYY-MM-DD).', 'invalid-date');
  return date;
}

/** A month key that is a real month, else 400 (the schema only checks the shape). */
export function realMonth(month: string): string {
  if (!isMonthKey(month)) throw badRequest('Choose a real month (YYYY-MM).', 'invalid-month');
  return month;
}

/**
 * The day a visitor may play: within one day of the server's UTC day, which
 * covers "today" in every time zone (UTC-12 to UTC+14) and a little clock
 * drift, while later days of the schedule stay unreadable. Without a date: the
 * server's UTC day.
 */
export function playableDate(requested: string | undefined, nowMs: number): string {
  const today = utcDateKey(nowMs);
  if (requested === undefined) return today;
  const distance = daysBetween(today, realDate(requested));
  if (distance > 1) throw new HttpError(400, 'That puzzle is not available yet.', 'date-out-of-range');
  if (distance < -1) throw new HttpError(400, 'That puzzle is no longer available.', 'date-out-of-range');
  return requested;
}

/** 'pod-images/x.jpg' → its public URL, served by server/routes/media.ts. */
export function mediaUrl(imagePath: string): string {
  return `/media/${imagePath}`;
}

/** 'pod-images/x.jpg' → ['pod-images', 'x.jpg'] for app.storage. */
export function storageLocation(imagePath: string): [folder: string, name: string] {
  const slash = imagePath.indexOf('/');
  return [imagePath.slice(0, slash), imagePath.slice(slash + 1)];
}

export function toScheduledWord(entry: WordOfTheDay): ScheduledWord {
  return {
    date: entry.date,
    word: entry.word,
    shuffled: entry.shuffled,
    definition: entry.definition,
    sentence: entry.sentence,
    quote: entry.quote,
    updatedAt: new Date(entry.updatedAt).toISOString(),
  };
}

export function toDailyPicture(picture: PictureOfTheDay): DailyPictureBody {
  const { date, message, width, height } = picture;
  return { date, imageUrl: mediaUrl(picture.imagePath), message, width, height };
}

export function toScheduledPicture(picture: PictureOfTheDay): ScheduledPicture {
  return { ...toDailyPicture(picture), updatedAt: new Date(picture.updatedAt).toISOString() };
}
