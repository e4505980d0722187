import { createHash } from 'node:crypto';

/** A column of a seeded table and how PostgreSQL types its array (SQLite takes any). */
export interface SeedColumn {
  name: string;
  type: 'text' | 'integer' | 'bigint';
}

/** Rows for one table, each an array in the order of `columns`. */
export interface SeedBatch {
  table: string;
  columns: readonly SeedColumn[];
  rows: unknown[][];
}

const text = (name: string): SeedColumn => ({ name, type: 'text' });
const int = (name: string): SeedColumn => ({ name, type: 'integer' });
const time = (name: string): SeedColumn => ({ name, type: 'bigint' });

export const GROWTH_OWNER_ID = 'growth-owner'; // the account whose "My gifts" is measured
export const GROWTH_ADMIN_ID = 'growth-admin';
export const SEEDED_PICTURE = 'growth-seeded.jpg'; // every seeded gift points at this one picture name
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How the seeded world grows with its gift count `n` (the 1 M level gets the brief's figures):
 * one gift in a hundred is the measured account's (10 k at 1 M), one mail row per ten gifts
 * (100 k at 1 M), another account per hundred gifts, each owning about twenty.
 */
export const accountGifts = (n: number) => Math.floor(n / 100);
export const outboxRows = (n: number) => Math.floor(n / 10);

/** A stable 16-character url-safe id, as newPuzzleId makes (but reproducible). */
export const giftId = (index: number) => createHash('sha256').update(`growth-gift-${index}`).digest('base64url').slice(0, 16);

/** A small deterministic hash in [0, 1) per index and salt: which milestones a gift reached, who owns it. */
function chance(index: number, salt: number): number {
  let x = (index * 2654435761 + salt * 40503) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}

/** How far gift `index` got: below 0.7 opened, 0.6 first move, 0.5 halfway, 0.4 solved. */
const progress = (index: number) => chance(index, 1);

/** Whether gift `index` was opened (the board read is measured on opened gifts: a first open also writes). */
export const isOpened = (index: number) => progress(index) < 0.7;

const PUZZLE_COLUMNS = [
  text('id'), text('kind'), text('message'), int('grid_size'), text('font_style'), int('is_public'),
  text('sender_name'), text('sender_email'), text('recipient_name'), text('recipient_email'), int('consent'),
  text('image_file'), int('width'), int('height'), time('shuffle_seed'), text('watch_token_hash'),
  time('created_at'), time('solved_at'), time('send_at'), text('time_zone'), int('remind'), text('owner_user_id'),
] as const;
const EVENT_COLUMNS = [text('puzzle_id'), text('kind'), time('at')] as const;
const USER_COLUMNS = [text('id'), text('email'), text('password_hash'), text('role'), time('created_at')] as const;
const OUTBOX_COLUMNS = [
  text('to_address'), text('subject'), text('text_body'), text('html_body'), time('created_at'),
  int('attempts'), time('next_attempt_at'), time('sent_at'), text('puzzle_id'), text('purpose'),
] as const;

const MILESTONES = [
  ['opened', 0.7, 30 * MINUTE],
  ['first-move', 0.6, 31 * MINUTE],
  ['halfway', 0.5, 35 * MINUTE],
  ['solved', 0.4, 40 * MINUTE],
] as const;

function ownerOf(index: number): string | null {
  const pick = chance(index, 2);
  if (pick < 0.01) return GROWTH_OWNER_ID;
  const accounts = Math.floor((index + 1) / 100); // growth-user-k is seeded with gift 100k + 99
  if (pick < 0.2 && accounts > 0) return `growth-user-${Math.floor(chance(index, 3) * accounts)}`;
  return null; // sent without an account
}

/**
 * Gifts [from, to) with their milestones, the accounts that appear with them, and their share of
 * the outbox, as batches to insert. Gift i was made i minutes before `newest`, all in the past:
 * no reminder or delivery is due for any of them. Mail rows: most sent, some waiting for a chosen
 * day weeks ahead (`now` + 10 to 40 days), none due: the claim's due rows are added apart (dueMail).
 */
export function* seedGifts(from: number, to: number, newest: number, now: number, batchSize = 10_000): Generator<SeedBatch> {
  for (let start = from; start < to; start += batchSize) {
    const end = Math.min(to, start + batchSize);
    const puzzles: unknown[][] = [];
    const events: unknown[][] = [];
    const users: unknown[][] = [];
    const outbox: unknown[][] = [];
    for (let i = start; i < end; i++) {
      const id = giftId(i);
      const createdAt = newest - i * MINUTE;
      const solvedAt = progress(i) < 0.4 ? createdAt + 40 * MINUTE : null;
      puzzles.push([
        id, 'gift', `Happy birthday number ${i}! Dinner is on me this Friday.`, 3 + (i % 3), 'cursive', i % 2,
        `Sender ${i % 997}`, `sender${i % 997}@example.com`, `Recipient ${i}`, `recipient${i}@example.com`, 1,
        SEEDED_PICTURE, 1200, 900, i, createHash('sha256').update(id).digest('hex'),
        createdAt, solvedAt, createdAt, 'UTC', 0, ownerOf(i),
      ]);
      events.push([id, 'delivered', createdAt]);
      // Milestones in order: a gift reaches one only after the one before (70 % opened … 40 % solved).
      for (const [kind, share, after] of MILESTONES) {
        if (progress(i) >= share) break;
        events.push([id, kind, createdAt + after]);
      }
      if ((i + 1) % 100 === 0) users.push([`growth-user-${(i + 1) / 100 - 1}`, `user${(i + 1) / 100 - 1}@growth.example`, 'not-a-password-hash', 'user', createdAt]);
      if (i % 10 === 0) {
        const pending = chance(i, 4) < 0.05;
        const due = pending ? now + 10 * DAY + Math.floor(chance(i, 5) * 30 * DAY) : createdAt;
        outbox.push([`recipient${i}@example.com`, 'A puzzle gift for you', 'Someone sent you a puzzle.', `<p>Someone sent you a puzzle: ${id}</p>`, createdAt, pending ? 0 : 1, due, pending ? null : createdAt + 1000, id, 'gift']);
      }
    }
    yield { table: 'users', columns: USER_COLUMNS, rows: users };
    yield { table: 'puzzles', columns: PUZZLE_COLUMNS, rows: puzzles };
    yield { table: 'puzzle_events', columns: EVENT_COLUMNS, rows: events };
    yield { table: 'outbox', columns: OUTBOX_COLUMNS, rows: outbox };
  }
}

/** `count` mails due at `dueFrom` + j ms, unsent: what the measured claims take, one each. */
export function dueMail(count: number, dueFrom: number): SeedBatch {
  const rows = Array.from({ length: count }, (_, j) => [`due${j}@example.com`, 'Due', 'Due now.', '<p>Due now.</p>', dueFrom, 0, dueFrom + j, null, null, null]);
  return { table: 'outbox', columns: OUTBOX_COLUMNS, rows };
}

/** The measured account and the admin, with real password hashes (they log in over HTTP). */
export function seedAccounts(ownerHash: string, adminHash: string, now: number): SeedBatch {
  return {
    table: 'users',
    columns: USER_COLUMNS,
    rows: [
      [GROWTH_OWNER_ID, 'owner@growth.example', ownerHash, 'user', now],
      [GROWTH_ADMIN_ID, 'admin@growth.example', adminHash, 'admin', now],
    ],
  };
}

/** An admin's schedule over `days` days from `firstDay` (ms, UTC midnight): a word and a picture a day, for the month view. */
export function seedSchedule(firstDay: number, days: number, now: number): SeedBatch[] {
  const dates = Array.from({ length: days }, (_, d) => new Date(firstDay + d * DAY).toISOString().slice(0, 10));
  return [
    {
      table: 'word_schedule',
      columns: [text('date'), text('word'), text('shuffled'), text('definition'), text('sentence'), text('quote'), time('updated_at')],
      rows: dates.map((date) => [date, 'LANTERN', 'NRETLAN', 'A lamp with a case.', 'She carried a lantern.', '"Light tomorrow with today."', now]),
    },
    {
      table: 'puzzle_schedule',
      columns: [text('date'), text('image_path'), text('message'), int('width'), int('height'), time('updated_at')],
      rows: dates.map((date) => [date, `pod-images/${date}__growth.jpg`, 'Every picture tells a story.', 1200, 900, now]),
    },
  ];
}
