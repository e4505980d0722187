import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { MIGRATION_NAMES } from '../../server/db/migrations/index';

describe('GET /api/health', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers ok once the database is migrated', async () => {
    t = await buildTestApp();
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const applied = await t.app.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
    expect(applied.length).toBe(MIGRATION_NAMES.length);
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
