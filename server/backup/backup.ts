import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { connectSqlite, DATABASE_FILE } from '../db/open';
import { countRows, referencedPictures, type PictureLocation, type RowCounts } from '../repos/backup-inventory';
import { uploadsDir } from '../storage/local';
import { BACKUP_FILES, BACKUP_FORMAT, writeManifest, type Manifest } from './manifest';
import { dumpPostgres } from './postgres';
import { backupSqlite } from './sqlite';
import { copyUploads } from './uploads';

const SECRET_FILE = 'secret.key'; // server/secret.ts

export interface BackupOptions {
  clock?: Clock;
  /** Runs between the database copy and the files' (tests widen that window to write meanwhile). */
  afterDatabaseCopy?: () => Promise<void>;
}

/**
 * `npm run backup -- DIR`: a consistent copy of a running app's data in DIR (new or empty).
 *
 * The database is copied first (SQLite's online backup, or pg_dump of one snapshot), then the
 * pictures. That order is what makes it consistent: a gift is acknowledged only after its
 * picture is stored and then its row committed (server/puzzles/create.ts), and a picture is
 * removed only after no row names it. So every row in the database copy names a picture that
 * was stored before the copy and is still there when the files are copied a moment later,
 * unless a sweep removed it in between (listed in the manifest as missing). Copying the files
 * first would miss the pictures of gifts acknowledged between the two copies. Pictures stored
 * after the database copy come along without their rows: the orphan sweep of the restored app
 * removes them after an hour. The manifest is written last: without it, the backup is unfinished.
 */
export async function takeBackup(config: Config, dir: string, options: BackupOptions = {}): Promise<Manifest> {
  prepareEmptyFolder(dir);
  const takenAt = new Date((options.clock ?? Date.now)()).toISOString();
  const { engine, database, counts, pictures } = config.databaseUrl
    ? { engine: 'postgres' as const, database: BACKUP_FILES.postgres, ...(await dumpPostgres(config.databaseUrl, path.join(dir, BACKUP_FILES.postgres))) }
    : { engine: 'sqlite' as const, database: BACKUP_FILES.sqlite, ...(await copySqlite(config.dataDir, path.join(dir, BACKUP_FILES.sqlite))) };

  await options.afterDatabaseCopy?.();
  const bucket = config.storageUrl !== null;
  const files = bucket ? null : await copyUploads(uploadsDir(config.dataDir), path.join(dir, BACKUP_FILES.uploads));
  const secretKey = copySecretKey(config, dir);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    takenAt,
    engine,
    database,
    storage: bucket ? 'bucket' : 'folder',
    counts,
    files: { count: files?.count ?? 0, bytes: files?.bytes ?? 0 },
    missingPictures: files ? pictures.filter((location) => !files.names.has(location)) : [],
    secretKey,
  };
  writeManifest(dir, manifest);
  return manifest;
}

/** The backup's folder: made if missing; one that holds anything is refused, so a backup never mixes with another. */
function prepareEmptyFolder(dir: string): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new Error(`${dir} is not empty. Back up into a new or empty folder (one folder per backup).`);
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 }); // it holds every address and message: its owner's eyes only
}

/** The live SQLite file copied by SQLite itself, and what the copy holds (read from the copy: the same moment). */
async function copySqlite(dataDir: string, target: string): Promise<{ counts: RowCounts; pictures: PictureLocation[] }> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source)) throw new Error(`There is no database at ${source}: is DATA_DIR right?`);
  await backupSqlite(source, target);
  const copy = connectSqlite(target);
  try {
    return { counts: await countRows(copy), pictures: await referencedPictures(copy) };
  } finally {
    await copy.destroy();
  }
}

/** DATA_DIR/secret.key, the key coupon codes and signed links derive from when SECRET_KEY is not set. */
function copySecretKey(config: Config, dir: string): boolean {
  const source = path.join(config.dataDir, SECRET_FILE);
  if (config.secretKey || !fs.existsSync(source)) return false;
  fs.copyFileSync(source, path.join(dir, BACKUP_FILES.secret), fs.constants.COPYFILE_EXCL);
  fs.chmodSync(path.join(dir, BACKUP_FILES.secret), 0o600);
  return true;
}
