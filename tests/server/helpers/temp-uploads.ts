import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestApp } from './app';

/** A throw-away folder of uploads as the multipart reader leaves them (one temp file each), for the picture processors. */
export function tempUploads() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-uploads-'));
  let count = 0;
  return {
    dir,
    /** Writes `data` as the next upload; answers its path. */
    write(data: Buffer): string {
      const file = path.join(dir, `upload-${count++}.upload`);
      fs.writeFileSync(file, data);
      return file;
    },
    /** The names of the files in the folder now, sorted. */
    files: (): string[] => fs.readdirSync(dir).sort(),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** What is left in an app's upload temp folder (streamed uploads, the worker's results): nothing once a request is answered. */
export function tempFilesOf(t: TestApp): string[] {
  return fs.existsSync(t.app.uploadTempDir) ? fs.readdirSync(t.app.uploadTempDir) : [];
}
