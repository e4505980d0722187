import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { DATABASE_FILE } from '../db/open';
import { uploadsDir } from '../storage/local';
import { BACKUP_FILES, readManifest, type Manifest } from './manifest';
import { assertEmptyPostgres, restorePostgres } from './postgres';
import { copyUploads } from './uploads';

/**
 * `npm run restore -- DIR`: puts a backup made by takeBackup back, into an empty data folder
 * (DATA_DIR) and, for a PostgreSQL backup, into the empty database of DATABASE_URL. Anything
 * already there is refused before a byte is written: a restore never mixes with live data.
 * The app migrates the restored database when it starts, so an older backup restores too.
 */
export async function restoreBackup(config: Config, dir: string): Promise<Manifest> {
  const manifest = readManifest(dir);
  if (manifest.engine === 'postgres' && !config.databaseUrl) {
    throw new Error('This backup is of a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it into.');
  }
  if (manifest.engine === 'sqlite' && config.databaseUrl) {
    throw new Error('This backup is of a SQLite database: unset DATABASE_URL to restore it into DATA_DIR.');
  }
  assertEmptyFolder(config.dataDir);
  if (manifest.engine === 'postgres') await assertEmptyPostgres(config.databaseUrl!);

  fs.mkdirSync(config.dataDir, { recursive: true });
  if (manifest.engine === 'postgres') await restorePostgres(config.databaseUrl!, path.join(dir, manifest.database));
  else copyWhole(path.join(dir, manifest.database), path.join(config.dataDir, DATABASE_FILE));
  if (manifest.storage === 'folder' && !config.storageUrl) await copyUploads(path.join(dir, BACKUP_FILES.uploads), uploadsDir(config.dataDir));
  if (manifest.secretKey && !config.secretKey) copyWhole(path.join(dir, BACKUP_FILES.secret), path.join(config.dataDir, BACKUP_FILES.secret), 0o600);
  return manifest;
}

/** DATA_DIR may be missing or empty; anything in it is refused with what to do instead. */
function assertEmptyFolder(dataDir: string): void {
  const entries = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  if (entries.length > 0) {
    throw new Error(
      `DATA_DIR (${dataDir}) is not empty (it holds ${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}). ` +
        'Restore into a new, empty folder, then point DATA_DIR at it.',
    );
  }
}

/** Copies a file under a temp name and renames it: the app never finds half a database. */
function copyWhole(source: string, target: string, mode?: number): void {
  if (!fs.existsSync(source)) throw new Error(`The backup is incomplete: ${path.basename(source)} is missing.`);
  fs.copyFileSync(source, `${target}.tmp`);
  if (mode !== undefined) fs.chmodSync(`${target}.tmp`, mode);
  fs.renameSync(`${target}.tmp`, target);
}
