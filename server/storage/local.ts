import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { writeFlushedFile } from '../images/temp-files';
import { isSafeFileName, isSafeFolder, safeFolder, safeLocation } from './names';
import { allOrNone, type ListedFile, type NamedBytes, type OpenedFile, type Storage } from './storage';

/** DATA_DIR/uploads: the local store's root, and where the upload temp folder is in either mode. */
export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

export interface StoredFile {
  path: string;
  size: number;
}

/**
 * Uploaded files under DATA_DIR/uploads/<folder>/<name>, the default store. Every method
 * checks folder and name against the safe patterns first, so a caller cannot reach outside
 * the uploads folder whatever string it passes.
 */
export class FileStorage implements Storage {
  constructor(readonly root: string) {}

  /** The absolute path of a file; throws for an unsafe folder or name. */
  pathOf(folder: string, name: string): string {
    return path.join(this.root, safeLocation(folder, name));
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

  writeAllAtomic(folder: string, files: readonly NamedBytes[]): Promise<void> {
    return allOrNone(this, folder, files, (file) => this.writeAtomic(folder, file.name, file.data));
  }

  /** One rename: the temp folder is inside this root (same file system), so it is atomic and copies nothing. */
  async moveIn(folder: string, name: string, file: string): Promise<void> {
    const target = this.pathOf(folder, name);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(file, target);
  }

  async removeAll(folder: string, names: readonly string[]): Promise<void> {
    for (const name of names) await this.remove(folder, name);
  }

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

  async open(folder: string, name: string): Promise<OpenedFile | null> {
    const file = await this.stat(folder, name);
    return file && { size: file.size, stream: fs.createReadStream(file.path) };
  }

  async list(folder: string): Promise<ListedFile[]> {
    const dir = path.join(this.root, safeFolder(folder));
    if (!fs.existsSync(dir)) return [];
    const listed: ListedFile[] = [];
    for (const name of (await fsp.readdir(dir)).filter(isSafeFileName).sort()) {
      const stats = await fsp.stat(path.join(dir, name)).catch(() => null); // removed meanwhile
      if (stats?.isFile()) listed.push({ name, modifiedAt: stats.mtimeMs });
    }
    return listed;
  }
}
