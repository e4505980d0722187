import type { Rsvp, RsvpBody } from '../../contract/schemas/cards';
import { badRequest, HttpError } from '../http-error';
import { cardRsvpMail } from '../mail/templates/card-rsvp';
import { loadPuzzle } from '../puzzles/load';
import { findCard } from '../repos/cards';
import { enqueueMail } from '../repos/outbox';
import { saveRsvp } from '../repos/rsvps';
import type { CardContext } from './context';

/**
 * The recipient's answer to a solved invitation (a new answer replaces the last).
 * The sender sees it live on the watch page and, with consent, by e-mail; the
 * answer and its mail commit together.
 */
export async function answerInvitation(ctx: CardContext, puzzleId: string, body: RsvpBody): Promise<Rsvp> {
  const { db, clock, publicUrl } = ctx.puzzles;
  const puzzle = await loadPuzzle(db, puzzleId);
  if ((await findCard(db, puzzle.id))?.cardType !== 'invitation') throw badRequest('Only an invitation can be answered.', 'not-an-invitation');
  if (puzzle.solvedAt === null) throw new HttpError(409, 'Solve the puzzle first: the invitation is inside.', 'not-solved');

  const now = clock();
  const note = body.note.trim();
  await db.transaction().execute(async (trx) => {
    await saveRsvp(trx, { puzzleId: puzzle.id, answer: body.answer, note, answeredAt: now });
    if (puzzle.consent) await enqueueMail(trx, cardRsvpMail({ ...puzzle, answer: body.answer, note, homeLink: `${publicUrl}/` }), now);
  });
  if (puzzle.consent) ctx.puzzles.kickOutbox();
  const rsvp: Rsvp = { answer: body.answer, note, at: new Date(now).toISOString() };
  ctx.emitRsvp({ puzzleId: puzzle.id, ...rsvp });
  return rsvp;
}
