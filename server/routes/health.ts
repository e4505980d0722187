import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { LiveBody, ReadyBody } from '../../contract/schemas/health';
import { checkReadiness } from '../lifecycle/readiness';

/** The health endpoints (contract/schemas/health.ts); none of them is cached. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Answers only once the app is ready, i.e. after the database is open and migrated.
  app.get('/api/health', { schema: { response: { 200: LiveBody } } }, async (_request, reply) => {
    await sql`SELECT 1`.execute(app.db);
    void reply.header('Cache-Control', 'no-store');
    return { ok: true as const };
  });

  // Liveness asks nothing of the dependencies: a database outage must not make an orchestrator
  // restart every process (which would not bring the database back).
  app.get('/api/health/live', { schema: { response: { 200: LiveBody } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { ok: true as const };
  });

  app.get('/api/health/ready', { schema: { response: { 200: ReadyBody, 503: ReadyBody } } }, async (_request, reply) => {
    const ready = await checkReadiness(app);
    return reply.code(ready.ok ? 200 : 503).header('Cache-Control', 'no-store').send(ready);
  });
};
export default healthRoutes;
