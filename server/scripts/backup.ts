import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeBackup } from '../backup/backup';
import { countOf, describeCounts } from '../backup/manifest';
import { loadConfig } from '../config';

/**
 * `npm run backup -- DIR`: copies the data of the app configured by the environment (DATA_DIR,
 * DATABASE_URL, STORAGE_URL) into DIR, a new or empty folder, while the app keeps running.
 * The order and why it is consistent: server/backup/backup.ts.
 */
export async function main(args: readonly string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (args.length !== 1) {
    console.error('Usage: npm run backup -- DIR   (DIR: a new or empty folder for this backup)');
    return 2;
  }
  const dir = path.resolve(args[0]!);
  try {
    const manifest = await takeBackup(loadConfig(env), dir);
    const { counts, files } = manifest;
    console.log(`Backed up ${describeCounts(counts)} (${manifest.engine}) into ${dir}.`);
    if (manifest.storage === 'bucket') console.log('Pictures are in the bucket of STORAGE_URL: keep them with the bucket\'s own versioning.');
    else console.log(`Copied ${countOf(files.count, 'picture file')} (${(files.bytes / 1e6).toFixed(1)} MB).`);
    if (manifest.missingPictures.length > 0) {
      console.warn(`${manifest.missingPictures.length} pictures were removed while the backup ran (listed in manifest.json as missingPictures).`);
    }
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
