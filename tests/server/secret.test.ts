import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecretKey } from '../../server/secret';

describe('the server secret', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is made once in DATA_DIR when SECRET_KEY is unset, and read back after', () => {
    const dir = dataDir();
    const made = loadSecretKey(null, dir);
    expect(made).toHaveLength(32);
    expect(loadSecretKey(null, dir).equals(made)).toBe(true);
  });

  it('is SECRET_KEY when set, of at least 32 characters', () => {
    expect(loadSecretKey('k'.repeat(32), dataDir()).toString()).toBe('k'.repeat(32));
    expect(() => loadSecretKey('short', dataDir())).toThrow('SECRET_KEY must be at least 32 characters');
  });

  it('must be set on a shared database: processes with their own keys would disagree on every coupon code', () => {
    expect(() => loadSecretKey(null, dataDir(), true)).toThrow(/SECRET_KEY must be set with DATABASE_URL/);
    expect(loadSecretKey('k'.repeat(32), dataDir(), true)).toHaveLength(32);
  });
});
