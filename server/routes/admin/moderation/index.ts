import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MODERATION_MESSAGES } from '../../../../contract/moderation';
import { ErrorBody } from '../../../../contract/schemas/errors';
import { OkBody } from '../../../../contract/schemas/errors';
import { AuditBody, ModerationParams, QueueBody } from '../../../../contract/schemas/moderation';
import { requireAdmin } from '../../../auth/guards';
import { createModerationService } from '../../../moderation/service';
import { partyRoom } from '../../../plugins/realtime';
import { unauthorized } from '../../../http-error';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * /api/admin/moderation/* and /api/admin/audit: the moderation queue, the three decisions
 * (take down, block the sender, dismiss) and the audit log. Every route needs an admin
 * session (requireAdmin); every write also this site's Origin (plugins/security.ts refuses
 * any other with 403 'bad-origin' before the route runs). Each decision writes its own
 * audit entry in its transaction (config.auditedInTransaction: the admin routes' hook skips it).
 */
const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const moderation = createModerationService({
    puzzles: app.puzzles.context,
    // Its players see the board close with the reason, as when the host ends a party.
    partyEnded: (partyId) => app.realtime.io.to(partyRoom(partyId)).emit('party:closed', { reason: 'ended', message: MODERATION_MESSAGES.removed }),
  });

  app.get('/api/admin/moderation/queue', { preHandler: requireAdmin, schema: { response: { 200: QueueBody, ...errors } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return moderation.queue();
  });

  app.post(
    '/api/admin/moderation/:id/:action',
    { preHandler: requireAdmin, config: { auditedInTransaction: true }, schema: { params: ModerationParams, response: { 200: OkBody, ...errors } } },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized(); // requireAdmin ran: this only narrows the type
      await moderation.act(request.params.action, request.params.id, { id: user.id, email: user.email });
      return { ok: true as const };
    },
  );

  app.get('/api/admin/audit', { preHandler: requireAdmin, schema: { response: { 200: AuditBody, ...errors } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return moderation.audit();
  });
};
export default moderationRoutes;
