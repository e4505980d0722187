import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { PASSWORD, registerUser, uniqueEmail } from './helpers/accounts';
import { countRows } from './helpers/db';

const JSON_TYPE = { 'content-type': 'application/json' };
const longEmail = `${'a'.repeat(250)}@example.com`; // 262 characters

interface BadCase {
  name: string;
  url: string;
  payload?: unknown; // objects are sent as JSON; strings as they are
  headers?: Record<string, string>;
  status: number;
  message: string;
}

const cases: BadCase[] = [
  { name: 'malformed JSON', url: '/api/auth/register', payload: '{"email":', headers: JSON_TYPE, status: 400, message: 'The request body is not valid JSON.' },
  { name: 'empty JSON body', url: '/api/auth/login', payload: '', headers: JSON_TYPE, status: 400, message: 'The request body is not valid JSON.' },
  { name: 'no body at all', url: '/api/auth/register', status: 400, message: 'The request body must be a JSON object.' },
  { name: 'a JSON array', url: '/api/auth/login', payload: '[1,2]', headers: JSON_TYPE, status: 400, message: 'The request body must be a JSON object.' },
  { name: 'JSON null', url: '/api/auth/password-reset', payload: 'null', headers: JSON_TYPE, status: 400, message: 'The request body must be a JSON object.' },
  { name: 'a form post', url: '/api/auth/login', payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415, message: 'Unsupported content type.' },
  { name: 'missing password', url: '/api/auth/register', payload: { email: 'a@example.com' }, status: 400, message: 'password is required.' },
  { name: 'missing email', url: '/api/auth/login', payload: { password: PASSWORD }, status: 400, message: 'email is required.' },
  { name: 'missing token', url: '/api/auth/password-reset/confirm', payload: { password: PASSWORD }, status: 400, message: 'token is required.' },
  { name: 'over-long email on register', url: '/api/auth/register', payload: { email: longEmail, password: PASSWORD }, status: 400, message: 'email must be at most 254 characters.' },
  { name: 'over-long email on login', url: '/api/auth/login', payload: { email: longEmail, password: PASSWORD }, status: 400, message: 'email must be at most 254 characters.' },
  { name: 'over-long email on reset', url: '/api/auth/password-reset', payload: { email: longEmail }, status: 400, message: 'email must be at most 254 characters.' },
  { name: 'not an email', url: '/api/auth/register', payload: { email: 'ann at example', password: PASSWORD }, status: 400, message: 'email must be a valid e-mail address.' },
  { name: 'short password on register', url: '/api/auth/register', payload: { email: 'a@example.com', password: '1234567' }, status: 400, message: 'password must be at least 8 characters.' },
  { name: 'over-long password on register', url: '/api/auth/register', payload: { email: 'a@example.com', password: 'p'.repeat(257) }, status: 400, message: 'password must be at most 256 characters.' },
  { name: 'over-long password on login', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'p'.repeat(257) }, status: 400, message: 'password must be at most 256 characters.' },
  { name: 'short new password on reset', url: '/api/auth/password-reset/confirm', payload: { token: 'a'.repeat(32), password: 'short' }, status: 400, message: 'password must be at least 8 characters.' },
  { name: 'short reset token', url: '/api/auth/password-reset/confirm', payload: { token: 'abc', password: PASSWORD }, status: 400, message: 'token must be at least 16 characters.' },
  { name: 'email as a number', url: '/api/auth/register', payload: { email: 5, password: PASSWORD }, status: 400, message: 'email must be a string.' },
  { name: 'password as a number', url: '/api/auth/login', payload: { email: 'a@example.com', password: 12345678 }, status: 400, message: 'password must be a string.' },
  { name: 'email as an object', url: '/api/auth/password-reset', payload: { email: { $ne: '' } }, status: 400, message: 'email must be a string.' },
  { name: 'an extra field (self-made admin)', url: '/api/auth/register', payload: { email: 'a@example.com', password: PASSWORD, role: 'admin' }, status: 400, message: 'role is not an accepted field.' },
  { name: 'an extra field on login', url: '/api/auth/login', payload: { email: 'a@example.com', password: PASSWORD, remember: true }, status: 400, message: 'remember is not an accepted field.' },
  { name: 'a body over 64 KiB', url: '/api/auth/register', payload: JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(70_000) }), headers: JSON_TYPE, status: 413, message: 'The upload is too large.' },
];

describe('bad input to the accounts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it.each(cases)('$name → $status "$message"', async ({ url, payload, headers, status, message }) => {
    const response = await t.request({ method: 'POST', url, headers: headers ?? {}, ...(payload === undefined ? {} : { payload: payload as string }) });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, message });
  });

  it('created no account from any of it', async () => {
    expect(await countRows(t.app.db, 'users')).toBe(0);
  });

  it('refuses a cross-origin POST before touching the account', async () => {
    const email = uniqueEmail('nia');
    const { cookie } = await registerUser(t, email);
    for (const origin of ['https://evil.example', 'null']) {
      const login = await t.request({ method: 'POST', url: '/api/auth/login', headers: { origin }, payload: { email, password: PASSWORD } });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ code: 'bad-origin', message: 'Cross-site request refused.' });
    }
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } }); // no Origin at all
    expect(logout.statusCode).toBe(403);
    expect(await countRows(t.app.db, 'sessions')).toBe(1); // still signed in
  });
});
