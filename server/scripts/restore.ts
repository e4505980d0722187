import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';
import { describeCounts } from '../backup/manifest';

/**
 * `npm run restore -- DIR`: puts the backup in DIR back into an empty DATA_DIR (and, for a
 * PostgreSQL backup, the empty database of DATABASE_URL). Start the app on it afterwards.
 */
export async function main(args: readonly string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (args.length !== 1) {
    console.error('Usage: npm run restore -- DIR   (DIR: a folder made by npm run backup)');
    return 2;
  }
  const dir = path.resolve(args[0]!);
  try {
    const config = loadConfig(env);
    const manifest = await restoreBackup(config, dir);
    const { counts } = manifest;
    console.log(`Restored ${describeCounts(counts)} (${manifest.engine}, backed up ${manifest.takenAt}) into ${config.dataDir}.`);
    if (manifest.storage === 'bucket') console.log('The pictures were left in the bucket: restore them with its own versioning if needed.');
    else if (config.storageUrl) console.log(`STORAGE_URL is set: the backup's picture files were not copied (they are in ${path.join(dir, 'uploads')}).`);
    return 0;
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
