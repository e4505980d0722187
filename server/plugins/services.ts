import fp from 'fastify-plugin';
import { createCardKind } from '../cards/kind';
import { createCardService, type CardService } from '../cards/service';
import { prepareRecipientMail } from '../consent/recipient-mail';
import { recordDelivered } from '../puzzles/delivered';
import { recordTextDelivered } from '../texts/delivered';
import { giftPuzzles } from '../puzzles/gift';
import { photoScreenFor } from '../moderation/photo-check';
import { createPuzzleService, type PuzzleService } from '../puzzles/service';
import { loadSecretKey } from '../secret';
import { sweepExpiredPuzzles } from '../retention/sweep';
import { sweepOrphanPictures } from '../storage/orphans';

const SWEEP_EVERY_MS = 6 * 60 * 60_000;
const REMIND_EVERY_MS = 10 * 60_000; // a reminder due "three days after" may go up to ten minutes late

declare module 'fastify' {
  interface FastifyInstance {
    puzzles: PuzzleService; // gifts and cards: create a gift, board, progress, solve, watch
    cards: CardService; // what only cards do: pictures, sending, answers, coupons
  }
}

/**
 * The services the routes call, built once on the app's resources (database,
 * storage, clock, realtime, outbox, image maker): one puzzle service with its
 * read cache for every kind of puzzle, and the card service on top of it.
 */
export default fp(
  async function servicesPlugin(app) {
    const secret = loadSecretKey(app.config.secretKey, app.config.dataDir, app.config.databaseUrl !== null);
    const puzzles = createPuzzleService({
      db: app.db,
      storage: app.storage,
      pictures: app.pictures,
      clock: app.clock,
      publicUrl: app.config.publicUrl,
      secret,
      emitEvent: (event) => {
        app.realtime.emitPuzzleEvent(event);
        if (event.kind === 'solved') app.realtime.announceSolved(event.puzzleId, Date.parse(event.at));
      },
      announceChanged: (puzzleId) => app.realtime.announceChanged(puzzleId),
      kickOutbox: () => {
        app.outbox.kick();
        app.texts?.kick(); // server/texts/plugin.ts: null without SMS_URL
      },
      readCacheSize: app.config.readCacheSize,
      screenPhoto: photoScreenFor(app.config), // undefined unless MODERATE_UPLOADS=on
      recipientDailyLimit: app.config.recipientDailyLimit,
      sendsTexts: Boolean(app.texts), // SMS_URL set: the text outbox is drained (server/texts/plugin.ts)
      kinds: { gift: giftPuzzles, card: createCardKind({ secret, publicUrl: app.config.publicUrl }) },
    });
    const cards = createCardService({
      puzzles: puzzles.context,
      images: app.images,
      secret,
      log: app.log,
      emitRsvp: (event) => app.realtime.emitRsvp(event),
    });
    // The read cache keeps boards of this process; a solve on another process must reach it.
    app.realtime.onSolvedElsewhere((puzzleId, at) => puzzles.context.cache.noteSolved(puzzleId, at));
    app.realtime.onChangedElsewhere((puzzleId) => puzzles.context.cache.forget(puzzleId));
    app.outbox.onSent(recordDelivered(puzzles.context)); // a recipient's mail that went out is the 'delivered' milestone
    app.texts?.onSent(recordTextDelivered(puzzles.context)); // and so is a recipient's text (SMS_URL)
    // Recipients' mails get their unsubscribe link as they go out, or are dropped once their address said no.
    app.outbox.beforeSend(prepareRecipientMail({ db: app.db, secret, publicUrl: app.config.publicUrl, mailFrom: app.config.mailFrom }));
    app.decorate('puzzles', puzzles);
    app.decorate('cards', cards);

    // At start, then every six hours: generated pictures never sent are removed after a week, and
    // pictures no row points at (a process died between storing one and committing its row) after an hour.
    const sweep = () => {
      cards.sweepUnusedImages().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping unused card pictures failed'));
      sweepOrphanPictures(app.db, app.storage, app.clock())
        .then((removed) => removed > 0 && app.log.info({ removed }, 'removed pictures that no row points at'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping pictures that no row points at failed'));
      // RETENTION_DAYS: solved gifts and cards older than that lose photo and message (server/retention/).
      const days = app.config.retentionDays;
      if (days !== null) {
        sweepExpiredPuzzles(puzzles.context, days)
          .then((expired) => expired > 0 && app.log.info({ expired, days }, 'removed the photos and messages of gifts solved long ago'))
          .catch((error: unknown) => app.log.warn({ err: error }, 'the retention sweep failed'));
      }
    };
    // At start, then every ten minutes: the one reminder of gifts that went unopened for three days.
    const remind = () => {
      puzzles
        .sendReminders()
        .then((queued) => queued > 0 && app.log.info({ queued }, 'reminded recipients of unopened gifts'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'the reminder sweep failed'));
    };
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      sweep();
      remind();
      timers.push(setInterval(sweep, SWEEP_EVERY_MS).unref(), setInterval(remind, REMIND_EVERY_MS).unref());
    });
    app.addHook('onClose', async () => {
      timers.forEach((timer) => clearInterval(timer));
    });
  },
  { name: 'services', dependencies: ['db', 'mailer', 'storage', 'pictures', 'realtime', 'ai'] },
);
