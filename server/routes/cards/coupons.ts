import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CardParams, CouponKeyBody, CouponStatus, Redeemed, RedeemBody } from '../../../contract/schemas/cards';
import { ErrorBody } from '../../../contract/schemas/errors';
import type { CardService } from '../../cards/service';

/**
 * The business's side of a coupon, behind the redeem key from the sender's mail:
 * POST /api/cards/:id/coupon — the offer and whether it was used (never the code);
 * POST /api/cards/:id/redeem — redeems it once, within its dates.
 * POST rather than GET: the key travels in the body, never in a URL or a log.
 */
const couponRoutes: FastifyPluginAsyncTypebox<{ cards: CardService }> = async (app, { cards }) => {
  app.post(
    '/api/cards/:id/coupon',
    { schema: { params: CardParams, body: CouponKeyBody, response: { 200: CouponStatus, '4xx': ErrorBody } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return cards.coupon(request.params.id, request.body.redeemKey);
    },
  );

  app.post(
    '/api/cards/:id/redeem',
    { schema: { params: CardParams, body: RedeemBody, response: { 200: Redeemed, '4xx': ErrorBody } } },
    async (request) => cards.redeem(request.params.id, request.body, request.ip),
  );
};
export default couponRoutes;
