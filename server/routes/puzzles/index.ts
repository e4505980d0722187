import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createPuzzleService } from '../../puzzles/service';
import boardRoute from './board';
import createPuzzleRoute from './create';
import playRoutes from './play';
import watchHandler from './watch';

/**
 * The gift loop: create (multipart), the board without its message, progress and
 * the verified solve over HTTP, and the sender's live watch over Socket.IO.
 */
const puzzleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One service for all of them: the board reads through its cache, the solve keeps it fresh.
  const puzzles = createPuzzleService({
    db: app.db,
    storage: app.storage,
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    emitEvent: (event) => app.realtime.emitPuzzleEvent(event),
    kickOutbox: () => app.outbox.kick(),
  });
  await app.register(createPuzzleRoute, { puzzles });
  await app.register(boardRoute, { puzzles });
  await app.register(playRoutes, { puzzles });
  await app.register(watchHandler, { puzzles });
};
export default puzzleRoutes;
