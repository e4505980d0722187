import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * The database, migrated before the app answers anything: SQLite under DATA_DIR, or
 * the PostgreSQL server of DATABASE_URL. Repos are written once for both (Kysely).
 */
export default fp(
  async function dbPlugin(app: FastifyInstance) {
    const db = await openDatabase({
      url: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection broke; the pool replaces it'),
    });
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
