import fp from 'fastify-plugin';

// TODO(accounts): placeholder so app.ts can register it; replaced by its issue's work.
export default fp(async function sessionsPlugin() {}, { name: 'sessions' });
