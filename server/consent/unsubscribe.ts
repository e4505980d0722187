import { UNSUBSCRIBE_MESSAGES } from '../../contract/unsubscribe';
import type { Db } from '../db/open';
import { HttpError } from '../http-error';
import { isSuppressed, suppress, unsuppress } from '../repos/suppressions';
import type { ConsentKeys } from './keys';
import { readUnsubscribeToken } from './token';

/**
 * What the unsubscribe link does, by its token alone (no login): say whether the address
 * is suppressed, suppress it, undo that. A forged or altered token changes nothing.
 */
export interface Unsubscribe {
  state(token: string): Promise<boolean>;
  suppress(token: string): Promise<void>;
  undo(token: string): Promise<void>;
}

export const invalidUnsubscribeToken = () => new HttpError(400, UNSUBSCRIBE_MESSAGES.invalidToken, 'invalid-unsubscribe-token');

export function createUnsubscribe(db: Db, keys: ConsentKeys, clock: () => number): Unsubscribe {
  const hashOf = (token: string) => {
    const hash = readUnsubscribeToken(keys, token);
    if (hash === null) throw invalidUnsubscribeToken();
    return hash;
  };
  return {
    state: async (token) => isSuppressed(db, hashOf(token)),
    suppress: async (token) => suppress(db, hashOf(token), clock()),
    undo: async (token) => unsuppress(db, hashOf(token)),
  };
}
