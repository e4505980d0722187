import { Type, type Static } from 'typebox';
import { WORD_TEXT_MAX } from '../daily';

/**
 * Daily games and the admin scheduler: the HTTP contract shared by
 * server/routes/{daily,admin/schedule} and client/features/{daily,admin}.
 *
 * Which day: the word changes at midnight UTC, so the client asks for
 * utcDateKey(now); the picture changes at the visitor's midnight, so the client
 * asks for localDateKey(now, new Date().getTimezoneOffset()) (game/rules/dates).
 * The server accepts a date within one day of its own UTC day (every time zone's
 * "today" is), and answers 400 'date-out-of-range' otherwise, so the schedule
 * of later days cannot be read ahead. Without `date` the server's UTC day is used.
 *
 * Routes (state-changing ones need this site's Origin):
 * GET    /api/daily/word?date=YYYY-MM-DD     → 200 DailyWordBody: the scheduled word, else the bundled library's
 *                                              word of that date, else (DAILY_LIBRARY=off) the fallback FLOWCHART
 *                                              with fallback:true; 400 'date-out-of-range'
 * GET    /api/daily/picture?date=YYYY-MM-DD  → 200 DailyPictureBody: the scheduled picture, else the library's
 *                                              (/media/daily-library/<file>.jpg); with DAILY_LIBRARY=off 404
 *                                              'no-picture' ("No picture is scheduled for today. Come back
 *                                              tomorrow!"); 400 'date-out-of-range'
 * Admin only (401 'unauthenticated' signed out, 403 'forbidden' for other accounts):
 * GET    /api/admin/schedule?month=YYYY-MM   → 200 ScheduleMonthBody (every day of the month, in order, with
 *                                              what the library plays where nothing is scheduled)
 * GET    /api/admin/schedule/:date           → 200 ScheduleDayBody (both entries in full, for editing)
 * PUT    /api/admin/schedule/:date/word      WordScheduleBody (JSON) → 200 ScheduledWord;
 *          400 'missing-fields' "All word fields are required.", 400 'not-a-permutation' "Shuffled must use
 *          exactly the letters of the word.", 400 'invalid-word' (letters A-Z only, 2-24 of them),
 *          400 'already-solved' (shuffled spells the word). Word and shuffled are saved upper-case.
 * PUT    /api/admin/schedule/:date/picture   multipart/form-data: `image` (file) + `message` → 200 ScheduledPicture;
 *          400 'missing-fields' "All puzzle fields are required.", 413 'image-too-large' "Still too large
 *          (N MB). Try a smaller file.", 413 (upload over PICTURE_UPLOAD_MAX_BYTES or too many pixels),
 *          415 'unsupported-image' (not JPEG/PNG/WebP by content), 422 'unreadable-image'.
 *          The picture is re-encoded as JPEG quality 70, fitted inside 800x600 (never enlarged).
 * DELETE /api/admin/schedule/:date/word      → 204 (also when nothing was scheduled)
 * DELETE /api/admin/schedule/:date/picture   → 204, the stored image is removed
 */

export const DateKey = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const MonthKey = Type.String({ pattern: '^\\d{4}-\\d{2}$' });

export const DailyQuery = Type.Object({ date: Type.Optional(DateKey) }, { additionalProperties: false });
export type DailyQuery = Static<typeof DailyQuery>;

export const DailyWordBody = Type.Object(
  {
    date: Type.String(),
    word: Type.String(), // upper case; the client needs it to check the solve and show the definition
    shuffled: Type.String(), // the deal: a permutation of word
    definition: Type.String(),
    sentence: Type.String(),
    quote: Type.String(),
    fallback: Type.Boolean(), // true: nothing was scheduled and the library is off, this is FALLBACK_WORD
  },
  { additionalProperties: false },
);
export type DailyWordBody = Static<typeof DailyWordBody>;

export const DailyPictureBody = Type.Object(
  {
    date: Type.String(),
    imageUrl: Type.String(), // /media/pod-images/<file>.jpg, or a library picture's /media/daily-library/<file>.jpg
    message: Type.String(),
    width: Type.Integer(), // of the stored image, pixels (at most 800x600)
    height: Type.Integer(),
  },
  { additionalProperties: false },
);
export type DailyPictureBody = Static<typeof DailyPictureBody>;

export const ScheduleMonthQuery = Type.Object({ month: MonthKey }, { additionalProperties: false });
export type ScheduleMonthQuery = Static<typeof ScheduleMonthQuery>;

export const ScheduleDateParams = Type.Object({ date: DateKey }, { additionalProperties: false });
export type ScheduleDateParams = Static<typeof ScheduleDateParams>;

/** What the bundled library plays on a day where the admin left a game empty. */
export const LibraryDay = Type.Object(
  {
    word: Type.Union([Type.String(), Type.Null()]), // the library's word when no word is scheduled, else null
    picture: Type.Boolean(), // true: no picture is scheduled, the library's picture plays
  },
  { additionalProperties: false },
);
export type LibraryDay = Static<typeof LibraryDay>;

export const ScheduleMonthDay = Type.Object(
  {
    date: Type.String(),
    word: Type.Union([Type.String(), Type.Null()]),
    picture: Type.Union([
      Type.Object({ imageUrl: Type.String(), message: Type.String() }, { additionalProperties: false }),
      Type.Null(),
    ]),
    library: Type.Union([LibraryDay, Type.Null()]), // null: the library plays nothing that day (both scheduled, or DAILY_LIBRARY=off)
  },
  { additionalProperties: false },
);
export type ScheduleMonthDay = Static<typeof ScheduleMonthDay>;

export const ScheduleMonthBody = Type.Object(
  { month: Type.String(), days: Type.Array(ScheduleMonthDay) },
  { additionalProperties: false },
);
export type ScheduleMonthBody = Static<typeof ScheduleMonthBody>;

export const WordScheduleBody = Type.Object(
  {
    word: Type.String({ minLength: 1, maxLength: 64 }),
    shuffled: Type.String({ minLength: 1, maxLength: 64 }),
    definition: Type.String({ minLength: 1, maxLength: WORD_TEXT_MAX }),
    sentence: Type.String({ minLength: 1, maxLength: WORD_TEXT_MAX }),
    quote: Type.String({ minLength: 1, maxLength: WORD_TEXT_MAX }),
  },
  { additionalProperties: false },
);
export type WordScheduleBody = Static<typeof WordScheduleBody>;

export const ScheduledWord = Type.Object(
  {
    date: Type.String(),
    word: Type.String(),
    shuffled: Type.String(),
    definition: Type.String(),
    sentence: Type.String(),
    quote: Type.String(),
    updatedAt: Type.String(), // ISO 8601
  },
  { additionalProperties: false },
);
export type ScheduledWord = Static<typeof ScheduledWord>;

export const ScheduledPicture = Type.Object(
  {
    date: Type.String(),
    imageUrl: Type.String(),
    message: Type.String(),
    width: Type.Integer(),
    height: Type.Integer(),
    updatedAt: Type.String(), // ISO 8601
  },
  { additionalProperties: false },
);
export type ScheduledPicture = Static<typeof ScheduledPicture>;

export const ScheduleDayBody = Type.Object(
  {
    date: Type.String(),
    word: Type.Union([ScheduledWord, Type.Null()]),
    picture: Type.Union([ScheduledPicture, Type.Null()]),
  },
  { additionalProperties: false },
);
export type ScheduleDayBody = Static<typeof ScheduleDayBody>;
