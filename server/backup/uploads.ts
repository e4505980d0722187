import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isSafeFileName, isSafeFolder } from '../storage/names';

export interface CopiedFiles {
  count: number;
  bytes: number;
  names: Set<string>; // `folder/name` of every file copied
}

/**
 * Copies the stored files of an uploads folder, `folder/name` by `folder/name`. Only what the
 * stores write: safe folders and names, so the temp folder (.incoming) and half-written temp
 * files (`*.tmp`, renamed into place only once whole) stay behind. Stores write a file whole
 * and rename it, so each copy is a whole file. A file removed while this runs is skipped.
 */
export async function copyUploads(from: string, to: string): Promise<CopiedFiles> {
  const copied: CopiedFiles = { count: 0, bytes: 0, names: new Set() };
  if (!fs.existsSync(from)) return copied;
  for (const folder of (await fsp.readdir(from)).filter(isSafeFolder).sort()) {
    const source = path.join(from, folder);
    if (!(await fsp.stat(source)).isDirectory()) continue;
    await fsp.mkdir(path.join(to, folder), { recursive: true });
    for (const name of (await fsp.readdir(source)).filter(isSafeFileName).sort()) {
      const bytes = await copyOne(path.join(source, name), path.join(to, folder, name));
      if (bytes === null) continue;
      copied.count += 1;
      copied.bytes += bytes;
      copied.names.add(`${folder}/${name}`);
    }
  }
  return copied;
}

/** Copies one file (never over an existing one) and answers its size, or null when it was removed meanwhile. */
async function copyOne(source: string, target: string): Promise<number | null> {
  try {
    await fsp.copyFile(source, target, fs.constants.COPYFILE_EXCL);
    return (await fsp.stat(target)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !fs.existsSync(source)) return null;
    throw error;
  }
}
