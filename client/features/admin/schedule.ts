import type { LibraryDay, ScheduleMonthDay } from '../../../contract/schemas/daily';
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

export type DayFill = 'empty' | 'partial' | 'full' | 'library';

/** A calendar day: what the admin scheduled, and what the bundled library plays where nothing is (absent: as null). */
type CalendarDay = Pick<ScheduleMonthDay, 'word' | 'picture'> & { library?: LibraryDay | null };

/**
 * Nothing, one of the two games, both scheduled, or both played with the library filling in:
 * the calendar highlights only days where a game would have nothing to play.
 */
export function dayFill(day: CalendarDay): DayFill {
  if (day.word && day.picture) return 'full';
  const hasWord = Boolean(day.word || day.library?.word);
  const hasPicture = Boolean(day.picture || day.library?.picture);
  if (hasWord && hasPicture) return 'library';
  return hasWord || hasPicture ? 'partial' : 'empty';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-03' → 'March 2026'. */
export function monthTitle(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? month} ${year ?? ''}`.trim();
}

/** The accessible name of a calendar day: its date and what is scheduled on it. */
export function dayLabel(day: CalendarDay & Pick<ScheduleMonthDay, 'date'>): string {
  const [, month, date] = day.date.split('-');
  const when = `${MONTHS[Number(month) - 1] ?? ''} ${Number(date)}`;
  if (dayFill(day) === 'empty') return `${when}: nothing scheduled`;
  const libraryWord = day.library?.word;
  const word = day.word ? `word ${day.word}` : libraryWord ? `library word ${libraryWord}` : 'no word';
  const picture = day.picture ? 'picture' : day.library?.picture ? 'library picture' : 'no picture';
  return `${when}: ${word}, ${picture}`;
}

/** What the forms say about a day the library fills in (null: it plays nothing there). */
export function libraryNote(library: LibraryDay | null | undefined): string | null {
  if (!library) return null;
  if (library.word && library.picture) return `Nothing scheduled yet: visitors get the library’s word ${library.word} and its picture for this day.`;
  if (library.word) return `No word scheduled: visitors get the library’s word ${library.word}.`;
  return library.picture ? 'No picture scheduled: visitors get the library’s picture for this day.' : null;
}
