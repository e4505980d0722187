import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateCardBody, CreatedCard } from '../../../contract/schemas/cards';
import { ErrorBody } from '../../../contract/schemas/errors';
import type { CardService } from '../../cards/service';
import type { PuzzleService } from '../../puzzles/service';
import { requireJigsawSize } from '../../flags/guards';
import { checkedPresentChoice } from '../../store/attach';

/** POST /api/cards — sends a card made from a picture generated here; both mails are queued with it. */
const createCardRoute: FastifyPluginAsyncTypebox<{ cards: CardService; puzzles: PuzzleService }> = async (app, { cards, puzzles }) => {
  app.post(
    '/api/cards',
    { schema: { body: CreateCardBody, response: { 201: CreatedCard, '4xx': ErrorBody } } },
    async (request, reply) => {
      await puzzles.assertMayCreate(request.ip); // a card sends mail to a typed-in address, as a gift does
      await requireJigsawSize(request, request.body); // 403 'feature-off' while big jigsaws are members-first or off
      await checkedPresentChoice(request, request.body.presentId);
      const created = await cards.create(request.body, request.ip, request.user?.id ?? null);
      request.log.info({ puzzleId: created.id }, 'card created');
      return reply.code(201).send(created);
    },
  );
};
export default createCardRoute;
