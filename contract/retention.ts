/**
 * Retention (issue 21 part 9): with RETENTION_DAYS set, gifts and cards solved more than that
 * many days ago lose their photo and message. What the link answers then, and what the terms
 * page says, in one place for the server and the client.
 */

/** The message of the link's 410 'gift-expired', naming the days in force when it was swept. */
export function expiredGiftMessage(days: number): string {
  return `This gift was solved more than ${days} ${days === 1 ? 'day' : 'days'} ago; its photo and message are no longer kept.`;
}

/** GET /api/retention: how long solved gifts keep their photo and message (the terms page shows it). */
export const RETENTION_PATH = '/api/retention';
