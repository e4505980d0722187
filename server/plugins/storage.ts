import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { configureSharp } from '../images/limit';
import { writeFlushedFile } from '../images/temp-files';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** A folder is one lowercase word (e.g. "puzzles", "daily"); it is never taken from a path. */
const SAFE_FOLDER = /^[a-z][a-z0-9-]{0,39}$/;
/** One dot only, before a short extension: no separators, no "..", no hidden or temp files. */
const SAFE_NAME = /^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,5}$/;

export const isSafeFolder = (folder: string): boolean => SAFE_FOLDER.test(folder);
export const isSafeFileName = (name: string): boolean => SAFE_NAME.test(name);

/** A fresh name that is never reused, so stored files can be cached forever: 22 url-safe characters + extension. */
export function randomFileName(extension: string): string {
  const name = `${randomBytes(16).toString('base64url')}.${extension}`;
  if (!isSafeFileName(name)) throw new Error(`unsafe extension: ${extension}`);
  return name;
}

export interface StoredFile {
  path: string;
  size: number;
}

/**
 * Uploaded files under DATA_DIR/uploads/<folder>/<name>. Every method checks
 * folder and name against the safe patterns first, so a caller cannot reach
 * outside the uploads folder whatever string it passes.
 */
export class FileStorage {
  constructor(readonly root: string) {}

  /** The absolute path of a file; throws for an unsafe folder or name. */
  pathOf(folder: string, name: string): string {
    if (!isSafeFolder(folder)) throw new Error(`unsafe storage folder: ${JSON.stringify(folder)}`);
    if (!isSafeFileName(name)) throw new Error(`unsafe storage file name: ${JSON.stringify(name)}`);
    return path.join(this.root, folder, name);
  }

  /** Writes a temp file beside the target, flushes it, then renames: readers see the whole file or none. */
  async writeAtomic(folder: string, name: string, data: Buffer): Promise<void> {
    const target = this.pathOf(folder, name);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFlushedFile(temp, data);
      await fsp.rename(temp, target);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  /**
   * Writes files that belong together (a picture and its smaller copies), each atomically and one
   * after another (each write holds a threadpool thread through its fsync; the API's reads need
   * the others). If one fails, those already written are removed: the caller commits its row only
   * after this returns, so a row never points at half its files.
   */
  async writeAllAtomic(folder: string, files: readonly { name: string; data: Buffer }[]): Promise<void> {
    const written: string[] = [];
    try {
      for (const file of files) {
        await this.writeAtomic(folder, file.name, file.data);
        written.push(file.name);
      }
    } catch (error) {
      await this.removeAll(folder, written);
      throw error;
    }
  }

  /** Deletes files; those already gone are not an error. */
  async removeAll(folder: string, names: readonly string[]): Promise<void> {
    for (const name of names) await this.remove(folder, name);
  }

  /** Deletes a file; a file that is already gone is not an error. */
  async remove(folder: string, name: string): Promise<void> {
    await fsp.rm(this.pathOf(folder, name), { force: true });
  }

  /** Size and path of a stored file, or null when the name is unsafe or nothing is stored under it. */
  async stat(folder: string, name: string): Promise<StoredFile | null> {
    if (!isSafeFolder(folder) || !isSafeFileName(name)) return null;
    const file = this.pathOf(folder, name);
    try {
      const stats = await fsp.stat(file);
      return stats.isFile() ? { path: file, size: stats.size } : null;
    } catch {
      return null;
    }
  }

  /** Names of the files of a folder (no temp files), for tests and maintenance scripts. */
  list(folder: string): string[] {
    if (!isSafeFolder(folder)) throw new Error(`unsafe storage folder: ${JSON.stringify(folder)}`);
    const dir = path.join(this.root, folder);
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir).filter(isSafeFileName).sort();
  }
}

/**
 * Decorates app.storage: uploaded files under DATA_DIR/uploads. Also sets sharp's process-wide
 * threading once (server/images/limit.ts), as every stored picture is made by sharp.
 */
export default fp(
  async function storagePlugin(app) {
    configureSharp();
    const root = path.join(app.config.dataDir, 'uploads');
    await fsp.mkdir(root, { recursive: true });
    app.decorate('storage', new FileStorage(root));
  },
  { name: 'storage' },
);
