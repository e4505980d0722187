/**
 * Reports and moderation (issue 21): plain values both sides use (the HTTP schemas are in
 * schemas/moderation.ts, which the client imports as types only).
 */

/** Why a visitor reports a gift, as the dialog offers it: the short list, each with its label. */
export const REPORT_REASONS = ['harassment', 'sexual', 'violence', 'hate', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: 'Harassment or bullying',
  sexual: 'Sexual content',
  violence: 'Violence or threats',
  hate: 'Hateful content',
  spam: 'Spam or a scam',
  other: 'Something else',
};

export const REPORT_NOTE_MAX = 1000;

/** Reports one address may file in REPORT_WINDOW_MS (a report of a gift it already reported is not counted). */
export const REPORTS_PER_WINDOW = 10;
export const REPORT_WINDOW_MS = 60 * 60_000;

/** What an admin may do with a reported item, and what the audit log records. */
export const MODERATION_ACTIONS = ['take-down', 'block-sender', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** What the pages and the API say, word for word. */
export const MODERATION_MESSAGES = {
  removed: 'This gift was removed.',
  removedDetail: 'It was taken down after a report, so there is nothing to open here.',
  blocked: 'This sender can no longer send puzzle gifts or cards.',
  reported: 'Thank you. Our team will look at this gift.',
  throttled: 'You have sent many reports in a short time.',
  photoFlagged:
    'Sorry, this photo cannot be used for a puzzle gift: our automatic check found it may break our content rules. Please choose another photo.',
  photoCheckFailed: 'We could not check your photo just now. Please try again in a minute.',
  noReports: 'There is no open report about this gift.',
} as const;
