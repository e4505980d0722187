import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_FILE, openDatabase, type Db } from '../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** The SQLite database under DATA_DIR, migrated before the app answers anything. */
export default fp(
  async function dbPlugin(app: FastifyInstance) {
    const db = openDatabase(path.join(app.config.dataDir, DATABASE_FILE));
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      db.close();
    });
  },
  { name: 'db' },
);
