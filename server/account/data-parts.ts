import type { Db } from '../db/open';
import { accountRowPart, sessionsPart } from './parts/account-row';
import { giftsPart } from './parts/gifts';

/**
 * One kind of data an account owns, as "Export my data" and "Delete my account" see it.
 * Every feature that stores per-account rows adds its part to `accountDataParts`, so the
 * export carries it (as `<name>.json` in the zip) and the deletion removes it.
 *
 * - export: plain JSON-able data for the zip, read outside any transaction.
 * - erase: runs inside the one deletion transaction (use only `trx`); it must not
 *   touch storage or send anything: work that cannot be rolled back happens after the commit.
 */
export interface AccountDataPart {
  name: string;
  export(db: Db, userId: string): Promise<unknown>;
  erase(trx: Db, userId: string): Promise<void>;
}

/**
 * In erase order: a part's rows go before those they reference. The account row is
 * last (its own part), so every foreign key to users.id is already gone when it goes.
 */
export const accountDataParts: AccountDataPart[] = [
  sessionsPart,
  giftsPart,
  accountRowPart,
];
