import { oneOf, type Migrate } from './columns';

/**
 * The login throttle's table also counts password-reset requests per IP (to
 * limit mail abuse), so every row says which action it counts against.
 * PostgreSQL names the column's CHECK login_failures_kind_check; later kinds swap it.
 */
export const up: Migrate = async (db) => {
  await db.schema
    .alterTable('login_failures')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('login').check(oneOf('kind', ['login', 'reset'])))
    .execute();
  await db.schema.dropIndex('login_failures_ip_at').execute();
  await db.schema.createIndex('login_failures_kind_ip_at').on('login_failures').columns(['kind', 'ip', 'at']).execute();
  await db.schema.createIndex('login_failures_at').on('login_failures').column('at').execute();
};
