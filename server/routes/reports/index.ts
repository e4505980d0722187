import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contract/schemas/errors';
import { ReportAnswer, ReportBody } from '../../../contract/schemas/moderation';
import { PuzzleParams } from '../../../contract/schemas/puzzles';
import { createModerationService } from '../../moderation/service';

/**
 * POST /api/puzzles/:id/reports — "Report this gift" from a play or card page: anyone with
 * the link, no account (contract/schemas/moderation.ts). The Origin check of every write
 * (plugins/security.ts) applies; the service counts one report per address and throttles it.
 */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const moderation = createModerationService({ puzzles: app.puzzles.context });
  app.post(
    '/api/puzzles/:id/reports',
    { schema: { params: PuzzleParams, body: ReportBody, response: { 201: ReportAnswer, '4xx': ErrorBody } } },
    async (request, reply) => {
      const answer = await moderation.report(request.params.id, request.body, request.ip);
      return reply.code(201).send(answer);
    },
  );
};
export default reportRoutes;
