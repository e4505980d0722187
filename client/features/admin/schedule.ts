import type { ScheduleMonthDay } from '../../../contract/schemas/daily';
import { SCHEDULE_MESSAGES } from '../../../contract/daily';
import { ApiError } from '../../lib/http';

/** What the scheduler's status lines say (SPEC section 8), decided from an outcome. Pure. */

export type StatusKind = 'progress' | 'success' | 'error';
export interface Status {
  kind: StatusKind;
  text: string;
}

export const STATUS = {
  compressing: '⏳ Compressing image...',
  compressionFailed: '❌ Image compression failed.',
  pictureFailed: '❌ Failed to save puzzle.',
  wordFailed: '❌ Failed to save word.',
  pictureFieldsRequired: SCHEDULE_MESSAGES.pictureFieldsRequired,
  wordFieldsRequired: SCHEDULE_MESSAGES.wordFieldsRequired,
  pictureScheduled: (date: string) => `✅ Puzzle scheduled for ${date}`,
  wordScheduled: (date: string) => `✅ Word scheduled for ${date}`,
} as const;

const error = (text: string): Status => ({ kind: 'error', text });

/** A client error (4xx) carries a reason worth showing after the catalogue's line; a 5xx or a network failure does not. */
function withReason(base: string, failure: unknown): Status {
  if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) return error(`${base} ${failure.message}`);
  return error(base);
}

export function pictureFailureStatus(failure: unknown): Status {
  if (failure instanceof ApiError) {
    if (failure.code === 'missing-fields') return error(STATUS.pictureFieldsRequired);
    if (failure.code === 'image-too-large') return error(failure.message); // "Still too large (N MB). Try a smaller file."
    if (failure.status === 415 || failure.status === 422) return error(STATUS.compressionFailed); // not an image sharp can read
    if (failure.status === 413) return error(failure.message); // the upload itself is over the limit
  }
  return withReason(STATUS.pictureFailed, failure);
}

export function wordFailureStatus(failure: unknown): Status {
  if (failure instanceof ApiError && failure.code === 'missing-fields') return error(STATUS.wordFieldsRequired);
  return withReason(STATUS.wordFailed, failure);
}

/** Every value present once surrounding spaces are ignored. */
export function allFilled(values: readonly (string | null | undefined)[]): boolean {
  return values.every((value) => typeof value === 'string' && value.trim() !== '');
}

export type DayFill = 'empty' | 'partial' | 'full';

/** Nothing, one of the two games, or both: the calendar highlights days that still need content. */
export function dayFill(day: Pick<ScheduleMonthDay, 'word' | 'picture'>): DayFill {
  const count = (day.word ? 1 : 0) + (day.picture ? 1 : 0);
  return count === 0 ? 'empty' : count === 1 ? 'partial' : 'full';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-03' → 'March 2026'. */
export function monthTitle(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? month} ${year ?? ''}`.trim();
}

/** The accessible name of a calendar day: its date and what is scheduled on it. */
export function dayLabel(day: Pick<ScheduleMonthDay, 'date' | 'word' | 'picture'>): string {
  const [, month, date] = day.date.split('-');
  const when = `${MONTHS[Number(month) - 1] ?? ''} ${Number(date)}`;
  if (dayFill(day) === 'empty') return `${when}: nothing scheduled`;
  const word = day.word ? `word ${day.word}` : 'no word';
  const picture = day.picture ? 'picture' : 'no picture';
  return `${when}: ${word}, ${picture}`;
}
