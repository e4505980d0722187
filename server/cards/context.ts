import type { FastifyBaseLogger } from 'fastify';
import type { RsvpEvent } from '../../contract/realtime';
import type { ImageMaker } from '../ai/image-maker';
import type { PuzzleContext } from '../puzzles/context';

/** What the card operations need: the puzzle service's context (a card is a puzzle), and what only cards use. */
export interface CardContext {
  puzzles: PuzzleContext;
  images: ImageMaker;
  secret: Buffer; // coupon codes are derived from it
  log: FastifyBaseLogger;
  emitRsvp(event: RsvpEvent): void; // to the sender's watch page; called after commit
}

/** Who asks: image generation is limited per address when signed out, per account when signed in. */
export interface Requester {
  ip: string;
  userId: string | null;
}
