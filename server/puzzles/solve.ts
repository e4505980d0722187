import { isSolved } from '../../game/rules/board';
import type { PuzzleEventKind } from '../../game/rules/gift';
import type { MovesBody, SolvedBody } from '../../contract/schemas/puzzles';
import { HttpError } from '../http-error';
import { enqueueMail } from '../repos/outbox';
import { markPuzzleSolved, type Puzzle } from '../repos/puzzles';
import { boardChanged, kindOf, type PuzzleContext } from './context';
import { loadPuzzleOfType } from './load';
import { recordMilestones } from './milestones';
import type { KeepBoard } from './progress';
import { progressMilestones, replayIssued } from './replay';
import { replyToken } from './reply';
import { keepMoves } from './resume';
import { revealedPresent } from '../store/reveal';

/** 422 'not-solved': the board the client sent does not solve the puzzle, so no message. */
export const notSolved = () => new HttpError(422, 'The puzzle is not solved yet.', 'not-solved');

/**
 * The message, only for a move list that really solves the board (422
 * 'not-solved' otherwise). The solving moves are kept: another device opens
 * the finished board and asks for the message with them.
 */
export async function solvePuzzle(ctx: PuzzleContext, id: string, body: MovesBody): Promise<SolvedBody> {
  const puzzle = await loadPuzzleOfType(ctx.db, id, 'swap');
  const order = replayIssued(puzzle, body);
  if (!isSolved(order)) throw notSolved();
  return commitSolve(ctx, puzzle, progressMilestones(order, body.moves.length), (trx, now) => keepMoves(trx, puzzle.id, body, now));
}

/**
 * What every kind of board does once the server has checked it is solved: the first solve is
 * marked, with the sender's receipt mail (only with consent), the board kept (`keep`) and the
 * milestones in the same transaction; the milestones reach the watchers after commit. Answers
 * the message, a card's back and the reply token. `progress` are the milestones the solving
 * board reached on the way: a client that never reported progress still solved it, so they
 * are filled in before 'solved'.
 */
export async function commitSolve(ctx: PuzzleContext, puzzle: Puzzle, progress: readonly PuzzleEventKind[], keep: KeepBoard): Promise<SolvedBody> {
  const { db } = ctx;
  const kind = kindOf(ctx, puzzle);
  const now = ctx.clock();
  const reached: PuzzleEventKind[] = [...progress, 'solved'];
  const { began, events } = await db.transaction().execute(async (trx) => {
    const firstSolve = await markPuzzleSolved(trx, puzzle.id, now);
    if (firstSolve && puzzle.consent) await enqueueMail(trx, kind.solvedMail(puzzle, `${ctx.publicUrl}/`), now);
    return { began: await keep(trx, now), events: await recordMilestones(trx, puzzle.id, reached, now) };
  });
  ctx.cache.noteSolved(puzzle.id, now);
  if (began) boardChanged(ctx, puzzle.id);
  events.forEach((event) => ctx.emitEvent(event));
  if (events.some((event) => event.kind === 'solved')) ctx.kickOutbox();
  const card = await kind.back(db, puzzle);
  // The present the sender attached comes with the message, only now that the board is solved.
  return { message: puzzle.message, fontStyle: puzzle.fontStyle, card, replyToken: replyToken(ctx.secret, puzzle.id), ...(await revealedPresent(db, puzzle.id)) };
}
