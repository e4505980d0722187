import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../server/repos/outbox';
import { buildTestApp, type TestApp } from './helpers/app';
import { me, registerAdmin, registerUser, uniqueEmail } from './helpers/accounts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run make-admin -- …` the way npm does, against the test's DATA_DIR. */
async function makeAdmin(dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/scripts/make-admin.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('GET /api/admin/stats guard', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const stats = (cookie?: string) =>
    t.request({ method: 'GET', url: '/api/admin/stats', headers: cookie ? { cookie } : {} });

  it('answers 401 when signed out, 403 for a user, 200 for an admin', async () => {
    t = await buildTestApp();
    const signedOut = await stats();
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'unauthenticated', message: 'Please sign in first.' });

    const user = await registerUser(t);
    const notAdmin = await stats(user.cookie);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toMatchObject({ code: 'forbidden', message: 'Admins only.' });

    const admin = await registerAdmin(t);
    expect((await me(t, admin.cookie)).user).toEqual(admin.user); // the role shows without signing in again
    // Due in a minute and nothing kicks the worker before then, so it is still pending when counted.
    await enqueueMail(t.app.db, { to: 'x@example.com', subject: 's', text: 't', html: '<p>h</p>' }, t.app.clock() + 60_000);
    const allowed = await stats(admin.cookie);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ users: 2, admins: 1, pendingMail: 1 });
    expect(allowed.headers['cache-control']).toBe('no-store');
  });

  it('npm run make-admin promotes an existing account and explains failures', async () => {
    t = await buildTestApp();
    const email = uniqueEmail('Kim');
    const user = await registerUser(t, email);

    const promoted = await makeAdmin(t.dataDir, [email.toUpperCase()]);
    expect(promoted).toMatchObject({ code: 0, stdout: `${email} is now an admin.\n` });
    expect((await stats(user.cookie)).statusCode).toBe(200);

    const again = await makeAdmin(t.dataDir, [email]);
    expect(again).toMatchObject({ code: 0, stdout: `${email} is already an admin; nothing changed.\n` });

    const unknown = await makeAdmin(t.dataDir, ['nobody@example.com']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with the email nobody@example.com.');

    const missing = await makeAdmin(t.dataDir, []);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run make-admin -- <email>');

    const noDatabase = await makeAdmin(path.join(t.dataDir, 'elsewhere'), [email]);
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toContain('No database at');
  });
});
