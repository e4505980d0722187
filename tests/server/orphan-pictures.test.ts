import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { insertCardImage } from '../../server/repos/card-images';
import { findPuzzle } from '../../server/repos/puzzles';
import { savePicture } from '../../server/repos/puzzle-schedule';
import { ORPHAN_AGE_MS, sweepOrphanPictures } from '../../server/storage/orphans';
import { uploadsDir } from '../../server/storage/local';
import { buildTestApp, type TestApp } from './helpers/app';
import { createPuzzle } from './helpers/puzzles';
import { storedNames } from './helpers/storage';

const BYTES = Buffer.from('not really a picture');

describe('the sweep of pictures no row points at', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  /** Stores files in a folder and dates them `ageMs` back, as if written that long ago. */
  async function store(folder: string, names: string[], ageMs: number) {
    for (const name of names) {
      await t.app.storage.writeAtomic(folder, name, BYTES);
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(path.join(uploadsDir(t.dataDir), folder, name), when, when);
    }
  }

  it('removes old orphans with their copies, and keeps every picture a row points at and every young one', async () => {
    t = await buildTestApp();
    const old = ORPHAN_AGE_MS + 60_000;
    const gift = await createPuzzle(t);
    const giftFiles = await storedNames(t.app.storage, 'puzzles');
    const giftFile = (await findPuzzle(t.app.db, gift.id))!.imageFile;
    expect(giftFiles).toContain(giftFile);
    for (const name of giftFiles) fs.utimesSync(path.join(uploadsDir(t.dataDir), 'puzzles', name), new Date(0), new Date(0));

    await store('puzzles', ['crashed.jpg', 'crashed-w480.webp', 'lost-w960.webp'], old); // a row never committed; a copy left alone
    await store('puzzles', ['in-flight.jpg', 'in-flight-w480.webp'], 1_000); // its row may be committing right now
    await store('pod-images', ['card.png', 'card-wfull.webp', 'unsent-crash.png', '2026-11-21__sunset-AbCd1234.jpg'], old);
    await insertCardImage(t.app.db, { id: 'img1', file: 'card.png', width: 512, height: 512, prompt: 'p', createdAt: 0 });
    await savePicture(t.app.db, { date: '2026-11-21', imagePath: 'pod-images/2026-11-21__sunset-AbCd1234.jpg', message: 'm', width: 8, height: 6, updatedAt: 0 });

    expect(await sweepOrphanPictures(t.app.db, t.app.storage, Date.now())).toBe(4);
    expect(await storedNames(t.app.storage, 'puzzles')).toEqual([...giftFiles, 'in-flight-w480.webp', 'in-flight.jpg'].sort());
    expect(await storedNames(t.app.storage, 'pod-images')).toEqual(['2026-11-21__sunset-AbCd1234.jpg', 'card-wfull.webp', 'card.png']);
    expect(await sweepOrphanPictures(t.app.db, t.app.storage, Date.now())).toBe(0);
  });
});
