import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GenerateImageBody, GeneratedImage } from '../../../contract/schemas/cards';
import { ErrorBody } from '../../../contract/schemas/errors';
import type { CardService } from '../../cards/service';

/**
 * POST /api/cards/images — a picture for the card creator, made on the server
 * (the browser never sees a key or the provider). 422 for a refused description,
 * 502 with the spec's message when the provider fails, 429 past the hourly limit.
 */
const cardImageRoute: FastifyPluginAsyncTypebox<{ cards: CardService }> = async (app, { cards }) => {
  app.post(
    '/api/cards/images',
    { schema: { body: GenerateImageBody, response: { 201: GeneratedImage, '4xx': ErrorBody, 502: ErrorBody } } },
    async (request, reply) => {
      const image = await cards.generateImage(request.body, { ip: request.ip, userId: request.user?.id ?? null });
      request.log.info({ imageId: image.imageId }, 'card picture made');
      return reply.code(201).send(image);
    },
  );
};
export default cardImageRoute;
