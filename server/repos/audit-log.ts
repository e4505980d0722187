import type { Db } from '../db/open';

/** One admin action: who, what, when, which item. */
export interface AuditEntry {
  id: number;
  at: number;
  actorEmail: string;
  action: string;
  puzzleId: string | null;
  detail: string;
}

export interface NewAuditEntry {
  at: number;
  actor: { id: string; email: string };
  action: string;
  puzzleId: string | null;
  detail: string;
}

/** Call within the transaction of the action it records: both are kept, or neither. */
export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ at: entry.at, actor_id: entry.actor.id, actor_email: entry.actor.email, action: entry.action, puzzle_id: entry.puzzleId, detail: entry.detail })
    .execute();
}

/** The latest entries first. */
export async function latestAuditEntries(db: Db, limit: number): Promise<AuditEntry[]> {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: Number(row.at),
    actorEmail: row.actor_email,
    action: row.action,
    puzzleId: row.puzzle_id,
    detail: row.detail,
  }));
}
