import type { LightMyRequestResponse } from 'fastify';
import type { PublicUser } from '../../../contract/schemas/auth';
import { promoteToAdmin } from '../../../server/scripts/make-admin';
import { cookieHeader, type TestApp } from './app';

export const PASSWORD = 'correct horse battery';

let counter = 0;
/** A fresh address per call, so tests never collide on the unique email. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface SignedIn {
  user: PublicUser;
  cookie: string; // ready for a Cookie header
  response: LightMyRequestResponse;
}

/** Registers an account through the API and answers its session cookie. */
export async function registerUser(t: TestApp, email = uniqueEmail(), password = PASSWORD): Promise<SignedIn> {
  const response = await t.request({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { user: (response.json() as { user: PublicUser }).user, cookie: cookieHeader(response), response };
}

export async function loginUser(t: TestApp, email: string, password = PASSWORD): Promise<SignedIn> {
  const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { user: (response.json() as { user: PublicUser }).user, cookie: cookieHeader(response), response };
}

/** A signed-in admin: registered through the API, then promoted as `npm run make-admin` does. */
export async function registerAdmin(t: TestApp, email = uniqueEmail('admin')): Promise<SignedIn> {
  const signedIn = await registerUser(t, email);
  await promoteToAdmin(t.app.db, email);
  return { ...signedIn, user: { ...signedIn.user, role: 'admin' } };
}

/** GET /api/auth/me with a cookie; answers the user it reports (or null) and the raw response. */
export async function me(t: TestApp, cookie: string) {
  const response = await t.request({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  return { user: (response.json() as { user: PublicUser | null }).user, response };
}
