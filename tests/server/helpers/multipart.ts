import { PHOTO_FIELD } from '../../../contract/puzzles';

/** The text fields of a valid create form; tests override one at a time. */
export function validPuzzleFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    message: 'Happy birthday, Sam! Dinner is on me this Friday.',
    gridSize: '3',
    fontStyle: 'cursive',
    isPublic: 'true',
    senderName: 'Alex Sender',
    senderEmail: 'alex@example.com',
    recipientName: 'Sam Recipient',
    recipientEmail: 'sam@example.com',
    consent: 'true',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export interface PhotoPart {
  data: Buffer;
  filename?: string;
  type?: string; // the browser-declared type, which the server must not trust
}

/**
 * A multipart body as a browser builds it. light-my-request encodes a FormData
 * payload itself (boundary and Content-Type included), so tests pass it to inject.
 */
export function puzzleForm(fields: Record<string, string>, photo: PhotoPart | null, photoField = PHOTO_FIELD): FormData {
  const form = new FormData();
  if (photo) {
    const blob = new Blob([new Uint8Array(photo.data)], { type: photo.type ?? 'image/jpeg' });
    form.append(photoField, blob, photo.filename ?? 'photo.jpg');
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
