import type { Readable } from 'node:stream';

/** A stored file as it is served: its size first (Content-Length), then its bytes. */
export interface OpenedFile {
  size: number;
  stream: Readable; // nothing is read until it is consumed; destroy it to let go of it unread
}

/** A stored file as a listing shows it. */
export interface ListedFile {
  name: string;
  modifiedAt: number; // ms since epoch
}

/** A file to write and the name it is stored under. */
export interface NamedBytes {
  name: string;
  data: Buffer;
}

/**
 * Where uploaded pictures live, as `<folder>/<name>`: the local uploads folder (local.ts,
 * the default) or an S3-compatible bucket (s3.ts, STORAGE_URL). Callers never see a path
 * or a key: every method checks folder and name against the safe patterns (names.ts) first.
 */
export interface Storage {
  /** Stores bytes; readers see the whole file or none. */
  writeAtomic(folder: string, name: string, data: Buffer): Promise<void>;
  /** Stores files that belong together (a picture and its copies): all of them, or none (allOrNone). */
  writeAllAtomic(folder: string, files: readonly NamedBytes[]): Promise<void>;
  /**
   * Stores a local file that was flushed to disk under the upload temp folder and takes it
   * away: a rename on the local disk, an upload then a delete for a bucket. If it fails, the
   * file may still be there; its caller removes it (store-picture.ts).
   */
  moveIn(folder: string, name: string, file: string): Promise<void>;
  /** Deletes a file; one that is already gone is not an error. */
  remove(folder: string, name: string): Promise<void>;
  /** Deletes files; those already gone are not an error. */
  removeAll(folder: string, names: readonly string[]): Promise<void>;
  /** A stored file to serve, or null when the name is unsafe or nothing is stored under it. */
  open(folder: string, name: string): Promise<OpenedFile | null>;
  /** The files of a folder, sorted by name (the orphan sweep and tests read it; a bucket pages through it). */
  list(folder: string): Promise<ListedFile[]>;
}

/**
 * Runs `store` for each file in turn (one after another: each holds a thread or a connection,
 * which the API's reads need too). If one fails, those already stored are removed: a caller
 * commits its row only after this returns, so a row never points at half its files.
 */
export async function allOrNone<T extends { name: string }>(
  storage: Pick<Storage, 'removeAll'>,
  folder: string,
  files: readonly T[],
  store: (file: T) => Promise<void>,
): Promise<void> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await store(file);
      stored.push(file.name);
    }
  } catch (error) {
    await storage.removeAll(folder, stored);
    throw error;
  }
}
