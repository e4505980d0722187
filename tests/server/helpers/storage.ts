import type { Storage } from '../../../server/storage/storage';

/** The names of the files stored in a folder, sorted. */
export async function storedNames(storage: Pick<Storage, 'list'>, folder: string): Promise<string[]> {
  return (await storage.list(folder)).map((file) => file.name);
}
