import path from 'node:path';
import fp from 'fastify-plugin';
import { OutboxWorker, type OutboxWorkerOptions } from '../mail/outbox-worker';
import { emlFileTransport, smtpTransport, type MailTransport } from '../mail/transport';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

export interface MailerOptions {
  transport?: MailTransport; // tests may pass one that fails on purpose
  worker?: OutboxWorkerOptions;
}

/** Nodemailer over SMTP_URL, or .eml files in DATA_DIR/outbox; the worker drains the outbox table. */
export default fp<MailerOptions>(
  async function mailerPlugin(app, options) {
    const { config } = app;
    const transport =
      options.transport ??
      (config.smtpUrl
        ? smtpTransport(config.smtpUrl, config.mailFrom, config.dkim)
        : emlFileTransport(path.join(config.dataDir, 'outbox'), config.mailFrom, config.dkim));
    const worker = new OutboxWorker(app.db, transport, app.clock, app.log, { counters: app.metrics.mail, ...options.worker });
    app.decorate('outbox', worker);
    app.addHook('onReady', async () => worker.kick()); // deliver what an earlier run left behind
    // Closing: no mail is claimed from now on, and what is being sent gets half the shutdown grace
    // (then its lease is given back for another process) while requests in flight finish.
    let stopping: Promise<void> | null = null;
    app.addHook('preClose', async () => {
      stopping = worker.stop(config.shutdownGraceMs / 2).catch((error: unknown) => app.log.warn({ err: error }, 'the outbox worker did not stop cleanly'));
    });
    app.addHook('onClose', async () => {
      await (stopping ?? worker.stop(config.shutdownGraceMs / 2));
      transport.close();
    });
  },
  { name: 'mailer', dependencies: ['db', 'metrics'] },
);
