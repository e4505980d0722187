import Database from 'better-sqlite3';
import { PUZZLE_FOLDER } from '../contract/puzzles';
import { connectPostgres, connectSqlite, DATABASE_FILE, type Db } from '../server/db/open';
import { prepareTempFolder, TEMP_FOLDER_NAME } from '../server/images/temp-files';
import { FileStorage, uploadsDir } from '../server/storage/local';
import { ORPHAN_AGE_MS, sweepOrphanPictures } from '../server/storage/orphans';
import { parseStorageUrl } from '../server/storage/s3-url';
import { S3Storage } from '../server/storage/s3';
import type { Storage } from '../server/storage/storage';
import { startSmtpServer, type TestSmtpServer } from '../tests/server/helpers/smtp';
import { startPostgres } from '../tests/support/postgres-server';
import { startRedis } from '../tests/support/redis-server';
import { startS3 } from '../tests/support/s3-server';
import { deploy, ORIGIN, type Deployment, type SharedServices } from './lib/deployment';
import { countFiles, waitForQuietOutbox } from './lib/fault-checks';
import { phonePhoto } from './lib/seed';
import { encodePuzzleForm, postPuzzleForm, type EncodedForm } from './lib/upload';

/** When each round's kill lands after its uploads start: early in the upload, mid-processing, at the commit. */
const KILL_AFTER_MS = [150, 500, 900, 1_300, 1_800];
const UPLOADS_PER_ROUND = 3; // to the process that is killed (and as many to the others, which live on)

interface RoundsOutcome {
  acknowledged: string[]; // ids answered 201
  cut: number; // uploads whose answer never came (the process died under them)
}

/**
 * `npm run bench -- faults`: five rounds of `kill -9` during back-to-back 12-megapixel uploads,
 * first against one process on SQLite, then against two processes on PostgreSQL + Redis + an
 * S3 bucket (one killed per round, in turn, while the other takes uploads too). After each kill
 * the process is started again, as a supervisor would. Then: is every acknowledged puzzle there
 * with its picture, is the database intact, what did the dead processes leave behind (pictures
 * with no row, temporary files: the start-up sweeps remove both once an hour old), and was any
 * mail sent twice (a resend carries the same Message-ID).
 */
export async function benchFaults() {
  const smtp = await startSmtpServer();
  const form = await encodePuzzleForm(await phonePhoto());
  try {
    const env = { SMTP_URL: smtp.url };
    const sqlite = await deploy({ processes: 1, env });
    const single = await measureDeployment('one process on SQLite', sqlite, form, smtp, null);
    const postgres = await startPostgres();
    const redis = await startRedis();
    const s3 = await startS3();
    try {
      const shared: SharedServices = { postgresUrl: postgres.url, redisUrl: redis.url, storageUrl: s3.url };
      const two = await measureDeployment('two processes on PostgreSQL + Redis + S3', await deploy({ processes: 2, shared, env }), form, smtp, s3.url);
      return [single, two];
    } finally {
      await s3.stop();
      await redis.stop();
      postgres.stop();
    }
  } finally {
    await smtp.close();
  }
}

async function killRounds(deployment: Deployment, form: EncodedForm): Promise<RoundsOutcome> {
  const outcome: RoundsOutcome = { acknowledged: [], cut: 0 };
  let sender = 0;
  const upload = (url: string) =>
    // Each from its own loopback address: the server allows one address 30 new puzzles an hour.
    postPuzzleForm(url, ORIGIN, form, { localAddress: `127.0.0.${2 + (sender++ % 250)}` }).then(
      (answer) => {
        if (answer.status === 201) outcome.acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
        else throw new Error(`an upload was refused: ${answer.status} ${answer.body}`);
      },
      () => void (outcome.cut += 1),
    );
  for (const [round, delay] of KILL_AFTER_MS.entries()) {
    const victim = round % deployment.apps.length;
    const uploads = deployment.urls().flatMap((url) => Array.from({ length: UPLOADS_PER_ROUND }, () => upload(url)));
    await new Promise((resolve) => setTimeout(resolve, delay));
    await deployment.apps[victim]!.kill();
    await Promise.all(uploads);
    await deployment.restart(victim);
  }
  return outcome;
}

