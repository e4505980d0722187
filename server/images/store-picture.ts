import { allOrNone, type Storage } from '../storage/storage';
import type { SafePicture } from './process';
import { removeFiles } from './temp-files';

/** A temp file and the name it is stored under. */
export interface FileToStore {
  name: string;
  path: string; // in the temp folder (temp-files.ts), already flushed to disk by whoever wrote it
}

/**
 * Moves a safe picture's files from the temp folder into storage (Storage.moveIn: a rename on
 * the local disk, readers see the whole file or none; an upload to a bucket), and copies nothing
 * into the API process. If one fails, those already stored are removed and the temp files
 * deleted: the caller commits its row only after this returns, so a row never points at half
 * its files, and no temp file outlives the request.
 */
export async function moveIntoStorage(storage: Storage, folder: string, files: readonly FileToStore[]): Promise<void> {
  try {
    await allOrNone(storage, folder, files, (file) => storage.moveIn(folder, file.name, file.path));
  } catch (error) {
    await removeFiles(files.map((file) => file.path));
    throw error;
  }
}

/** Deletes a safe picture that will not be stored (refused after processing): its JPEG and copies. */
export function discardPicture(picture: SafePicture): Promise<void> {
  return removeFiles([picture.path, ...picture.variants.map((variant) => variant.path)]);
}
