import { CARD_MESSAGES } from '../../../../contract/cards';
import { ApiError } from '../../../lib/http';

/**
 * What the page says when a call fails. A refused description (422) and a limit
 * (429) carry the server's own words, which say what to do next; any other
 * failure of a picture gets the spec's one message.
 */
export function generateErrorText(failure: unknown): string {
  if (failure instanceof ApiError && (failure.status === 422 || failure.status === 429)) return failure.message;
  return CARD_MESSAGES.generationFailed;
}

export const CONNECTION_FAILED = 'The connection failed. Check your internet connection and try again.';

/** A failed send: the server's message is written for people (400, 404, 429); a dropped connection is ours to word. */
export function sendErrorText(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : CONNECTION_FAILED;
}

/** The picture the card names is gone from the server: it must be generated again. */
export function isImageMissing(failure: unknown): boolean {
  return failure instanceof ApiError && failure.code === 'image-not-found';
}
