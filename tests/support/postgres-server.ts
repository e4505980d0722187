import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/**
 * A throwaway PostgreSQL server on loopback, from the machine's own binaries
 * (Debian's postgresql package; .ci/run installs it). initdb refuses to run as
 * root, so as root the cluster is made and run by the `postgres` user.
 */
export interface PostgresServer {
  url: string; // postgres://postgres@127.0.0.1:PORT/postgres
  stop(): void;
}

export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')));
  if (!found) throw new Error('PostgreSQL is not installed: apt-get install postgresql (.ci/run does this)');
  return found;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[], options: ExecFileSyncOptions = {}) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe', ...options })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe', ...options });

  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  // Durability is the disk's business, not the tests': fsync off makes every commit cheap.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run('pg_ctl', ['-D', dataDir, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server at `serverUrl` (its maintenance database's URL): empty, or a copy
 * of `template` (a database nobody is connected to), which PostgreSQL makes by copying its files.
 */
export async function createDatabase(serverUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `scratch_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
