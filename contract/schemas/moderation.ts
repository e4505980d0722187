import { Type, type Static } from 'typebox';
import { MODERATION_ACTIONS, REPORT_NOTE_MAX, REPORT_REASONS } from '../moderation';
import { PuzzleId } from './ids';
import { oneOf } from './literals';

/**
 * Reports and the moderation queue: the HTTP contract shared by server/routes/reports,
 * server/routes/admin/moderation, client/features/report and client/features/admin.
 */

/**
 * POST /api/puzzles/:id/reports — anyone with the link. → 201 ReportAnswer (also when this
 * address had reported it already: counted once). 404 unknown, 410 removed or cancelled,
 * 429 too many reports from this address (Retry-After).
 */
export const ReportBody = Type.Object(
  {
    reason: oneOf(REPORT_REASONS),
    note: Type.Optional(Type.String({ maxLength: REPORT_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

export const ReportAnswer = Type.Object({ ok: Type.Literal(true), message: Type.String() }, { additionalProperties: false });
export type ReportAnswer = Static<typeof ReportAnswer>;

const ReportNote = Type.Object(
  { reason: oneOf(REPORT_REASONS), note: Type.String(), at: Type.Integer() },
  { additionalProperties: false },
);

/** One reported gift or card, as the queue shows it: everything an admin needs to decide. */
export const QueueItem = Type.Object(
  {
    puzzleId: PuzzleId,
    kind: Type.String(), // 'gift' | 'card'
    imageUrl: Type.String(),
    message: Type.String(),
    senderName: Type.String(),
    senderEmail: Type.String(),
    senderBlocked: Type.Boolean(),
    createdAt: Type.Integer(),
    reportCount: Type.Integer(),
    lastReportedAt: Type.Integer(),
    reports: Type.Array(ReportNote), // newest first
  },
  { additionalProperties: false },
);
export type QueueItem = Static<typeof QueueItem>;

/** GET /api/admin/moderation/queue: open items, most reported first. */
export const QueueBody = Type.Object({ items: Type.Array(QueueItem) }, { additionalProperties: false });
export type QueueBody = Static<typeof QueueBody>;

/** POST /api/admin/moderation/:id/:action — take down, block the sender, or dismiss. */
export const ModerationParams = Type.Object(
  { id: PuzzleId, action: oneOf(MODERATION_ACTIONS) },
  { additionalProperties: false },
);
export type ModerationParams = Static<typeof ModerationParams>;

export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    at: Type.Integer(),
    actorEmail: Type.String(),
    action: Type.String(), // a ModerationAction, or the scheduler's 'schedule:…' writes
    puzzleId: Type.Union([Type.String(), Type.Null()]),
    detail: Type.String(),
  },
  { additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntry>;

/** GET /api/admin/audit: the latest entries first. */
export const AuditBody = Type.Object({ entries: Type.Array(AuditEntry) }, { additionalProperties: false });
export type AuditBody = Static<typeof AuditBody>;