async function measureDeployment(label: string, deployment: Deployment, form: EncodedForm, smtp: TestSmtpServer, storageUrl: string | null) {
  smtp.received.splice(0);
  const db: Db = deployment.databaseUrl ? connectPostgres(deployment.databaseUrl) : connectSqlite(`${deployment.dataDirs[0]}/${DATABASE_FILE}`);
  const storage: Storage & { close?(): void } = storageUrl ? new S3Storage(parseStorageUrl(storageUrl)) : new FileStorage(uploadsDir(deployment.dataDirs[0] as string));
  try {
    const { acknowledged, cut } = await killRounds(deployment, form);
    const stored = await db.selectFrom('puzzles').select(['id', 'image_file']).execute();
    const lost = acknowledged.filter((id) => !stored.some((row) => row.id === id));
    const pictures = await Promise.all(
      stored.filter((row) => acknowledged.includes(row.id)).map((row) => fetch(`${deployment.urls()[0]}/media/${PUZZLE_FOLDER}/${row.image_file}`).then((r) => r.status)),
    );
    const mail = await waitForQuietOutbox(db, smtp);
    const later = Date.now() + 2 * ORPHAN_AGE_MS; // the sweeps as they will run an hour from now
    const orphans = await sweepOrphanPictures(db, storage, later);
    const tempDirs = deployment.dataDirs.map((dir) => `${uploadsDir(dir)}/${TEMP_FOLDER_NAME}`);
    const tempFiles = tempDirs.reduce((sum, dir) => sum + countFiles(dir), 0);
    for (const dir of tempDirs) await prepareTempFolder(dir, later);
    const tempLeft = tempDirs.reduce((sum, dir) => sum + countFiles(dir), 0);
    await Promise.all(deployment.apps.map((app) => app.stop())); // SQLite's file is checked closed
    const integrity = deployment.databaseUrl ? 'PostgreSQL server not killed' : sqliteIntegrity(`${deployment.dataDirs[0]}/${DATABASE_FILE}`);
    const missingPictures = pictures.filter((status) => status !== 200).length;
    const detail =
      `${KILL_AFTER_MS.length} kills; ${acknowledged.length} acknowledged, ${lost.length} lost, ${missingPictures} without their picture; ` +
      `${cut} cut off (${stored.length - acknowledged.length} of them committed all the same); integrity: ${integrity}; ` +
      `left behind: ${orphans} pictures with no row, ${tempFiles} temp files (${tempLeft} after the sweeps); ` +
      `mail: ${mail.rows} queued, ${mail.delivered} delivered (${mail.duplicates} twice, with one Message-ID), ${mail.lost} lost; ` +
      `held by a dead process's lease: ${mail.heldDelivered} already delivered (resent with the same Message-ID), ${mail.heldWaiting} not yet sent`;
    console.log(`  ${label}: ${detail}`);
    return {
      name: `faults: kill -9 during 12 MP uploads, ${label}`,
      ratio: lost.length + missingPictures + mail.lost,
      detail,
      goal: '0 acknowledged puzzles or mails lost, integrity ok, nothing left after the sweeps (ratio 0)',
      ok: lost.length === 0 && missingPictures === 0 && mail.lost === 0 && (integrity === 'ok' || deployment.databaseUrl !== null) && tempLeft === 0,
    };
  } finally {
    storage.close?.();
    await db.destroy();
    await deployment.stop();
  }
}

function sqliteIntegrity(file: string): string {
  const database = new Database(file, { readonly: true });
  try {
    return String(database.pragma('integrity_check', { simple: true }));
  } finally {
    database.close();
  }
}
