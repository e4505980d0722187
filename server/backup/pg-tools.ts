import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Debian and Ubuntu install PostgreSQL's programs here, one folder per major version. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * Where PostgreSQL's program `tool` (pg_dump, pg_restore, psql) is: on PATH first, then
 * the newest of Debian's versioned folders (a newer pg_dump reads an older server; an older
 * one refuses a newer server). Null when it is not installed.
 */
export function findPgTool(tool: string, env: NodeJS.ProcessEnv = process.env): string | null {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, tool);
    if (isExecutable(file)) return file;
  }
  const versions = fs.existsSync(DEBIAN_ROOT) ? fs.readdirSync(DEBIAN_ROOT).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const file = path.join(DEBIAN_ROOT, version, 'bin', tool);
    if (isExecutable(file)) return file;
  }
  return null;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** PostgreSQL's program `tool`, or an error that says how to get it. */
export function requirePgTool(tool: string): string {
  const found = findPgTool(tool);
  if (!found) {
    throw new Error(
      `${tool} is not installed, so a PostgreSQL database cannot be backed up or restored from here. ` +
        `Install PostgreSQL's client programs (Debian: apt-get install postgresql-client, of the server's major version or newer).`,
    );
  }
  return found;
}

/**
 * The connection for a PostgreSQL program: the URL without its password, which goes in
 * PGPASSWORD instead, so it never shows in the process list.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL program; fails with its own error text (never the URL's password, which is not in its arguments). */
export function runPgTool(file: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${path.basename(file)} failed: ${stderr.trim() || error.message}`));
      else resolve(stdout);
    });
  });
}
