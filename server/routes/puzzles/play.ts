import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas/errors';
import { JigsawProgress, JigsawSaveBody } from '../../../contract/schemas/jigsaw';
import { MovesBody, ProgressBody, PuzzleParams, SolvedBody } from '../../../contract/schemas/puzzles';
import type { PuzzleService } from '../../puzzles/service';

/**
 * POST /api/puzzles/:id/moves — progress while playing.
 * POST /api/puzzles/:id/solve — the message, only for a move list that really solves the board.
 * POST /api/puzzles/:id/jigsaw, …/jigsaw/solve — the same for a jigsaw, with its save (contract/schemas/jigsaw.ts).
 * Milestones are recorded once each and emitted to the puzzle's watchers after commit.
 */
const playRoutes: FastifyPluginAsyncTypebox<{ puzzles: PuzzleService }> = async (app, { puzzles }) => {
  app.post(
    '/api/puzzles/:id/moves',
    { schema: { params: PuzzleParams, body: MovesBody, response: { 200: ProgressBody, '4xx': ErrorBody } } },
    async (request) => puzzles.progress(request.params.id, request.body),
  );

  app.post(
    '/api/puzzles/:id/solve',
    { schema: { params: PuzzleParams, body: MovesBody, response: { 200: SolvedBody, '4xx': ErrorBody } } },
    async (request) => puzzles.solve(request.params.id, request.body),
  );

  app.post(
    '/api/puzzles/:id/jigsaw',
    { schema: { params: PuzzleParams, body: JigsawSaveBody, response: { 200: JigsawProgress, '4xx': ErrorBody } } },
    async (request) => puzzles.jigsawProgress(request.params.id, request.body),
  );

  app.post(
    '/api/puzzles/:id/jigsaw/solve',
    { schema: { params: PuzzleParams, body: JigsawSaveBody, response: { 200: SolvedBody, '4xx': ErrorBody } } },
    async (request) => puzzles.solveJigsaw(request.params.id, request.body),
  );
};
export default playRoutes;
