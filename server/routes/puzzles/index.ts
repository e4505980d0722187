import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PuzzleReadCache } from '../../puzzles/read-cache';
import boardRoute from './board';
import createPuzzleRoute from './create';
import playRoutes from './play';

/** The gift loop over HTTP: create (multipart), the board without its message, progress and the verified solve. */
const puzzleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = new PuzzleReadCache(); // shared: the board reads through it, the solve keeps it fresh
  await app.register(createPuzzleRoute);
  await app.register(boardRoute, { cache });
  await app.register(playRoutes, { cache });
};
export default puzzleRoutes;
