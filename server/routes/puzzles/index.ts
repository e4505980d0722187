import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import boardRoute from './board';
import createPuzzleRoute from './create';
import playRoutes from './play';

/** The gift loop over HTTP: create (multipart), the board without its message, progress and the verified solve. */
const puzzleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(createPuzzleRoute);
  await app.register(boardRoute);
  await app.register(playRoutes);
};
export default puzzleRoutes;
