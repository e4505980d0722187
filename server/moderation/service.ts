import type { ModerationAction } from '../../contract/moderation';
import type { AuditBody, QueueBody, ReportAnswer, ReportBody } from '../../contract/schemas/moderation';
import { blockSender, dismiss, takeDown } from './actions';
import type { Actor, ModerationContext } from './context';
import { auditLog, moderationQueue } from './queue';
import { fileReport } from './report';

/** Reports and the admins' decisions, without HTTP: what routes/reports and routes/admin/moderation call. */
export interface ModerationService {
  /** A visitor's report; counted once per address and puzzle; 429 when this address reported a lot lately. */
  report(puzzleId: string, body: ReportBody, ip: string): Promise<ReportAnswer>;
  /** Open reports, grouped by puzzle, most reported first. */
  queue(): Promise<QueueBody>;
  /** Runs an admin's decision with its audit entry (one transaction); answers the entry's sentence. */
  act(action: ModerationAction, puzzleId: string, actor: Actor): Promise<string>;
  /** The latest admin actions. */
  audit(): Promise<AuditBody>;
}

const ACTIONS = { 'take-down': takeDown, 'block-sender': blockSender, dismiss } as const;

export function createModerationService(ctx: ModerationContext): ModerationService {
  return {
    report: (puzzleId, body, ip) => fileReport(ctx, puzzleId, body, ip),
    queue: () => moderationQueue(ctx),
    act: (action, puzzleId, actor) => ACTIONS[action](ctx, actor, puzzleId),
    audit: () => auditLog(ctx),
  };
}
