import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';

/**
 * `npm run migrate`: brings the database of DATABASE_URL (or the SQLite file under DATA_DIR) up
 * to date and exits. Run it once before starting several app processes on a new version; each
 * process also migrates at start (under the migrator's lock), so forgetting it is slower, not wrong.
 */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const config = loadConfig(env);
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }); // migrates
  await db.destroy();
  console.log(`The database (${config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'puzzle-gift.sqlite')}) is up to date.`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
