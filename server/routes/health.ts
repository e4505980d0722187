import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';

/** Answers only once the app is ready, i.e. after the database is open and migrated. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false }) } } },
    async () => {
      await sql`SELECT 1`.execute(app.db);
      return { ok: true as const };
    },
  );
};
export default healthRoutes;
