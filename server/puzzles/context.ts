import type { PuzzleKindName } from '../../game/rules/gift';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { PictureProcessor } from '../images/process';
import type { PhotoScreen } from '../moderation/photo-check';
import type { Puzzle } from '../repos/puzzles';
import type { Storage } from '../storage/storage';
import type { PuzzleKind } from './kind';
import type { PuzzleReadCache } from './read-cache';

/** What the puzzle operations need from the app, passed in rather than reached for. */
export interface PuzzleServiceDeps {
  db: Db;
  storage: Storage;
  pictures: PictureProcessor; // makes an uploaded photo safe (server/images/)
  clock: Clock;
  publicUrl: string; // origin of the links in the mails
  secret: Buffer; // the server's key (server/secret.ts): reply tokens are made with it
  emitEvent(event: PuzzleEvent): void; // to the watchers of that puzzle; called after commit
  announceChanged(puzzleId: string): void; // to the other processes' read caches, after a sender's change
  kickOutbox(): void; // called after a commit that enqueued mail
  kinds: Record<PuzzleKindName, PuzzleKind>; // how each kind of puzzle differs
  readCacheSize?: number; // boards kept in memory (PuzzleReadCache); 0 keeps none
  screenPhoto?: PhotoScreen; // MODERATE_UPLOADS: a gift photo is checked before it is stored (server/moderation/photo-check.ts)
  recipientDailyLimit?: number; // gifts and cards one address receives in 24 hours (server/consent/check.ts); 0: no limit; unset: 5
  sendsTexts?: boolean; // SMS_URL: the server sends recipients' texts itself (server/texts/); else their senders do
}

/** The deps plus what the operations share within this process. */
export interface PuzzleContext extends PuzzleServiceDeps {
  cache: PuzzleReadCache; // the board reads through it, the solve keeps it fresh
}

export function kindOf(ctx: Pick<PuzzleContext, 'kinds'>, puzzle: Pick<Puzzle, 'kind'>): PuzzleKind {
  return ctx.kinds[puzzle.kind];
}

/** The recipient's link, as the mails carry it. */
export function playLink(ctx: Pick<PuzzleContext, 'kinds' | 'publicUrl'>, puzzle: Pick<Puzzle, 'kind' | 'id'>): string {
  return `${ctx.publicUrl}${kindOf(ctx, puzzle).playPath(puzzle.id)}`;
}

/** After a change to what a board shows: boards read through any process's cache show it from now on. */
export function boardChanged(ctx: Pick<PuzzleContext, 'cache' | 'announceChanged'>, puzzleId: string): void {
  ctx.cache.forget(puzzleId);
  ctx.announceChanged(puzzleId);
}
