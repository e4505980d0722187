import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { PuzzleContext } from '../puzzles/context';
import type { Storage } from '../storage/storage';

/** What the account's services need from the app (server/routes/account builds it). */
export interface AccountContext {
  db: Db;
  clock: Clock;
  publicUrl: string;
  storage: Storage;
  puzzles: PuzzleContext; // folders of pictures, and boards to forget once a gift is removed
  kickOutbox(): void;
  /** A party on a removed gift ended: its players are told why (the socket room). */
  partyEnded?(partyId: string): void;
}
