import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import couponRoutes from './coupons';
import createCardRoute from './create';
import cardImageRoute from './images';
import rsvpRoute from './rsvp';

/**
 * AI puzzle cards (contract/schemas/cards.ts): pictures, sending, an invitation's
 * answer and a coupon's redemption. Playing a card goes through routes/puzzles.
 */
const cardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { cards, puzzles } = app;
  await app.register(cardImageRoute, { cards });
  await app.register(createCardRoute, { cards, puzzles });
  await app.register(rsvpRoute, { cards });
  await app.register(couponRoutes, { cards });
};
export default cardRoutes;
