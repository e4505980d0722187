import type { ErrorCode } from '../contract/errors';

/** An error whose message is meant for the user; the error handler answers it as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'invalid-field') => new HttpError(400, message, code);
export const unauthorized = (message = 'Please sign in first.', code: ErrorCode = 'unauthenticated') =>
  new HttpError(401, message, code);
export const forbidden = (message = 'You are not allowed to do that.', code: ErrorCode = 'forbidden') =>
  new HttpError(403, message, code);
export const notFound = (message: string, code: ErrorCode = 'not-found') => new HttpError(404, message, code);
export const conflict = (message: string, code: ErrorCode) => new HttpError(409, message, code);
