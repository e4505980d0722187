import type { Migration } from 'kysely';
import type { Engine } from '../engine';
import type { AnyDb, Migrate } from './columns';
import { up as accountsAndOutbox } from './001-accounts-and-outbox';
import { up as puzzles } from './002-puzzles';
import { up as dailySchedule } from './003-daily-schedule';
import { up as accountsExtra } from './004-accounts-extra';
import { up as puzzleCreationThrottle } from './005-puzzle-creation-throttle';
import { up as cards } from './006-cards';
import { up as emailLookup } from './007-email-lookup';
import { up as delivery } from './008-delivery';
import { up as jigsaw } from './009-jigsaw';
import { up as parties } from './010-parties';
import { up as suppressions } from './011-suppressions';
import { up as retention } from './012-retention';
import { up as moderation } from './013-moderation';
import { up as growthIndexes } from './014-growth-indexes';
import { up as coinLedger } from './015-coin-ledger';
import { up as contacts } from './016-contacts';
import { up as texts } from './017-texts';
import { up as giftStore } from './018-gift-store';
import { up as featureFlags } from './019-feature-flags';
import { up as account } from './020-account';

/**
 * Every migration in order, listed here rather than read from a folder so that
 * they travel with the code wherever it is bundled. Names never change once shipped:
 * the database records which ones it has.
 */
const MIGRATIONS: [string, Migrate][] = [
  ['001-accounts-and-outbox', accountsAndOutbox],
  ['002-puzzles', puzzles],
  ['003-daily-schedule', dailySchedule],
  ['004-accounts-extra', accountsExtra],
  ['005-puzzle-creation-throttle', puzzleCreationThrottle],
  ['006-cards', cards],
  ['007-email-lookup', emailLookup],
  ['008-delivery', delivery],
  ['009-jigsaw', jigsaw],
  ['010-parties', parties],
  ['011-suppressions', suppressions],
  ['012-retention', retention],
  ['013-moderation', moderation],
  ['014-growth-indexes', growthIndexes],
  ['015-coin-ledger', coinLedger],
  ['016-contacts', contacts],
  ['017-texts', texts],
  ['018-gift-store', giftStore],
  ['019-feature-flags', featureFlags],
  ['020-account', account],
];

export const MIGRATION_NAMES = MIGRATIONS.map(([name]) => name);

/** The migrations as Kysely runs them, each told the engine it runs on. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return Object.fromEntries(MIGRATIONS.map(([name, up]) => [name, { up: (db: AnyDb) => up(db, engine) }]));
}
