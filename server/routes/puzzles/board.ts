import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas/errors';
import { BoardQuery, PuzzleBoard, PuzzleParams } from '../../../contract/schemas/puzzles';
import type { PuzzleService } from '../../puzzles/service';

/**
 * GET /api/puzzles/:id?gridSize=N — everything the board needs except the
 * message, with the server-issued shuffle for that side. The first call records
 * and emits 'opened'.
 */
const boardRoute: FastifyPluginAsyncTypebox<{ puzzles: PuzzleService }> = async (app, { puzzles }) => {
  app.get(
    '/api/puzzles/:id',
    {
      schema: { params: PuzzleParams, querystring: BoardQuery, response: { 200: PuzzleBoard, '4xx': ErrorBody } },
    },
    async (request, reply) => {
      const { gridSize } = request.query; // text, as query strings are
      const board = await puzzles.board(request.params.id, gridSize === undefined ? undefined : Number(gridSize));
      void reply.header('Cache-Control', 'no-store');
      return board;
    },
  );
};
export default boardRoute;
