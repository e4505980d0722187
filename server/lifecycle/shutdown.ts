import type { FastifyInstance } from 'fastify';

/** After the connections still open are cut, closing the database and the workers gets at most this long. */
const CLOSE_RESERVE_MS = 2_000;

export type ShutdownOutcome = 'clean' | 'cut-off' | 'gave-up';

const delay = (ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  return { done, cancel: () => clearTimeout(timer) };
};

/**
 * Closes the app within `graceMs`: stops accepting at once, lets requests and uploads in flight
 * finish while the plugins close (sockets told to reconnect elsewhere, outbox leases released,
 * picture worker stopped, database closed). Near the end of the grace, connections still open
 * are cut (an upload then was never acknowledged, and its transaction never committed); at the
 * end the caller exits whatever is left. Answers how it went.
 */
export async function shutDown(app: FastifyInstance, graceMs: number): Promise<ShutdownOutcome> {
  const reserve = Math.min(CLOSE_RESERVE_MS, graceMs / 2);
  app.lifecycle.stopAccepting();
  const closing = app.close().then(() => 'closed' as const);
  const grace = delay(graceMs - reserve);
  const first = await Promise.race([closing, grace.done]);
  grace.cancel();
  if (first === 'closed') return 'clean';

  app.log.warn({ graceMs }, 'requests still in flight at the end of the grace: cutting their connections');
  app.server.closeAllConnections();
  const last = delay(reserve);
  const second = await Promise.race([closing, last.done]);
  last.cancel();
  return second === 'closed' ? 'cut-off' : 'gave-up';
}

/**
 * SIGTERM (a deploy, `docker stop`, Kubernetes) and SIGINT (Ctrl-C) shut the app down and end
 * the process with 0: the stop was asked for. A second signal ends it at once (the handlers
 * are `once`, so Node's default applies).
 */
export function shutDownOnSignals(app: FastifyInstance, graceMs: number): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal, graceMs }, 'shutting down');
      void shutDown(app, graceMs).then(
        (outcome) => {
          if (outcome !== 'clean') app.log.warn({ outcome }, 'shut down before everything had finished');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'closing the app failed');
          process.exit(1);
        },
      );
    });
  }
}
