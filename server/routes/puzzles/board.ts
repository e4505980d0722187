import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas/errors';
import { BoardQuery, PuzzleBoard, PuzzleParams } from '../../../contract/schemas/puzzles';
import { notFound } from '../../http-error';
import { recordMilestones } from '../../puzzles/milestones';
import { PuzzleReadCache } from '../../puzzles/read-cache';
import { PUZZLE_FOLDER } from './create';
import { PUZZLE_NOT_FOUND } from './load';

/**
 * GET /api/puzzles/:id?gridSize=N — everything the board needs except the
 * message, with the server-issued shuffle for that side. The first call records
 * and emits 'opened'.
 */
const boardRoute: FastifyPluginAsyncTypebox<{ cache: PuzzleReadCache }> = async (app, { cache }) => {
  app.get(
    '/api/puzzles/:id',
    {
      schema: { params: PuzzleParams, querystring: BoardQuery, response: { 200: PuzzleBoard, '4xx': ErrorBody } },
    },
    async (request, reply) => {
      const entry = cache.load(app.db, request.params.id);
      if (!entry) throw notFound(PUZZLE_NOT_FOUND, 'puzzle-not-found');
      const { puzzle } = entry;
      const side = request.query.gridSize === undefined ? puzzle.grid_size : Number(request.query.gridSize);
      if (!entry.opened) {
        recordMilestones(app.db, puzzle.id, ['opened'], app.clock()).forEach((event) => app.realtime.emitPuzzleEvent(event));
        cache.noteOpened(puzzle.id);
      }
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
        shuffle: PuzzleReadCache.shuffleOf(entry, side),
        solved: puzzle.solved_at !== null,
      };
    },
  );
};
export default boardRoute;
