import fp from 'fastify-plugin';
import { limitImageWork } from '../images/limit';
import { AppMetrics } from '../metrics/app-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics; // what /metrics shows (routes/metrics.ts); other plugins count into it with one call
  }
}

/**
 * Decorates app.metrics, this app's own registry, and times every request by its route pattern
 * (a 429 also counts as a throttle hit, whichever limit answered it). Register it before the
 * plugins that count into it (mailer, pictures, realtime, ai) and before every route.
 */
export default fp(
  async function metricsPlugin(app) {
    const metrics = new AppMetrics();
    app.decorate('metrics', metrics);
    // Process metrics keep timers and observers per registry: only an app that is scraped needs them.
    if (app.config.metricsToken) metrics.collectProcessMetrics();
    metrics.watchImageQueue('api', () => limitImageWork.active + limitImageWork.waiting); // card pictures, made in this process
    app.addHook('onResponse', async (request, reply) => {
      // No route (a 404) has no pattern: one series for all of them, never the URL someone typed.
      metrics.observeRequest(request.method, request.routeOptions.url ?? 'no-route', reply.statusCode, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
