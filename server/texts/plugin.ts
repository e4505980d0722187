import fp from 'fastify-plugin';
import { loadSecretKey } from '../secret';
import { prepareRecipientText } from './prepare';
import { httpSmsTransport, parseSmsSettings } from './sms-transport';
import { TextWorker } from './text-worker';

declare module 'fastify' {
  interface FastifyInstance {
    texts: TextWorker | null; // null without SMS_URL: senders text the link from their own phones
  }
}

/**
 * With SMS_URL: the worker that drains the text outbox through the provider, started and stopped
 * with the app as the mail worker is (what is being sent gets half the shutdown grace, then its
 * lease is given back). Without it there is no worker and nothing is queued.
 */
export default fp(
  async function textsPlugin(app) {
    const { config } = app;
    if (!config.smsUrl) {
      app.decorate('texts', null);
      return;
    }
    const transport = httpSmsTransport(parseSmsSettings(config.smsUrl, config.smsFrom));
    const secret = loadSecretKey(config.secretKey, config.dataDir, config.databaseUrl !== null);
    const prepare = prepareRecipientText({ db: app.db, secret, publicUrl: config.publicUrl, clock: app.clock });
    const worker = new TextWorker(app.db, transport, prepare, app.clock, app.log);
    app.decorate('texts', worker);
    app.addHook('onReady', async () => worker.kick()); // send what an earlier run left behind
    let stopping: Promise<void> | null = null;
    app.addHook('preClose', async () => {
      stopping = worker.stop(config.shutdownGraceMs / 2).catch((error: unknown) => app.log.warn({ err: error }, 'the text worker did not stop cleanly'));
    });
    app.addHook('onClose', async () => {
      await (stopping ?? worker.stop(config.shutdownGraceMs / 2));
    });
  },
  { name: 'texts', dependencies: ['db'] },
);
