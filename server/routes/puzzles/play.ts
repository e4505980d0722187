import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inPlaceCount, isSolved, replay } from '../../../game/rules/board';
import type { PuzzleEventKind } from '../../../game/rules/gift';
import { ErrorBody } from '../../../contract/schemas/errors';
import { MovesBody, ProgressBody, PuzzleParams, SolvedBody } from '../../../contract/schemas/puzzles';
import { badRequest, HttpError } from '../../http-error';
import { puzzleSolvedMail } from '../../mail/templates/puzzle-solved';
import { recordMilestones } from '../../puzzles/milestones';
import { issuedShuffle } from '../../puzzles/shuffle';
import { enqueueMail } from '../../repos/outbox';
import { markPuzzleSolved, type PuzzleRow } from '../../repos/puzzles';
import type { PuzzleReadCache } from '../../puzzles/read-cache';
import { loadPuzzle } from './load';

/** Replays the moves from the shuffle the server issued for that side; 400 when a move is not a legal swap. */
function replayIssued(puzzle: PuzzleRow, body: MovesBody): number[] {
  const order = replay(issuedShuffle(puzzle.shuffle_seed, body.gridSize), body.moves);
  if (!order) throw badRequest('A move is not a valid swap on this board.', 'invalid-move');
  return order;
}

/** The progress milestones this board state has reached: a first move, half the pieces in place. */
function progressMilestones(order: readonly number[], moveCount: number): PuzzleEventKind[] {
  if (moveCount === 0) return [];
  return inPlaceCount(order) * 2 >= order.length ? ['first-move', 'halfway'] : ['first-move'];
}

/**
 * POST /api/puzzles/:id/moves — progress while playing.
 * POST /api/puzzles/:id/solve — the message, only for a move list that really solves the board.
 * Milestones are recorded once each and emitted to the puzzle's watchers after commit.
 */
const playRoutes: FastifyPluginAsyncTypebox<{ cache: PuzzleReadCache }> = async (app, { cache }) => {
  app.post(
    '/api/puzzles/:id/moves',
    { schema: { params: PuzzleParams, body: MovesBody, response: { 200: ProgressBody, '4xx': ErrorBody } } },
    async (request) => {
      const puzzle = loadPuzzle(app.db, request.params.id);
      const order = replayIssued(puzzle, request.body);
      const reached = progressMilestones(order, request.body.moves.length);
      const events = app.db.transaction(() => recordMilestones(app.db, puzzle.id, reached, app.clock()))();
      events.forEach((event) => app.realtime.emitPuzzleEvent(event));
      return { inPlace: inPlaceCount(order), total: order.length };
    },
  );

  app.post(
    '/api/puzzles/:id/solve',
    { schema: { params: PuzzleParams, body: MovesBody, response: { 200: SolvedBody, '4xx': ErrorBody } } },
    async (request) => {
      const puzzle = loadPuzzle(app.db, request.params.id);
      const order = replayIssued(puzzle, request.body);
      if (!isSolved(order)) throw new HttpError(422, 'The puzzle is not solved yet.', 'not-solved');

      const now = app.clock();
      // A client that never reported progress still solved it: the earlier milestones are filled in first.
      const reached: PuzzleEventKind[] = [...progressMilestones(order, request.body.moves.length), 'solved'];
      const events = app.db.transaction(() => {
        const firstSolve = markPuzzleSolved(app.db, puzzle.id, now);
        if (firstSolve && puzzle.consent === 1) {
          const mail = puzzleSolvedMail({
            senderName: puzzle.sender_name,
            senderEmail: puzzle.sender_email,
            recipientName: puzzle.recipient_name,
            homeLink: `${app.config.publicUrl}/`,
          });
          enqueueMail(app.db, mail, now);
        }
        return recordMilestones(app.db, puzzle.id, reached, now);
      })();
      cache.noteSolved(puzzle.id, now);
      events.forEach((event) => app.realtime.emitPuzzleEvent(event));
      if (events.some((event) => event.kind === 'solved')) app.outbox.kick();
      return { message: puzzle.message, fontStyle: puzzle.font_style };
    },
  );
};
export default playRoutes;
