import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** True once the app began to close: readiness answers 503 and every answer ends its connection. */
  readonly draining: boolean;
  /**
   * Stops taking connections at once, closes the idle ones, and ends each busy one after its
   * answer. Requests in flight (an upload still arriving) go on; app.close() waits for them.
   */
  stopAccepting(): void;
}

/**
 * Decorates app.lifecycle. Why a server with an upload in flight never exited on SIGTERM:
 * Node's server.close() closes the connections idle at that moment only, and the upload's
 * connection was busy; its answer then said `Connection: keep-alive`, so the client kept it
 * open and idle, and the server waited for it until the keep-alive timeout (72 s), or for ever
 * for a client that pings. Here every answer sent while draining says `Connection: close`,
 * which makes Node close the connection once it is sent. Register it first: its preClose
 * hook then runs before the others (which may wait for mail in flight), so the port is
 * released at once and a load balancer moves new visitors to another process.
 */
export default fp(
  async function lifecyclePlugin(app) {
    let draining = false;
    const lifecycle: Lifecycle = {
      get draining() {
        return draining;
      },
      stopAccepting() {
        if (draining) return;
        draining = true;
        // Without a callback: Fastify's own close() calls it again and waits for the last connection.
        if (app.server.listening) app.server.close();
        app.server.closeIdleConnections();
      },
    };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining) void reply.header('Connection', 'close');
      return payload;
    });
    app.addHook('preClose', async () => lifecycle.stopAccepting());
  },
  { name: 'lifecycle' },
);
