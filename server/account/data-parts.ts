import { coinsPart } from '../coins/account-part';
import { contactsPart } from '../contacts/account-part';
import type { Db } from '../db/open';
import { textsPart } from '../texts/account-part';
import { accountRowPart, sessionsPart } from './parts/account-row';
import { giftsPart } from './parts/gifts';
import { passkeysPart } from './parts/passkeys';

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
 * Every part, in export and erase order. Add yours anywhere in the list: the deletion
 * (server/account/delete.ts) deletes the users row itself after every part's erase.
 */
export const accountDataParts: AccountDataPart[] = [
  accountRowPart,
  sessionsPart,
  passkeysPart,
  textsPart, // before giftsPart, which detaches the gifts from the account
  giftsPart,
  coinsPart,
  contactsPart,
];
