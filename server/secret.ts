import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'secret.key';

/**
 * The server's own secret (coupon codes are derived from it, so the database
 * holds only their hashes). SECRET_KEY when set, which every process of a
 * deployment must share; otherwise a random key made once in DATA_DIR/secret.key.
 * On a shared database (DATABASE_URL) it must be set: processes that each made
 * their own key would answer each other's coupons with wrong codes.
 */
export function loadSecretKey(secretFromEnv: string | null, dataDir: string, sharedDatabase = false): Buffer {
  if (secretFromEnv) {
    if (secretFromEnv.length < 32) throw new Error('SECRET_KEY must be at least 32 characters');
    return Buffer.from(secretFromEnv, 'utf8');
  }
  if (sharedDatabase) {
    throw new Error('SECRET_KEY must be set with DATABASE_URL (at least 32 characters, the same on every app process): coupon codes are derived from it');
  }
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' }); // wx: never replace one another process just wrote
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  }
}
