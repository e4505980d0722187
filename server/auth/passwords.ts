import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's first argon2id recommendation (19 MiB, 2 passes, 1 lane): about 30-60 ms
// per hash on one core. Algorithm is an ambient const enum, so its value is spelled out.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 };

/** An argon2id PHC string ($argon2id$v=19$m=…) with its own random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
