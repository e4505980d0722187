import fp from 'fastify-plugin';

// TODO(gift-loop): placeholder so app.ts can register it; replaced by its issue's work.
export default fp(async function realtimePlugin() {}, { name: 'realtime' });
