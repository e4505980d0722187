import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';

describe('GET /api/health', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers ok once the database is migrated', async () => {
    t = await buildTestApp();
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const version = t.app.db.pragma('user_version', { simple: true });
    expect(version).toBeGreaterThanOrEqual(1);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    t = await buildTestApp();
    const response = await t.request({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'no-route' });
  });

  it('refuses a state-changing request from another origin', async () => {
    t = await buildTestApp();
    const response = await t.request({ method: 'POST', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'bad-origin', message: 'Cross-site request refused.' });
  });
});
