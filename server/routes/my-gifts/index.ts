import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../../contract/schemas/errors';
import { ClaimBody, MyGift, MyGiftsPage, MyGiftsQuery } from '../../../contract/schemas/my-gifts';
import { PuzzleParams } from '../../../contract/schemas/puzzles';
import { requireUser } from '../../auth/guards';
import { unauthorized } from '../../http-error';
import { claimGift, findMyGift, listMyGifts } from '../../my-gifts/service';

/** The signed-in account's id (requireUser let the request in; the check is for the type). */
function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw unauthorized();
  return request.user.id;
}
/** Answers differ per account: no shared or back-button cache. */
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** "My gifts": a signed-in sender's gifts and cards, and claiming one (contract: contract/schemas/my-gifts.ts). */
const myGiftsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/my/gifts',
    { preHandler: requireUser, schema: { querystring: MyGiftsQuery, response: { 200: MyGiftsPage, 401: ErrorBody } } },
    async (request, reply) => {
      noStore(reply);
      return listMyGifts(app.db, userIdOf(request), request.query.before);
    },
  );

  app.get(
    '/api/my/gifts/:id',
    { preHandler: requireUser, schema: { params: PuzzleParams, response: { 200: MyGift, 401: ErrorBody, 404: ErrorBody } } },
    async (request, reply) => {
      noStore(reply);
      return findMyGift(app.db, userIdOf(request), request.params.id);
    },
  );

  app.post(
    '/api/puzzles/:id/claim',
    {
      preHandler: requireUser,
      schema: { params: PuzzleParams, body: ClaimBody, response: { 200: MyGift, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
    },
    async (request) => claimGift(app.db, userIdOf(request), request.params.id, request.body.watchToken),
  );
};
export default myGiftsRoutes;
