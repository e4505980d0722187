import type { Rsvp } from '../../../contract/schemas/cards';
import type { WatchSnapshot } from '../../../contract/realtime';
import { RSVP_ANSWERS } from '../../../game/rules/cards';

/** What the watch page says of cards: its heading, and an invitation's answer as it changes. */

export function watchHeading(snapshot: Pick<WatchSnapshot, 'kind' | 'recipientName'>): string {
  return snapshot.kind === 'card' ? `Your puzzle card for ${snapshot.recipientName}` : `Your puzzle for ${snapshot.recipientName}`;
}

/** Only an invitation is answered; other cards and gifts have no RSVP line. */
export function showsRsvp(snapshot: Pick<WatchSnapshot, 'kind' | 'cardType'>): boolean {
  return snapshot.kind === 'card' && snapshot.cardType === 'invitation';
}

/** 'RSVP: Yes — “We'll bring cake!”', 'RSVP: Maybe', or 'No answer yet'. */
export function rsvpLine(rsvp: Pick<Rsvp, 'answer' | 'note'> | null): string {
  if (!rsvp) return 'No answer yet';
  const label = RSVP_ANSWERS.find((option) => option.value === rsvp.answer)?.label ?? rsvp.answer;
  const note = rsvp.note.trim();
  return `RSVP: ${label}${note ? ` — “${note}”` : ''}`;
}

/**
 * The answer to show after a live one arrives: the later of the two, so an event
 * that was overtaken by a (re)join's snapshot never puts an old answer back.
 */
export function latestRsvp(current: Rsvp | null, incoming: Rsvp): Rsvp {
  if (current && Date.parse(current.at) > Date.parse(incoming.at)) return current;
  return incoming;
}
