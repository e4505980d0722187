import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { systemClock, type Clock } from './clock';
import { sharedSchemaCompilers } from './http/schema-compilers';
import type { Config } from './config';
import type { ScheduleOptions } from './daily/schedule';
import clientApp from './plugins/client-app';
import compression from './plugins/compression';
import db from './plugins/db';
import errors from './plugins/errors';
import lifecycle from './plugins/lifecycle';
import mailer, { type MailerOptions } from './plugins/mailer';
import metrics from './plugins/metrics';
import pictures from './plugins/picture-worker';
import type { PictureWorker } from './images/worker/client';
import ai from './plugins/ai';
import realtime from './plugins/realtime';
import security from './plugins/security';
import services from './plugins/services';
import occasionReminders from './contacts/plugin';
import contactRoutes from './routes/contacts/index';
import sessions from './plugins/sessions';
import storage from './plugins/storage';
import flags from './flags/plugin';
import store from './store/plugin';
import flagRoutes from './routes/flags/index';
import storeRoutes from './routes/store/index';
import texts from './texts/plugin';
import adminRoutes from './routes/admin/index';
import accountRoutes from './routes/account/index';
import authRoutes from './routes/auth/index';
import cardRoutes from './routes/cards/index';
import coinRoutes from './routes/coins/index';
import dailyRoutes from './routes/daily/index';
import healthRoutes from './routes/health';
import mediaRoutes from './routes/media';
import retentionRoutes from './routes/retention';
import metricsRoutes from './routes/metrics';
import myGiftsRoutes from './routes/my-gifts/index';
import puzzleRoutes from './routes/puzzles/index';
import unsubscribeRoutes from './routes/unsubscribe/index';
import reportRoutes from './routes/reports/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

export interface AppDeps {
  clock?: Clock; // tests inject a clock instead of sleeping
  mailer?: MailerOptions;
  daily?: ScheduleOptions; // tests lower the stored-picture limit to reach the "Still too large" refusal
  logger?: boolean | { level: string };
  pictures?: PictureWorker; // tests share one worker between their many apps; the app does not stop it
}

/**
 * Builds the whole server without listening: resources (plugins) first, then
 * routes, then the built client. main.ts listens; tests use app.inject.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy, // else X-Forwarded-For could dodge the per-address login throttle
    bodyLimit: 64 * 1024, // JSON bodies are small; uploads go through multipart with their own limit
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    schemaController: sharedSchemaCompilers, // a schema is compiled once per process, however many apps it builds
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('clock', deps.clock ?? systemClock);

  await app.register(lifecycle); // first: its preClose stops accepting before the others' run
  await app.register(errors);
  await app.register(security);
  await app.register(metrics); // before the plugins that count into it, and before every route
  await app.register(compression); // before any route: it decides per route what is compressed
  await app.register(db);
  await app.register(mailer, deps.mailer ?? {});
  await app.register(texts); // with SMS_URL: the text outbox's worker (issue 22 part 5)
  await app.register(sessions);
  await app.register(storage);
  await app.register(pictures, { shared: deps.pictures });
  await app.register(realtime);
  await app.register(ai);
  await app.register(services);
  await app.register(occasionReminders); // a member's occasion reminders, every ten minutes (issue 22 part 4)
  await app.register(flags); // early access: the routes ask it who may use a feature
  await app.register(store); // the gift store's presents

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes); // the account page and passkey sign-in (issue 22)
  await app.register(adminRoutes, deps.daily ?? {}); // with the admin scheduler of the daily games
  await app.register(puzzleRoutes);
  await app.register(unsubscribeRoutes); // recipients who can say no: the page's calls and one-click
  await app.register(reportRoutes); // "Report this gift" (the admins' side is in adminRoutes)
  await app.register(cardRoutes);
  await app.register(myGiftsRoutes);
  await app.register(mediaRoutes);
  await app.register(retentionRoutes);
  await app.register(dailyRoutes);
  await app.register(contactRoutes); // a member's contacts and occasions, .vcf import (issue 22 part 3)
  await app.register(flagRoutes); // GET /api/features and the admin's switches
  await app.register(storeRoutes); // presents: the picker's list, /go/present/:id, the admin's catalogue
  await app.register(coinRoutes); // a member's coins and daily progress, live on every device

  await app.register(clientApp);
  return app;
}
