import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../plugins/storage';
import type { SafePicture } from './process';
import { removeFiles } from './temp-files';

/** A temp file and the name it is stored under. */
export interface FileToStore {
  name: string;
  path: string; // in the temp folder (temp-files.ts), already flushed to disk by whoever wrote it
}

/**
 * Moves a safe picture's files from the temp folder into storage, one rename each: the temp folder
 * is inside the uploads folder, so a rename is atomic (readers see the whole file or none, as with
 * FileStorage.writeAtomic) and copies nothing in the API process. If one fails, those already
 * moved are removed and the others deleted: the caller commits its row only after this returns,
 * so a row never points at half its files, and no temp file outlives the request.
 */
export async function moveIntoStorage(storage: FileStorage, folder: string, files: readonly FileToStore[]): Promise<void> {
  const moved: string[] = [];
  try {
    for (const file of files) {
      const target = storage.pathOf(folder, file.name); // checks folder and name first
      if (moved.length === 0) await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(file.path, target);
      moved.push(file.name);
    }
  } catch (error) {
    await storage.removeAll(folder, moved);
    await removeFiles(files.map((file) => file.path));
    throw error;
  }
}

/** Deletes a safe picture that will not be stored (refused after processing): its JPEG and copies. */
export function discardPicture(picture: SafePicture): Promise<void> {
  return removeFiles([picture.path, ...picture.variants.map((variant) => variant.path)]);
}
