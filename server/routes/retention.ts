import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RETENTION_PATH } from '../../contract/retention';
import { RetentionBody } from '../../contract/schemas/retention';

/** GET /api/retention: how long solved gifts keep photo and message (RETENTION_DAYS), for the terms page. */
const retentionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(RETENTION_PATH, { schema: { response: { 200: RetentionBody } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300'); // a setting: it changes only with a restart
    return { days: app.config.retentionDays };
  });
};
export default retentionRoutes;
