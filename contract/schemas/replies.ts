import { Type, type Static } from 'typebox';
import { PUZZLE_KINDS } from '../../game/rules/gift';
import { oneOf } from './literals';

/**
 * Answering a gift with one's own: the solved screen's replyToken (SolvedBody)
 * names the gift's sender as the new gift's recipient without showing their address.
 *
 * GET /api/replies/:token → 200 ReplyTarget; 404 'invalid-reply'
 * Then POST /api/puzzles with the field replyToken and no recipient fields.
 */
export const ReplyParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type ReplyParams = Static<typeof ReplyParams>;

export const ReplyTarget = Type.Object(
  {
    recipientName: Type.String(), // the answered gift's sender: the reply's recipient
    senderName: Type.String(), // the answered gift's recipient, to prefill "Your name"
    kind: oneOf(PUZZLE_KINDS), // what is being answered
  },
  { additionalProperties: false },
);
export type ReplyTarget = Static<typeof ReplyTarget>;
