import type { Rsvp } from '../../../../contract/schemas/cards';
import { RSVP_ANSWERS, RSVP_NOTE_MAX, type RsvpAnswer } from '../../../../game/rules/cards';

/** The words of an invitation's answer on the recipient's side (the sender's line is in features/watch). */

export function answerLabel(answer: RsvpAnswer): string {
  return RSVP_ANSWERS.find((option) => option.value === answer)?.label ?? answer;
}

/** What the recipient answered so far, or null before they answer. */
export function currentAnswerText(rsvp: Pick<Rsvp, 'answer' | 'note'> | null): string | null {
  if (!rsvp) return null;
  const note = rsvp.note.trim();
  return `You answered ${answerLabel(rsvp.answer)}${note ? ` — “${note}”` : ''}`;
}

/** Same wording as the create screen's message counter. */
export function noteCounter(note: string): string {
  return `${note.length} / ${RSVP_NOTE_MAX} characters`;
}

export function sendLabel(answered: boolean, busy: boolean): string {
  if (busy) return 'Sending…';
  return answered ? 'Change my answer' : 'Send my answer';
}
