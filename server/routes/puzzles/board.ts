import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/errors';
import { BoardQuery, PuzzleBoard, PuzzleParams } from '../../contract/puzzles';
import { recordMilestones } from '../../puzzles/milestones';
import { issuedShuffle } from '../../puzzles/shuffle';
import { PUZZLE_FOLDER } from './create';
import { loadPuzzle } from './load';
import { convertingValidator } from './query-validator';

/**
 * GET /api/puzzles/:id?gridSize=N — everything the board needs except the
 * message, with the server-issued shuffle for that side. The first call records
 * and emits 'opened'.
 */
const boardRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/puzzles/:id',
    {
      schema: { params: PuzzleParams, querystring: BoardQuery, response: { 200: PuzzleBoard, '4xx': ErrorBody } },
      validatorCompiler: convertingValidator, // ?gridSize=4 arrives as text
    },
    async (request, reply) => {
      const puzzle = loadPuzzle(app.db, request.params.id);
      const side = request.query.gridSize ?? puzzle.grid_size;
      const opened = recordMilestones(app.db, puzzle.id, ['opened'], app.clock());
      opened.forEach((event) => app.realtime.emitPuzzleEvent(event));
      void reply.header('Cache-Control', 'no-store');
      return {
        id: puzzle.id,
        imageUrl: `/media/${PUZZLE_FOLDER}/${puzzle.image_file}`,
        width: puzzle.width,
        height: puzzle.height,
        gridSize: side,
        fontStyle: puzzle.font_style,
        isPublic: puzzle.is_public === 1,
        senderName: puzzle.sender_name,
        recipientName: puzzle.recipient_name,
        shuffle: issuedShuffle(puzzle.shuffle_seed, side),
        solved: puzzle.solved_at !== null,
      };
    },
  );
};
export default boardRoute;
