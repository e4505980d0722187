import { sql } from 'kysely';
import { allowAttemptKinds, oneOf, timeType, type Migrate } from './columns';

/**
 * AI puzzle cards. A card is a puzzle (sent, played, solved and watched like a
 * gift) with a kind of 'card'; what only cards have lives beside it. Secrets: a
 * coupon's code and the business's redeem key are stored only as SHA-256 hashes.
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema
    .alterTable('puzzles')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('gift').check(oneOf('kind', ['gift', 'card'])))
    .execute();

  // Pictures generated for the card creator, before (and whether or not) a card is sent.
  await db.schema
    .createTable('card_images')
    .addColumn('id', 'text', (c) => c.primaryKey()) // random; the creator sends it back with the card
    .addColumn('file', 'text', (c) => c.notNull()) // name in storage under pod-images/
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull()) // what the picture was made from
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_images_created').on('card_images').column('created_at').execute();
  // The sweep of unsent pictures asks, for each old picture, whether a card uses its file.
  await db.schema.createIndex('puzzles_card_image').on('puzzles').column('image_file').where(sql.ref('kind'), '=', 'card').execute();

  const cardTypes = ['invitation', 'greeting', 'anniversary', 'holiday', 'coupon'];
  await db.schema
    .createTable('cards')
    .addColumn('puzzle_id', 'text', (c) => c.primaryKey().references('puzzles.id').onDelete('cascade'))
    .addColumn('card_type', 'text', (c) => c.notNull().check(oneOf('card_type', cardTypes)))
    .addColumn('occasion', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text') // 'YYYY-MM-DD' or null
    .addColumn('tone', 'text', (c) => c.notNull())
    .addColumn('image_prompt', 'text', (c) => c.notNull()) // what the picture was made from
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('puzzle_id', 'text', (c) => c.primaryKey().references('puzzles.id').onDelete('cascade'))
    .addColumn('offer_description', 'text', (c) => c.notNull())
    .addColumn('terms_conditions', 'text', (c) => c.notNull())
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('business_location', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text') // first day it may be redeemed ('YYYY-MM-DD'), inclusive
    .addColumn('expiration_date', 'text') // last day, inclusive
    .addColumn('code_hash', 'text', (c) => c.notNull()) // hex SHA-256 of the single-use code
    .addColumn('redeem_key_hash', 'text', (c) => c.notNull()) // hex SHA-256 of the business's redeem key
    .addColumn('redeemed_at', time) // ms since epoch of its one redemption
    .execute();

  await db.schema
    .createTable('rsvps')
    .addColumn('puzzle_id', 'text', (c) => c.primaryKey().references('puzzles.id').onDelete('cascade'))
    .addColumn('answer', 'text', (c) => c.notNull().check(oneOf('answer', ['yes', 'no', 'maybe'])))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('answered_at', time, (c) => c.notNull()) // the latest answer wins
    .execute();

  // Generating a picture costs money and redeeming guesses codes: both are counted like logins.
  await allowAttemptKinds(db, engine, ['login', 'reset', 'puzzle', 'card-image-visitor', 'card-image-member', 'redeem']);
};
