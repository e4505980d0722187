import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DeliveryChanges, DeliveryView, ResendBody } from '../../../contract/schemas/delivery';
import { ErrorBody } from '../../../contract/schemas/errors';
import { PuzzleParams } from '../../../contract/schemas/puzzles';
import { unauthorized } from '../../http-error';
import type { SenderKey } from '../../puzzles/delivery';
import type { PuzzleService } from '../../puzzles/service';

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/;

/**
 * The sender's key: the watch token from `Authorization: Bearer …` (a header, so it
 * never lands in a URL or a log line), or the signed-in account that owns the puzzle.
 */
function senderKey(request: FastifyRequest): SenderKey {
  const watchToken = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const userId = request.user?.id;
  if (watchToken === undefined && userId === undefined) throw unauthorized('This needs the private link from your confirmation e-mail.');
  return { watchToken, userId };
}

const responses = { 200: DeliveryView, '4xx': ErrorBody };

/** The sender's delivery controls (contract/schemas/delivery.ts): see, change, cancel, send again. */
const deliveryRoutes: FastifyPluginAsyncTypebox<{ puzzles: PuzzleService }> = async (app, { puzzles }) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store'); // it carries the recipient's address and the message
  });
  app.get('/api/puzzles/:id/delivery', { schema: { params: PuzzleParams, response: responses } }, async (request) =>
    puzzles.delivery(request.params.id, senderKey(request)),
  );
  app.patch('/api/puzzles/:id/delivery', { schema: { params: PuzzleParams, body: DeliveryChanges, response: responses } }, async (request) =>
    puzzles.changeDelivery(request.params.id, senderKey(request), request.body),
  );
  app.delete('/api/puzzles/:id/delivery', { schema: { params: PuzzleParams, response: responses } }, async (request) =>
    puzzles.cancelDelivery(request.params.id, senderKey(request)),
  );
  app.post('/api/puzzles/:id/delivery/resend', { schema: { params: PuzzleParams, body: ResendBody, response: responses } }, async (request) =>
    puzzles.resend(request.params.id, senderKey(request), request.body.recipientEmail, request.ip),
  );
};
export default deliveryRoutes;
