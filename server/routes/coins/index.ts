import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ClaimRewardBody,
  ClaimResultBody,
  CoinAccountBody,
  CoinBalanceBody,
  MergeBody,
  MergeResultBody,
  SpendBody,
} from '../../../contract/schemas/coins';
import { ErrorBody } from '../../../contract/schemas/errors';
import { requireUser } from '../../auth/guards';
import { createDayPuzzles } from '../../coins/day-puzzles';
import { createCoinsLive } from '../../coins/live';
import { createCoinsService } from '../../coins/service';
import { unauthorized } from '../../http-error';

/** The signed-in account's id (requireUser let the request in; the check is for the type). */
function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw unauthorized();
  return request.user.id;
}
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store'); // per account, always fresh

/** A member's coins and daily progress (contract: contract/schemas/coins.ts). */
const coinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const coins = createCoinsService({
    db: app.db,
    clock: app.clock,
    days: createDayPuzzles(app.db, app.config.dailyLibrary),
    live: createCoinsLive(app.realtime),
  });

  app.get(
    '/api/coins',
    { preHandler: requireUser, schema: { response: { 200: CoinAccountBody, 401: ErrorBody } } },
    async (request, reply) => {
      noStore(reply);
      return coins.account(userIdOf(request));
    },
  );

  app.post(
    '/api/coins/spend',
    { preHandler: requireUser, schema: { body: SpendBody, response: { 200: CoinBalanceBody, 400: ErrorBody, 401: ErrorBody } } },
    async (request) => ({ balance: await coins.spend(userIdOf(request), request.body.what) }),
  );

  app.post(
    '/api/coins/claim',
    {
      preHandler: requireUser,
      schema: { body: ClaimRewardBody, response: { 200: ClaimResultBody, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody } },
    },
    async (request) => coins.claim(userIdOf(request), request.body),
  );

  app.post(
    '/api/coins/merge',
    { preHandler: requireUser, schema: { body: MergeBody, response: { 200: MergeResultBody, 400: ErrorBody, 401: ErrorBody } } },
    async (request) => coins.merge(userIdOf(request), request.body),
  );
};
export default coinRoutes;
