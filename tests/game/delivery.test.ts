import { describe, expect, it } from 'vitest';
import {
  checkSendAt,
  EDIT_CUTOFF_MS,
  formatArrival,
  giftState,
  instantToZonedTime,
  isChangeable,
  isTimeZone,
  notOpenedYet,
  REMINDER_AFTER_MS,
  REMINDER_GRACE_MS,
  reminderEligible,
  zonedTimeToInstant,
  type DeliveryFacts,
} from '../../game/rules/delivery';

const iso = (text: string) => Date.parse(text);
const DAY = 86_400_000;

describe('a wall time in a time zone', () => {
  it.each([
    { local: '2026-07-01T12:00', zone: 'Europe/London', utc: '2026-07-01T11:00:00Z', why: 'summer time' },
    { local: '2026-12-01T12:00', zone: 'Europe/London', utc: '2026-12-01T12:00:00Z', why: 'winter time' },
    { local: '2026-03-08T01:59', zone: 'America/New_York', utc: '2026-03-08T06:59:00Z', why: 'just before spring forward' },
    { local: '2026-03-08T02:30', zone: 'America/New_York', utc: '2026-03-08T07:30:00Z', why: 'skipped by spring forward: an hour on (03:30 EDT)' },
    { local: '2026-03-08T03:00', zone: 'America/New_York', utc: '2026-03-08T07:00:00Z', why: 'just after spring forward' },
    { local: '2026-11-01T01:30', zone: 'America/New_York', utc: '2026-11-01T05:30:00Z', why: 'twice on fall back: the first' },
    { local: '2026-11-01T02:30', zone: 'America/New_York', utc: '2026-11-01T07:30:00Z', why: 'after fall back' },
    { local: '2026-03-29T02:30', zone: 'Europe/Paris', utc: '2026-03-29T01:30:00Z', why: 'skipped in Paris' },
    { local: '2026-10-25T02:30', zone: 'Europe/Paris', utc: '2026-10-25T00:30:00Z', why: 'twice in Paris: the first (CEST)' },
    { local: '2026-04-05T02:30', zone: 'Australia/Sydney', utc: '2026-04-04T15:30:00Z', why: 'southern fall back: the first' },
    { local: '2026-06-15T09:00', zone: 'Asia/Kolkata', utc: '2026-06-15T03:30:00Z', why: 'a half-hour zone' },
    { local: '2026-06-15T09:00', zone: 'Asia/Kathmandu', utc: '2026-06-15T03:15:00Z', why: 'a quarter-hour zone' },
    { local: '2026-12-31T23:30', zone: 'Pacific/Kiritimati', utc: '2026-12-31T09:30:00Z', why: 'UTC+14' },
    { local: '2027-01-01T00:00', zone: 'UTC', utc: '2027-01-01T00:00:00Z', why: 'UTC' },
  ])('$local in $zone is $utc ($why)', ({ local, zone, utc }) => {
    expect(zonedTimeToInstant(local, zone)).toBe(iso(utc));
  });

  it.each(['2026-02-29T09:00', '2026-13-01T09:00', '2026-01-01T24:00', '2026-01-01T09:60', '2026-01-01 09:00', 'tomorrow', ''])(
    'is no instant for %j',
    (local) => expect(zonedTimeToInstant(local, 'Europe/Paris')).toBeNull(),
  );

  it.each([
    { instant: '2026-03-08T07:30:00Z', zone: 'America/New_York', local: '2026-03-08T03:30' },
    { instant: '2026-11-01T05:30:00Z', zone: 'America/New_York', local: '2026-11-01T01:30' },
    { instant: '2026-11-01T06:30:00Z', zone: 'America/New_York', local: '2026-11-01T01:30' },
    { instant: '2026-06-15T03:15:00Z', zone: 'Asia/Kathmandu', local: '2026-06-15T09:00' },
  ])('$instant reads $local in $zone', ({ instant, zone, local }) => {
    expect(instantToZonedTime(iso(instant), zone)).toBe(local);
  });

  it.each([
    { zone: 'Europe/Paris', ok: true },
    { zone: 'America/Argentina/Buenos_Aires', ok: true },
    { zone: 'UTC', ok: true },
    { zone: 'Mars/Olympus_Mons', ok: false },
    { zone: '', ok: false },
    { zone: 'x'.repeat(65), ok: false },
  ])('knows the zone $zone: $ok', ({ zone, ok }) => expect(isTimeZone(zone)).toBe(ok));

  it('says when a mail arrives on the recipient\'s clock', () => {
    expect(formatArrival(iso('2026-03-08T07:30:00Z'), 'America/New_York')).toBe('Sunday 8 March 2026 at 03:30 (America/New York)');
  });
});

