import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../contract/schemas/errors';
import { unauthorized } from '../http-error';
import { hasBearerToken } from '../metrics/bearer';
import { outboxStats } from '../repos/outbox-stats';

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN as a bearer
 * token. Without METRICS_TOKEN it does not exist (the same 404 as any unknown path).
 * The outbox is counted now, with one query; the rest is kept as it happens.
 */
const metricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/metrics',
    { schema: { response: { 200: Type.String(), 401: ErrorBody } } },
    async (request, reply) => {
      const token = app.config.metricsToken;
      if (!token) return reply.callNotFound();
      if (!hasBearerToken(request.headers.authorization, token)) {
        void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw unauthorized('A valid metrics token is required.', 'unauthenticated');
      }
      const now = app.clock();
      try {
        app.metrics.setOutbox(await outboxStats(app.db, now), now);
      } catch (error) {
        request.log.warn({ err: error }, 'the outbox could not be counted for /metrics'); // the rest is still worth scraping
      }
      return reply.header('Cache-Control', 'no-store').type(app.metrics.contentType).send(await app.metrics.render());
    },
  );
};
export default metricsRoutes;
