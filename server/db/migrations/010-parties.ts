import { sql } from 'kysely';
import { allowAttemptKinds, oneOf, timeType, type Migrate } from './columns';

/**
 * Solve together (issue 20): a party plays one puzzle's board on the server.
 * - parties: the board as the referee keeps it (game/rules/party PartyBoard as JSON) and the
 *   board it started from (for the replay), the count of moves applied (seq), what each
 *   player holds (JSON, so every process sees it), and the invite tokens' and host keys'
 *   SHA-256 hashes (the tokens themselves are never stored).
 * - party_players: who joined, with a name and a colour; a player key's hash lets the same
 *   device come back; a removed player stays removed.
 * - party_moves: every applied move in order, for catch-up and the replay.
 * - login_failures: parties started are counted per address ('party'), like puzzles made.
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema
    .createTable('parties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('puzzle_id', 'text', (c) => c.notNull().references('puzzles.id').onDelete('cascade'))
    .addColumn('invite_hashes', 'text', (c) => c.notNull()) // JSON array of hex SHA-256, one per invite link handed out
    .addColumn('host_key_hashes', 'text', (c) => c.notNull()) // JSON array of hex SHA-256, one per host device
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(oneOf('status', ['open', 'solved', 'ended'])))
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('board', 'text', (c) => c.notNull())
    .addColumn('start_board', 'text', (c) => c.notNull())
    .addColumn('holds', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  // At most one open party per puzzle: a second start answers the open one.
  await db.schema.createIndex('parties_open_puzzle').on('parties').column('puzzle_id').unique().where(sql.ref('status'), '=', 'open').execute();
  await db.schema.createIndex('parties_puzzle').on('parties').column('puzzle_id').execute();

  await db.schema
    .createTable('party_players')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.id').onDelete('cascade'))
    .addColumn('key_hash', 'text') // null for the host: host keys open that player
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('host', 'integer', (c) => c.notNull().defaultTo(0).check(sql`host IN (0, 1)`))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0).check(sql`removed IN (0, 1)`))
    .addColumn('joined_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('party_players_party').on('party_players').columns(['party_id', 'joined_at']).execute();
  await db.schema.createIndex('party_players_key').on('party_players').column('key_hash').unique().execute();

  await db.schema
    .createTable('party_moves')
    .addColumn('party_id', 'text', (c) => c.notNull().references('parties.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('move', 'text', (c) => c.notNull()) // PartyMove as JSON
    .addColumn('at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('party_moves_pkey', ['party_id', 'seq'])
    .execute();

  await allowAttemptKinds(db, engine, ['login', 'reset', 'puzzle', 'card-image-visitor', 'card-image-member', 'redeem', 'party']);
};
