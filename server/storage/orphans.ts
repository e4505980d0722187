import { PICTURE_FOLDER } from '../../contract/daily';
import { PUZZLE_FOLDER } from '../../contract/puzzles';
import type { Db } from '../db/open';
import { referencedPictureNames } from '../repos/pictures';
import type { ListedFile, Storage } from './storage';

/**
 * Far longer than a picture waits between being stored and its row committing (a request's
 * life): anything younger may be a picture whose row is on its way.
 */
export const ORPHAN_AGE_MS = 60 * 60_000;

/** The folders whose files rows point at (cards and daily pictures share one). */
const FOLDERS = [...new Set([PUZZLE_FOLDER, PICTURE_FOLDER])];

/** `a.jpg` and its copies `a-w480.webp`, `a-wfull.webp` (server/images/variants.ts) share the stem `a`. */
const COPY = /-w(?:\d+|full)\.webp$/;
const stemOf = (name: string): string => (COPY.test(name) ? name.replace(COPY, '') : name.slice(0, name.lastIndexOf('.')));

/**
 * Removes pictures no row points at, left by a process that died between storing a picture
 * and committing its row (or between deleting a row and its file). A picture goes with its
 * copies; a copy whose picture is gone goes too. Only files older than ORPHAN_AGE_MS, so a
 * request in flight on any process keeps its picture. Answers how many files were removed.
 */
export async function sweepOrphanPictures(db: Db, storage: Storage, now: number): Promise<number> {
  let removed = 0;
  for (const folder of FOLDERS) {
    const files = await storage.list(folder);
    const orphans = await orphansOf(db, folder, files, now - ORPHAN_AGE_MS);
    for (let start = 0; start < orphans.length; start += 500) await storage.removeAll(folder, orphans.slice(start, start + 500));
    removed += orphans.length;
  }
  return removed;
}

async function orphansOf(db: Db, folder: string, files: readonly ListedFile[], before: number): Promise<string[]> {
  const originals = files.filter((file) => !COPY.test(file.name));
  const liveStems = new Set(originals.filter((file) => file.modifiedAt >= before).map((file) => stemOf(file.name)));
  const old = originals.filter((file) => file.modifiedAt < before).map((file) => file.name);
  const referenced = await referencedPictureNames(db, folder, old);
  for (const name of referenced) liveStems.add(stemOf(name));
  return files.filter((file) => file.modifiedAt < before && !liveStems.has(stemOf(file.name))).map((file) => file.name);
}
