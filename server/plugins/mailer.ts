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
    const worker = new OutboxWorker(app.db, transport, app.clock, app.log, options.worker);
    app.decorate('outbox', worker);
    app.addHook('onReady', async () => worker.kick()); // deliver what an earlier run left behind
    app.addHook('preClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
