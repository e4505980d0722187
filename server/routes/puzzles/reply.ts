import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas/errors';
import { ReplyParams, ReplyTarget } from '../../../contract/schemas/replies';
import type { PuzzleService } from '../../puzzles/service';

/** GET /api/replies/:token — who a reply goes to, by name only (contract/schemas/replies.ts). */
const replyRoute: FastifyPluginAsyncTypebox<{ puzzles: PuzzleService }> = async (app, { puzzles }) => {
  app.get('/api/replies/:token', { schema: { params: ReplyParams, response: { 200: ReplyTarget, '4xx': ErrorBody } } }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return puzzles.replyTarget(request.params.token);
  });
};
export default replyRoute;
