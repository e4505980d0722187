import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import clientApp from './plugins/client-app';
import db from './plugins/db';
import errors from './plugins/errors';
import mailer, { type MailerOptions } from './plugins/mailer';
import security from './plugins/security';
import healthRoutes from './routes/health';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

export interface AppDeps {
  clock?: Clock; // tests inject a clock instead of sleeping
  mailer?: MailerOptions;
  logger?: boolean | { level: string };
}

/**
 * Builds the whole server without listening: resources (plugins) first, then
 * routes, then the built client. main.ts listens; tests use app.inject.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 64 * 1024, // JSON bodies are small; uploads go through multipart with their own limit
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('clock', deps.clock ?? systemClock);

  await app.register(errors);
  await app.register(security);
  await app.register(db);
  await app.register(mailer, deps.mailer ?? {});

  await app.register(healthRoutes);

  await app.register(clientApp);
  return app;
}
