import Database from 'better-sqlite3';

/** sqlite3_backup_step's page count for "all the rest" (better-sqlite3 caps the rate there). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a live SQLite database with SQLite's online backup API, while other processes write
 * to it. The copy is of one moment: each step reads inside a read transaction, and a step that
 * finds the source changed by another connection starts over. Copying everything in one step
 * (after the first) makes that moment one read transaction, so a busy writer cannot keep
 * restarting a copy made in small steps. In WAL mode the writer is never blocked meanwhile.
 */
export async function backupSqlite(source: string, target: string): Promise<void> {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
}
