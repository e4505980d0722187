import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Where an upload waits to be made safe, and where the picture worker leaves what it made:
 * DATA_DIR/uploads/.incoming, on the local disk even when uploads are stored in a bucket.
 * Inside the uploads folder, so the local store moves a safe picture in by a rename (same
 * file system: atomic, no copy); a dot name is never a storage folder (server/storage/names.ts),
 * so /media cannot serve an unchecked upload.
 */
export const TEMP_FOLDER_NAME = '.incoming';

/** Files older than this at start-up were left by a process that died mid-upload. */
const LEFTOVER_AGE_MS = 60 * 60_000;

/** A fresh path in `dir` for one upload as it arrives (nothing else is ever written under it). */
export function newUploadPath(dir: string): string {
  return path.join(dir, `${randomBytes(12).toString('base64url')}.upload`);
}

/**
 * Writes a new file that will be renamed into place, flushed to disk first: a crash after the
 * rename never leaves a stored name over half a file. Refuses to overwrite (the name is fresh).
 */
export async function writeFlushedFile(file: string, data: Buffer): Promise<void> {
  const handle = await fsp.open(file, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Deletes files; those already gone are not an error (every path of a request cleans up, some twice). */
export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((file) => fsp.rm(file, { force: true })));
}

/**
 * Creates the temp folder and removes what a crashed process left there. Only old files: another
 * process on the same data folder (a restart overlapping the old one) may have uploads in work.
 */
export async function prepareTempFolder(dir: string, now = Date.now()): Promise<void> {
  await fsp.mkdir(dir, { recursive: true });
  for (const name of await fsp.readdir(dir)) {
    const file = path.join(dir, name);
    try {
      const stats = await fsp.stat(file);
      if (stats.isFile() && now - stats.mtimeMs > LEFTOVER_AGE_MS) await fsp.rm(file, { force: true });
    } catch {
      // removed meanwhile
    }
  }
}
