import fp from 'fastify-plugin';
import { sendOccasionReminders } from './reminders';

const REMIND_EVERY_MS = 10 * 60_000; // an occasion's reminder goes within ten minutes of its member's midnight

declare module 'fastify' {
  interface FastifyInstance {
    occasionReminders: { sweep(): Promise<number> }; // tests call it with their clock where they want
  }
}

/** The recurring worker of occasion reminders: at start, then every ten minutes, in every process. */
export default fp(
  async function occasionRemindersPlugin(app) {
    const sweep = () =>
      sendOccasionReminders({ db: app.db, clock: app.clock, publicUrl: app.config.publicUrl, kickOutbox: () => app.outbox.kick() });
    app.decorate('occasionReminders', { sweep });
    const run = () => {
      sweep()
        .then((queued) => queued > 0 && app.log.info({ queued }, 'queued occasion reminders'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'the occasion reminder sweep failed'));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, REMIND_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'occasion-reminders', dependencies: ['db', 'mailer'] },
);
