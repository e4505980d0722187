import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { DATABASE_FILE, openDatabase, type Db } from '../db/open';
import { findUserByEmail, setRoleByEmail } from '../repos/users';

export type PromoteResult = { status: 'promoted' | 'already-admin'; email: string } | { status: 'no-such-user' };

/** Gives an existing account the admin role (emails match in any letter case). */
export async function promoteToAdmin(db: Db, email: string): Promise<PromoteResult> {
  const user = await findUserByEmail(db, email.trim());
  if (!user) return { status: 'no-such-user' };
  if (user.role === 'admin') return { status: 'already-admin', email: user.email };
  await setRoleByEmail(db, user.email, 'admin');
  return { status: 'promoted', email: user.email };
}

/** `npm run make-admin -- someone@example.com`; answers the process exit code. */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const email = args[0]?.trim();
  if (!email) {
    console.error('Usage: npm run make-admin -- <email>   (promotes an existing account to admin)');
    return 1;
  }
  const config = loadConfig(env);
  const file = path.join(config.dataDir, DATABASE_FILE);
  if (!config.databaseUrl && !fs.existsSync(file)) {
    console.error(`No database at ${file}. Start the server once, or set DATA_DIR to the folder that holds it.`);
    return 1;
  }
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await promoteToAdmin(db, email);
    if (result.status === 'no-such-user') {
      console.error(`No account with the email ${email}. Register it first, then run this again.`);
      return 1;
    }
    console.log(
      result.status === 'promoted'
        ? `${result.email} is now an admin.`
        : `${result.email} is already an admin; nothing changed.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
