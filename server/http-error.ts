/** An error whose message is meant for the user; the error handler answers it as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Please sign in first.', code = 'unauthenticated') =>
  new HttpError(401, message, code);
export const forbidden = (message = 'You are not allowed to do that.', code = 'forbidden') =>
  new HttpError(403, message, code);
export const notFound = (message: string, code = 'not-found') => new HttpError(404, message, code);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
