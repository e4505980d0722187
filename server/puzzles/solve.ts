import { isSolved } from '../../game/rules/board';
import type { PuzzleEventKind } from '../../game/rules/gift';
import type { MovesBody, SolvedBody } from '../../contract/schemas/puzzles';
import { HttpError } from '../http-error';
import { enqueueMail } from '../repos/outbox';
import { markPuzzleSolved } from '../repos/puzzles';
import { boardChanged, kindOf, type PuzzleContext } from './context';
import { loadPuzzle } from './load';
import { recordMilestones } from './milestones';
import { progressMilestones, replayIssued } from './replay';
import { replyToken } from './reply';
import { keepMoves } from './resume';

/**
 * The message, only for a move list that really solves the board (422
 * 'not-solved' otherwise). The first solve is marked, with the sender's receipt
 * mail (only with consent) and the milestones in the same transaction; the
 * milestones reach the watchers after commit. The solving moves are kept: another
 * device opens the finished board and asks for the message with them.
 */
export async function solvePuzzle(ctx: PuzzleContext, id: string, body: MovesBody): Promise<SolvedBody> {
  const { db } = ctx;
  const puzzle = await loadPuzzle(db, id);
  const order = replayIssued(puzzle, body);
  if (!isSolved(order)) throw new HttpError(422, 'The puzzle is not solved yet.', 'not-solved');

  const kind = kindOf(ctx, puzzle);
  const now = ctx.clock();
  // A client that never reported progress still solved it: the earlier milestones are filled in first.
  const reached: PuzzleEventKind[] = [...progressMilestones(order, body.moves.length), 'solved'];
  const { began, events } = await db.transaction().execute(async (trx) => {
    const firstSolve = await markPuzzleSolved(trx, puzzle.id, now);
    if (firstSolve && puzzle.consent) await enqueueMail(trx, kind.solvedMail(puzzle, `${ctx.publicUrl}/`), now);
    return { began: await keepMoves(trx, puzzle.id, body, now), events: await recordMilestones(trx, puzzle.id, reached, now) };
  });
  ctx.cache.noteSolved(puzzle.id, now);
  if (began) boardChanged(ctx, puzzle.id);
  events.forEach((event) => ctx.emitEvent(event));
  if (events.some((event) => event.kind === 'solved')) ctx.kickOutbox();
  const card = await kind.back(db, puzzle);
  return { message: puzzle.message, fontStyle: puzzle.fontStyle, card, replyToken: replyToken(ctx.secret, puzzle.id) };
}
