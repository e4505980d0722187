import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string; // the throwaway server's maintenance database; each test app makes its own
  }
}

/** One PostgreSQL server for the whole `postgres` test project, stopped when it ends. */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
