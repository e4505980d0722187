import type { WatchSnapshot } from '../../contract/realtime';
import type { CreatedPuzzle, MovesBody, ProgressBody, PuzzleBoard, SolvedBody } from '../../contract/schemas/puzzles';
import type { DeliveryChanges, DeliveryView } from '../../contract/schemas/delivery';
import type { ReplyTarget } from '../../contract/schemas/replies';
import type { JigsawProgress, JigsawSaveBody } from '../../contract/schemas/jigsaw';
import { loadBoard } from './board';
import { cancelDelivery, changeDelivery, deliveryOf, resendGift, type SenderKey } from './delivery';
import { sendDueReminders } from './reminders';
import { repliedPuzzle } from './reply';
import type { PuzzleContext, PuzzleServiceDeps } from './context';
import { assertMayCreate, createGift, type NewPuzzleInput } from './create';
import { reportJigsawProgress, solveJigsaw } from './jigsaw-play';
import { reportProgress } from './progress';
import { PuzzleReadCache } from './read-cache';
import { solvePuzzle } from './solve';
import { watchSnapshot } from './watch';

/** The gift loop without HTTP: what the puzzle routes and the watch handler call. */
export interface PuzzleService {
  /** 429 when this address has created many puzzles lately; call before reading the upload. */
  assertMayCreate(ip: string): Promise<void>;
  /** A photo gift: stores picture, puzzle and mails (or nothing); answers the id and the sender's watch token. */
  create(input: NewPuzzleInput, ip: string): Promise<CreatedPuzzle>;
  /** What other kinds (cards) create their puzzles with: the same database, clock, cache and kinds. */
  context: PuzzleContext;
  /** The board without its message; 404 'puzzle-not-found'. */
  board(id: string, gridSize?: number): Promise<PuzzleBoard>;
  /** Records the milestones a player's moves reached. */
  progress(id: string, body: MovesBody): Promise<ProgressBody>;
  /** The message, for moves that solve the board. */
  solve(id: string, body: MovesBody): Promise<SolvedBody>;
  /** A jigsaw's progress: keeps the save, records the milestones its joins reached. */
  jigsawProgress(id: string, body: JigsawSaveBody): Promise<JigsawProgress>;
  /** The message, for a jigsaw save whose joins connect every piece. */
  solveJigsaw(id: string, body: JigsawSaveBody): Promise<SolvedBody>;
  /** The sender's view of when it goes out (the watch token or the owning account is their key); 404 otherwise. */
  delivery(id: string, key: SenderKey): Promise<DeliveryView>;
  /** Changes recipient, message or time before it goes out; 409 'already-sent' after. */
  changeDelivery(id: string, key: SenderKey, changes: DeliveryChanges): Promise<DeliveryView>;
  /** Withdraws it before it goes out; 409 'already-sent' after. */
  cancelDelivery(id: string, key: SenderKey): Promise<DeliveryView>;
  /** After it went out: the link again, to a corrected address. */
  resend(id: string, key: SenderKey, recipientEmail: string, ip: string): Promise<DeliveryView>;
  /** Who a reply token answers, by name only; 404 'invalid-reply'. */
  replyTarget(token: string): Promise<ReplyTarget>;
  /** Queues the one reminder of every gift that went unopened for three days; answers how many. */
  sendReminders(): Promise<number>;
  /** The watch page's snapshot for the right token or the owning account (after `join` ran), else null. */
  watch(puzzleId: string, watchToken: string | undefined, userId: string | undefined, join: () => void): Promise<WatchSnapshot | null>;
}

/**
 * One service per app (its read cache is this process's): the operations live
 * one per file beside this one and take the shared context first.
 */
export function createPuzzleService(deps: PuzzleServiceDeps): PuzzleService {
  const ctx: PuzzleContext = { ...deps, cache: new PuzzleReadCache(deps.readCacheSize) };
  return {
    assertMayCreate: (ip) => assertMayCreate(ctx, ip),
    create: (input, ip) => createGift(ctx, input, ip),
    context: ctx,
    board: (id, gridSize) => loadBoard(ctx, id, gridSize),
    progress: (id, body) => reportProgress(ctx, id, body),
    solve: (id, body) => solvePuzzle(ctx, id, body),
    jigsawProgress: (id, body) => reportJigsawProgress(ctx, id, body),
    solveJigsaw: (id, body) => solveJigsaw(ctx, id, body),
    delivery: (id, key) => deliveryOf(ctx, id, key),
    changeDelivery: (id, key, changes) => changeDelivery(ctx, id, key, changes),
    cancelDelivery: (id, key) => cancelDelivery(ctx, id, key),
    resend: (id, key, recipientEmail, ip) => resendGift(ctx, id, key, recipientEmail, ip),
    sendReminders: () => sendDueReminders(ctx),
    replyTarget: async (token) => {
      const { senderName, recipientName, kind } = await repliedPuzzle(ctx, token);
      return { recipientName: senderName, senderName: recipientName, kind };
    },
    watch: (puzzleId, watchToken, userId, join) => watchSnapshot(ctx, puzzleId, watchToken, userId, join),
  };
}
