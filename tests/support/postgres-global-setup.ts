import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/open';
import { databaseUrl, startPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string; // the throwaway server's maintenance database; each test app makes its own
    postgresTemplate: string; // a database at the latest schema that test apps' databases are copied from
  }
}

const MIGRATED_TEMPLATE = 'migrated_template';

/**
 * One PostgreSQL server for the whole `postgres` test project, stopped when it ends, with a database
 * migrated once: each test app's database is a copy of it, which skips running every migration again
 * per app (about 100 ms each, over some 400 apps). The migrations' own tests start from empty databases.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgres();
  try {
    await createMigratedTemplate(server.url);
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  project.provide('postgresTemplate', MIGRATED_TEMPLATE);
  return () => server.stop();
}

async function createMigratedTemplate(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${MIGRATED_TEMPLATE}`);
  } finally {
    await client.end();
  }
  const template = await openDatabase({ url: databaseUrl(serverUrl, MIGRATED_TEMPLATE), dataDir: '' });
  await template.destroy(); // a template must have no connection when it is copied
}
