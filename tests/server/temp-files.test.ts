import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newUploadPath, prepareTempFolder, removeFiles } from '../../server/images/temp-files';
import { buildTestApp } from './helpers/app';

describe('the upload temp folder', () => {
  const made: string[] = [];
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-temp-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('removes at start what a crashed process left an hour ago or more, but not uploads in work', async () => {
    const dir = path.join(folder(), '.incoming');
    await prepareTempFolder(dir); // creates it
    const now = Date.now();
    const old = newUploadPath(dir);
    const recent = newUploadPath(dir);
    fs.writeFileSync(old, 'left by a crash');
    fs.writeFileSync(recent, 'another process is reading this upload');
    fs.utimesSync(old, new Date(now - 61 * 60_000), new Date(now - 61 * 60_000));
    await prepareTempFolder(dir, now);
    expect(fs.readdirSync(dir)).toEqual([path.basename(recent)]);
  });

  it('names every upload afresh, and removing a file that is already gone is no error', async () => {
    const dir = folder();
    const names = new Set(Array.from({ length: 100 }, () => newUploadPath(dir)));
    expect(names.size).toBe(100);
    for (const name of names) expect(path.dirname(name)).toBe(dir);
    await expect(removeFiles([...names].slice(0, 3))).resolves.toBeUndefined();
  });

  it('is DATA_DIR/uploads/.incoming, made by the app at start, and never served', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.uploadTempDir).toBe(path.join(t.dataDir, 'uploads', '.incoming'));
      expect(fs.statSync(t.app.uploadTempDir).isDirectory()).toBe(true);
      fs.writeFileSync(path.join(t.app.uploadTempDir, 'unchecked.jpg'), 'an upload not yet made safe');
      await expect(t.app.storage.list('.incoming')).rejects.toThrow(/unsafe storage folder/);
      const served = await t.request({ method: 'GET', url: '/media/.incoming/unchecked.jpg' });
      expect(served.statusCode).toBeGreaterThanOrEqual(400);
      expect(served.statusCode).toBeLessThan(500);
    } finally {
      await t.close();
    }
  });
});
