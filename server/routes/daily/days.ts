import { daysBetween, isDateKey, utcDateKey } from '../../../game/rules/dates';
import type { DailyPictureBody, ScheduledPicture, ScheduledWord } from '../../../contract/schemas/daily';
import { badRequest, HttpError } from '../../http-error';
import type { PuzzleScheduleRow } from '../../repos/puzzle-schedule';
import type { WordScheduleRow } from '../../repos/word-schedule';

/** Where scheduled pictures live in app.storage (SPEC: pod-images/{date}__{file name}). */
export const PICTURE_FOLDER = 'pod-images';

/** A day key that is a real calendar day, else 400 (the schema only checks the shape). */
export function realDate(date: string): string {
  if (!isDateKey(date)) throw badRequest('Choose a real date (YYYY-MM-DD).', 'invalid-date');
  return date;
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

export function toScheduledWord(row: WordScheduleRow): ScheduledWord {
  return {
    date: row.date,
    word: row.word,
    shuffled: row.shuffled,
    definition: row.definition,
    sentence: row.sentence,
    quote: row.quote,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function toDailyPicture(row: PuzzleScheduleRow): DailyPictureBody {
  return { date: row.date, imageUrl: mediaUrl(row.image_path), message: row.message, width: row.width, height: row.height };
}

export function toScheduledPicture(row: PuzzleScheduleRow): ScheduledPicture {
  return { ...toDailyPicture(row), updatedAt: new Date(row.updated_at).toISOString() };
}
