import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from '../db/engine';
import type { RowCounts } from '../repos/backup-inventory';

/** Bumped when a backup's layout changes, so an older restore refuses a newer backup clearly. */
export const BACKUP_FORMAT = 1;

/** The files of a backup folder. */
export const BACKUP_FILES = {
  manifest: 'manifest.json',
  sqlite: 'puzzle-gift.sqlite', // SQLite's online backup of the database file
  postgres: 'database.pgdump', // pg_dump's custom format, for pg_restore
  uploads: 'uploads', // the uploads folder's pictures, folder by folder
  secret: 'secret.key', // DATA_DIR/secret.key when SECRET_KEY is not set: coupon codes derive from it
} as const;

/** What a backup holds, written last: a folder without it is an unfinished backup. */
export interface Manifest {
  format: number;
  takenAt: string; // ISO time the database copy was taken
  engine: Engine;
  database: string; // the file in this folder
  storage: 'folder' | 'bucket'; // a bucket (STORAGE_URL) is left to its own versioning: no files here
  counts: RowCounts;
  files: { count: number; bytes: number }; // pictures copied from the uploads folder
  /**
   * Pictures a backed-up row names that were gone when the files were copied: removed after the
   * database copy (retention, a replaced daily picture). Empty unless something was deleted meanwhile.
   */
  missingPictures: string[];
  secretKey: boolean; // DATA_DIR/secret.key was copied
}

export function writeManifest(dir: string, manifest: Manifest): void {
  const file = path.join(dir, BACKUP_FILES.manifest);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/** The manifest of backup folder `dir`; a clear error when it is not a finished backup of a format this code reads. */
export function readManifest(dir: string): Manifest {
  const file = path.join(dir, BACKUP_FILES.manifest);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new Error(`${dir} is not a finished backup: ${BACKUP_FILES.manifest} is missing or unreadable.`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${dir} is a backup of format ${manifest.format}; this version restores format ${BACKUP_FORMAT}.`);
  if (manifest.engine !== 'sqlite' && manifest.engine !== 'postgres') throw new Error(`${dir}: unknown database engine "${String(manifest.engine)}".`);
  return manifest;
}

/** "3 gifts" / "1 gift". */
export const countOf = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What the scripts print: "12 gifts, 1 card and 3 accounts". */
export const describeCounts = (counts: RowCounts): string =>
  `${countOf(counts.gifts, 'gift')}, ${countOf(counts.cards, 'card')} and ${countOf(counts.users, 'account')}`;
