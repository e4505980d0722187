import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Rsvp, RsvpBody } from '../../../contract/schemas/cards';
import { ErrorBody } from '../../../contract/schemas/errors';
import { PuzzleParams } from '../../../contract/schemas/puzzles';
import type { CardService } from '../../cards/service';

/** POST /api/puzzles/:id/rsvp — the recipient answers a solved invitation; the sender sees it live. */
const rsvpRoute: FastifyPluginAsyncTypebox<{ cards: CardService }> = async (app, { cards }) => {
  app.post(
    '/api/puzzles/:id/rsvp',
    { schema: { params: PuzzleParams, body: RsvpBody, response: { 200: Rsvp, '4xx': ErrorBody } } },
    async (request) => cards.answer(request.params.id, request.body),
  );
};
export default rsvpRoute;
