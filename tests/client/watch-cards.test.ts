import { describe, expect, it } from 'vitest';
import type { Rsvp } from '../../contract/schemas/cards';
import { latestRsvp, rsvpLine, showsRsvp, watchHeading } from '../../client/features/watch/card-lines';

const rsvp = (answer: Rsvp['answer'], note: string, at: string): Rsvp => ({ answer, note, at });

describe('the watch page of a card', () => {
  it.each([
    { kind: 'gift', heading: 'Your puzzle for Ann' },
    { kind: 'card', heading: 'Your puzzle card for Ann' },
  ] as const)('a $kind is headed "$heading"', ({ kind, heading }) => {
    expect(watchHeading({ kind, recipientName: 'Ann' })).toBe(heading);
  });

  it.each([
    { kind: 'gift', cardType: null, shows: false },
    { kind: 'card', cardType: 'greeting', shows: false },
    { kind: 'card', cardType: 'coupon', shows: false },
    { kind: 'card', cardType: 'invitation', shows: true },
  ] as const)('$kind $cardType shows an RSVP line: $shows', ({ kind, cardType, shows }) => {
    expect(showsRsvp({ kind, cardType })).toBe(shows);
  });

  it.each([
    { answer: null, line: 'No answer yet' },
    { answer: rsvp('yes', 'We’ll bring cake!', '2026-11-01T10:00:00.000Z'), line: 'RSVP: Yes — “We’ll bring cake!”' },
    { answer: rsvp('maybe', '  ', '2026-11-01T10:00:00.000Z'), line: 'RSVP: Maybe' },
    { answer: rsvp('no', 'Away that week', '2026-11-01T10:00:00.000Z'), line: 'RSVP: No — “Away that week”' },
  ])('says $line', ({ answer, line }) => {
    expect(rsvpLine(answer)).toBe(line);
  });

  it('keeps the later answer when a live one and a snapshot cross', () => {
    const early = rsvp('maybe', '', '2026-11-01T10:00:00.000Z');
    const late = rsvp('yes', '', '2026-11-01T11:00:00.000Z');
    expect(latestRsvp(null, early)).toBe(early);
    expect(latestRsvp(early, late)).toBe(late); // a changed answer replaces the first
    expect(latestRsvp(late, early)).toBe(late); // an overtaken event does not put the old one back
  });
});
