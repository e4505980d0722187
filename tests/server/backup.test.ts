import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedPuzzle, PuzzleBoard } from '../../contract/schemas/puzzles';
import { takeBackup } from '../../server/backup/backup';
import { readManifest } from '../../server/backup/manifest';
import { requirePgTool } from '../../server/backup/pg-tools';
import { loadConfig } from '../../server/config';
import { sweepExpiredPuzzles } from '../../server/retention/sweep';
import { connectPostgres, connectSqlite, DATABASE_FILE, type Db } from '../../server/db/open';
import { main as restore } from '../../server/scripts/restore';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from './helpers/app';
import { solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { createPuzzle, getBoard, postMoves, solvingMoves } from './helpers/puzzles';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from './helpers/test-database';

const SECRET_KEY = 'the backup test secret, 32 characters or more';
const WRITERS = 2; // gifts created side by side, as visitors would

/**
 * `npm run backup` while gifts are being created through a real app process over HTTP, then
 * `npm run restore` into a fresh folder (and, on PostgreSQL, a fresh database), and a second
 * app started on it: every gift acknowledged before the backup began is there with its picture,
 * and no restored row names a picture that is not there.
 */
describe(`backup and restore on ${TEST_ENGINE}`, () => {
  const folders: string[] = [];
  const databases: TestDatabase[] = [];
  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `puzzle-gift-${prefix}-`));
    folders.push(dir);
    return dir;
  };
  const freshDatabase = async (): Promise<Record<string, string>> => {
    if (TEST_ENGINE !== 'postgres') return {};
    const database = await createTestDatabase();
    databases.push(database);
    return { DATABASE_URL: database.url };
  };
  const envFor = async (dataDir: string): Promise<Record<string, string>> => ({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    TRUST_PROXY: '1', // each gift from its own visitor: the per-address creation limit is not under test
    ...(TEST_ENGINE === 'postgres' ? { SECRET_KEY } : {}),
    ...(await freshDatabase()),
  });
  const apps: AppProcess[] = [];

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await Promise.all(databases.map((database) => database.drop()));
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  let sequence = 0;
  async function createGift(app: AppProcess): Promise<CreatedPuzzle> {
    const n = ++sequence;
    const colour = `#${((n * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`; // a different picture per gift
    const form = puzzleForm(validPuzzleFields({ message: `Gift number ${n}`, recipientEmail: `friend${n}@example.com` }), { data: await solidJpeg(96, 96, colour) });
    const response = await fetch(`${app.url}/api/puzzles`, {
      method: 'POST',
      body: form,
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `10.1.${n >> 8}.${n & 255}` },
    });
    if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as CreatedPuzzle;
  }

  async function pictureOf(app: AppProcess, id: string): Promise<Buffer | null> {
    const board = await fetch(`${app.url}/api/puzzles/${id}`);
    if (board.status !== 200) return null;
    const picture = await fetch(app.url + ((await board.json()) as PuzzleBoard).imageUrl);
    expect(picture.status).toBe(200);
    return Buffer.from(await picture.arrayBuffer());
  }

  it('restores every gift acknowledged before the backup began, each with its picture, while gifts were being created', async () => {
    const dataDir = tempDir('live');
    const liveEnv = await envFor(dataDir);
    const live = await startAppProcess(liveEnv);
    apps.push(live);

    // Writers create gifts until told to stop; each id is recorded once its 201 is in.
    const acknowledged: string[] = [];
    const waiters: { count: number; resolve: () => void }[] = [];
    const acknowledge = (id: string) => {
      acknowledged.push(id);
      for (const waiter of waiters.filter((w) => acknowledged.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    };
    let writing = true;
    const writers = Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (writing) acknowledge((await createGift(live)).id);
      }),
    );
    /** Until `count` gifts are acknowledged; a writer's failure fails it. */
    const until = (count: number) =>
      acknowledged.length >= count
        ? Promise.resolve()
        : Promise.race([writers.then(() => Promise.reject(new Error('the writers stopped'))), new Promise<void>((resolve) => waiters.push({ count, resolve }))]);

    await until(6);
    const beforeBackup = acknowledged.slice();
    const backupDir = path.join(tempDir('backup'), 'first');
    let duringCopies = 0;
    let beforeFiles = 0;
    // Between the database copy and the files' copy, more gifts are acknowledged: their pictures
    // land in the uploads folder while their rows are not in the copy.
    const manifest = await takeBackup(loadConfig(liveEnv), backupDir, {
      afterDatabaseCopy: async () => {
        const at = acknowledged.length;
        await until(at + 4);
        duringCopies = acknowledged.length - at;
        beforeFiles = acknowledged.length;
      },
    });
    writing = false;
    await writers;
    expect(duringCopies).toBeGreaterThanOrEqual(4);

    expect(manifest).toMatchObject({ engine: TEST_ENGINE, storage: 'folder', missingPictures: [], secretKey: TEST_ENGINE === 'sqlite' });
    expect(manifest.counts.gifts).toBeGreaterThanOrEqual(beforeBackup.length);
    expect(manifest.counts.gifts).toBeLessThanOrEqual(beforeFiles - duringCopies + WRITERS); // not those acknowledged after the database copy
    expect(manifest.files.count).toBeGreaterThanOrEqual(beforeFiles); // but their pictures (one file each at this size), as orphans
    expect(readManifest(backupDir)).toEqual(manifest);

    const restoredDir = path.join(tempDir('restored'), 'data'); // a folder that does not exist yet is fine
    const restoredEnv = { ...(await envFor(restoredDir)) };
    const said = captureOutput('log');
    try {
      expect(await restore([backupDir], restoredEnv)).toBe(0);
    } finally {
      said.stop();
    }
    expect(said.lines.join('\n')).toMatch(new RegExp(`^Restored ${manifest.counts.gifts} gifts, 0 cards and 0 accounts \\(${TEST_ENGINE}, backed up `));
    const restored = await startAppProcess(restoredEnv);
    apps.push(restored);

    for (const id of beforeBackup) {
      const [original, copy] = await Promise.all([pictureOf(live, id), pictureOf(restored, id)]);
      expect(copy, `gift ${id}`).not.toBeNull();
      expect(copy!.equals(original!)).toBe(true);
    }
    // Nothing half-there: every restored row's picture is served.
    const db = restoredDatabase(restoredEnv);
    try {
      const rows = await db.selectFrom('puzzles').select(['id', 'image_file']).execute();
      expect(rows).toHaveLength(manifest.counts.gifts);
      for (const row of rows) expect((await fetch(`${restored.url}/media/puzzles/${row.image_file}`)).status, row.id).toBe(200);
    } finally {
      await db.destroy();
    }
  }, 90_000);

  it('does not count the pictures of gifts retention put away as missing', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ RETENTION_DAYS: '1' }, { clock });
    try {
      await createPuzzle(app); // kept: never solved
      const expiring = await createPuzzle(app);
      const board = await getBoard(app, expiring.id);
      expect((await postMoves(app, expiring.id, board.gridSize, solvingMoves(board.shuffle), 'solve')).statusCode).toBe(200);
      clock.advance(2 * 24 * 60 * 60_000);
      expect(await sweepExpiredPuzzles(app.app.puzzles.context, 1)).toBe(1);
      const manifest = await takeBackup(app.config, path.join(tempDir('backup'), 'expired'));
      expect(manifest).toMatchObject({ counts: { gifts: 2 }, files: { count: 1 }, missingPictures: [] });
    } finally {
      await app.close();
    }
  });

  const restoredDatabase = (env: Record<string, string>): Db =>
    env.DATABASE_URL ? connectPostgres(env.DATABASE_URL) : connectSqlite(path.join(env.DATA_DIR!, DATABASE_FILE));

  describe('refusals', () => {
    let backupDir: string;
    let source: TestApp;
    beforeAll(async () => {
      source = await buildTestApp();
      await createPuzzle(source);
      backupDir = path.join(tempDir('backup'), 'small');
      await takeBackup(source.config, backupDir);
    });
    afterAll(() => source?.close());

    it('refuses to back up into a folder that holds anything', async () => {
      await expect(takeBackup(source.config, backupDir)).rejects.toThrow(/is not empty\. Back up into a new or empty folder/);
    });

    it('refuses to restore into a DATA_DIR that holds anything, and writes nothing', async () => {
      const dataDir = tempDir('occupied');
      fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
      const errors = captureOutput('error');
      try {
        expect(await restore([backupDir], { ...(await envFor(dataDir)) })).toBe(1);
      } finally {
        errors.stop();
      }
      expect(errors.lines.join('\n')).toMatch(/DATA_DIR \(.*\) is not empty \(it holds notes\.txt\)\. Restore into a new, empty folder/);
      expect(fs.readdirSync(dataDir)).toEqual(['notes.txt']);
    });

    it('refuses a folder that is not a finished backup, and a backup of the other engine', async () => {
      const unfinished = tempDir('unfinished');
      await expect(restoreInto(unfinished)).rejects.toThrow(/is not a finished backup: manifest\.json is missing/);
      const other = TEST_ENGINE === 'postgres' ? { DATABASE_URL: '' } : { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
      await expect(restoreInto(backupDir, other)).rejects.toThrow(
        TEST_ENGINE === 'postgres' ? /backup is of a PostgreSQL database: set DATABASE_URL/ : /backup is of a SQLite database: unset DATABASE_URL/,
      );
    });

    it.runIf(TEST_ENGINE === 'postgres')('refuses to restore into a PostgreSQL database that holds tables', async () => {
      await expect(restoreInto(backupDir, { DATABASE_URL: source.config.databaseUrl! })).rejects.toThrow(
        /The database of DATABASE_URL is not empty \(it has public\.\w+/,
      );
    });

    it('leaves a bucket to its own versioning: no files are copied with STORAGE_URL', async () => {
      const dir = path.join(tempDir('backup'), 'bucket');
      const manifest = await takeBackup({ ...source.config, storageUrl: 's3://key:secret@127.0.0.1:1/gifts?ssl=false' }, dir);
      expect(manifest).toMatchObject({ storage: 'bucket', files: { count: 0, bytes: 0 }, missingPictures: [] });
      expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
    });

    it('says how to install pg_dump when it is missing', () => {
      expect(() => requirePgTool('pg_dump_of_no_version')).toThrow(/pg_dump_of_no_version is not installed.*apt-get install postgresql-client/);
    });
  });

  async function restoreInto(dir: string, env: Record<string, string> = {}) {
    const { restoreBackup } = await import('../../server/backup/restore');
    return restoreBackup(loadConfig({ ...(await envFor(tempDir('target'))), ...env }), dir);
  }
});

/** console.log or console.error lines while a script runs (the scripts report there). */
function captureOutput(stream: 'log' | 'error') {
  const lines: string[] = [];
  const original = console[stream];
  console[stream] = (...args: unknown[]) => lines.push(args.join(' '));
  return { lines, stop: () => (console[stream] = original) };
}
