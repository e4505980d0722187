import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import boardRoute from './board';
import createPuzzleRoute from './create';
import deliveryRoutes from './delivery';
import playRoutes from './play';
import replyRoute from './reply';
import watchHandler from './watch';
import partyRoutes from '../parties/index';
import { showPartyToWatcher } from '../parties/presence';
import { createPartyService } from '../../parties/service';

/**
 * The gift loop, for every kind of puzzle: create a gift (multipart), the board
 * without its message, progress and the verified solve over HTTP, and the
 * sender's live watch over Socket.IO and their delivery controls. Cards are created by routes/cards.
 */
const puzzleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { puzzles } = app; // one service for all: the board reads through its cache, the solve keeps it fresh
  await app.register(createPuzzleRoute, { puzzles });
  await app.register(boardRoute, { puzzles });
  await app.register(playRoutes, { puzzles });
  await app.register(deliveryRoutes, { puzzles });
  await app.register(replyRoute, { puzzles });
  const parties = createPartyService(puzzles.context); // solve together: a party plays a puzzle's board on the server
  await app.register(watchHandler, { puzzles, afterWatch: (socket, puzzleId) => showPartyToWatcher(app.realtime.io, parties, socket, puzzleId) });
  await app.register(partyRoutes, { parties });
};
export default puzzleRoutes;
