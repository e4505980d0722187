/**
 * Daily games and the admin scheduler: names, limits and messages both sides use
 * (the routes and schemas are in schemas/daily.ts).
 */
import { MESSAGE_MAX } from '../game/rules/gift';

export const WORD_TEXT_MAX = 1000; // definition, sentence and quote

/** The multipart form of PUT /api/admin/schedule/:date/picture: the file part and the text part, by name. */
export const PICTURE_FILE_FIELD = 'image';
export const PICTURE_MESSAGE_FIELD = 'message';
export const PICTURE_MESSAGE_MAX = MESSAGE_MAX; // as a gift's message
export const PICTURE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024; // the upload, before compression
export const PICTURE_STORED_MAX_BYTES = 2_097_152; // the compressed JPEG (SPEC: 2 MB)
export const PICTURE_MAX_WIDTH = 800;
export const PICTURE_MAX_HEIGHT = 600;

/** Messages the admin screen shows as they are (SPEC section 8). */
export const SCHEDULE_MESSAGES = {
  wordFieldsRequired: 'All word fields are required.',
  pictureFieldsRequired: 'All puzzle fields are required.',
  notAPermutation: 'Shuffled must use exactly the letters of the word.',
  noPicture: 'No picture is scheduled for today. Come back tomorrow!',
  stillTooLarge: (bytes: number) => `Still too large (${(bytes / (1024 * 1024)).toFixed(2)} MB). Try a smaller file.`,
} as const;

/** Where scheduled pictures live in app.storage (SPEC: pod-images/{date}__{file name}). */
export const PICTURE_FOLDER = 'pod-images';