describe('the send time window', () => {
  const now = iso('2026-11-24T12:00:00Z');
  it.each([
    { sendAt: now, problem: null },
    { sendAt: now - 59_000, problem: null }, // the time it took to press Send
    { sendAt: now - 61_000, problem: 'past' },
    { sendAt: now + 365 * DAY, problem: null },
    { sendAt: now + 365 * DAY + 1, problem: 'too-far' },
    { sendAt: Number.NaN, problem: 'invalid' },
  ])('$sendAt: $problem', ({ sendAt, problem }) => expect(checkSendAt(sendAt, now)).toBe(problem));
});

describe('a gift\'s state, changes and reminder', () => {
  const sent = iso('2026-11-24T12:00:00Z');
  const base: DeliveryFacts = { sendAt: sent, cancelledAt: null, deliveredAt: null, openedAt: null, solvedAt: null };
  it.each([
    { facts: base, state: 'scheduled' },
    { facts: { ...base, deliveredAt: sent }, state: 'delivered' },
    { facts: { ...base, deliveredAt: sent, openedAt: sent + 1 }, state: 'opened' },
    { facts: { ...base, deliveredAt: sent, openedAt: sent + 1, solvedAt: sent + 2 }, state: 'solved' },
    { facts: { ...base, solvedAt: sent + 2 }, state: 'solved' }, // a solve implies the rest
    { facts: { ...base, cancelledAt: sent - 5 }, state: 'cancelled' },
  ])('$state', ({ facts, state }) => expect(giftState(facts)).toBe(state));

  it.each([
    { facts: base, now: sent - EDIT_CUTOFF_MS - 1, ok: true },
    { facts: base, now: sent - EDIT_CUTOFF_MS, ok: false },
    { facts: { ...base, deliveredAt: sent }, now: sent - 10 * EDIT_CUTOFF_MS, ok: false },
    { facts: { ...base, cancelledAt: sent - DAY }, now: sent - DAY, ok: false },
  ])('changeable at $now: $ok', ({ facts, now, ok }) => expect(isChangeable(facts, now)).toBe(ok));

  const delivered = { ...base, deliveredAt: sent, remind: true, remindedAt: null };
  const due = sent + REMINDER_AFTER_MS;
  it.each([
    { name: 'due', facts: delivered, now: due, eligible: true },
    { name: 'a minute early', facts: delivered, now: due - 60_000, eligible: false },
    { name: 'late, within the grace week', facts: delivered, now: due + REMINDER_GRACE_MS - 1, eligible: true },
    { name: 'over a week late', facts: delivered, now: due + REMINDER_GRACE_MS, eligible: false },
    { name: 'without consent', facts: { ...delivered, remind: false }, now: due, eligible: false },
    { name: 'already reminded', facts: { ...delivered, remindedAt: due }, now: due + DAY, eligible: false },
    { name: 'opened', facts: { ...delivered, openedAt: sent + 1 }, now: due, eligible: false },
    { name: 'solved', facts: { ...delivered, solvedAt: sent + 1 }, now: due, eligible: false },
    { name: 'cancelled', facts: { ...delivered, cancelledAt: sent - 1 }, now: due, eligible: false },
    { name: 'not delivered', facts: { ...delivered, deliveredAt: null }, now: due, eligible: false },
  ])('reminder $name: $eligible', ({ facts, now, eligible }) => {
    expect(reminderEligible(facts, now)).toBe(eligible);
  });

  it.each([
    { facts: { ...base, deliveredAt: sent }, now: due, shown: true },
    { facts: { ...base, deliveredAt: sent }, now: due - 1, shown: false },
    { facts: { ...base, deliveredAt: sent, openedAt: sent + 1 }, now: due, shown: false },
    { facts: base, now: due, shown: false },
  ])('"Not opened yet" at $now: $shown', ({ facts, now, shown }) => expect(notOpenedYet(facts, now)).toBe(shown));
});
