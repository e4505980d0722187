import { describe, expect, it } from 'vitest';
import type { PuzzleEventKind } from '../../game/rules/gift';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import type { DeliveryView } from '../../contract/schemas/delivery';
import { watchStatus } from '../../client/features/watch/delivery/watch-status';
import { STATUS_TEXT, addEvent, buildTimeline, currentStatus } from '../../client/features/watch/timeline';

const event = (kind: PuzzleEventKind, at: string): PuzzleEvent => ({ puzzleId: 'p1234567890', kind, at });
const CREATED = '2025-01-01T10:00:00.000Z';

describe('watch timeline', () => {
  it('lists the steps with their times, and the reminder only once it went', () => {
    const steps = buildTimeline({ createdAt: CREATED, events: [event('opened', '2025-01-01T11:00:00.000Z')] });
    expect(steps.map((s) => s.label)).toEqual(['Sent', 'Delivered', 'Opened', 'First move', 'Halfway there', 'Solved!']);
    expect(steps.map((s) => s.at)).toEqual([CREATED, null, '2025-01-01T11:00:00.000Z', null, null, null]);
    const reminded = buildTimeline({ createdAt: CREATED, events: [event('delivered', CREATED), event('reminded', '2025-01-04T10:00:00.000Z')] });
    expect(reminded.map((s) => s.label)).toEqual(['Sent', 'Delivered', 'Reminded', 'Opened', 'First move', 'Halfway there', 'Solved!']);
  });

  it.each([
    { kinds: [], status: 'sent' },
    { kinds: ['delivered'], status: 'delivered' },
    { kinds: ['delivered', 'reminded'], status: 'reminded' },
    { kinds: ['opened'], status: 'opened' },
    { kinds: ['opened', 'first-move'], status: 'first-move' },
    { kinds: ['opened', 'first-move', 'halfway'], status: 'halfway' },
    { kinds: ['opened', 'first-move', 'solved'], status: 'solved' }, // solved in one go past halfway
  ] as const)('status after $kinds is $status', ({ kinds, status }) => {
    const events = kinds.map((kind) => event(kind, CREATED));
    expect(currentStatus(buildTimeline({ createdAt: CREATED, events }))).toBe(status);
  });

  it('ignores a repeated milestone (a reconnect replays what the snapshot has)', () => {
    const first = event('opened', '2025-01-01T11:00:00.000Z');
    const events = addEvent(addEvent([], first), event('opened', '2025-01-01T12:00:00.000Z'));
    expect(events).toEqual([first]);
    expect(addEvent(events, event('solved', CREATED))).toHaveLength(2);
  });

  it('says solved in words', () => {
    expect(STATUS_TEXT.solved('Ann')).toBe('Solved! Ann has read your message.');
  });
});

describe('the watch page status with its delivery', () => {
  const view = (state: DeliveryView['state'], changeable: boolean): DeliveryView => ({
    kind: 'gift',
    state,
    sendAt: '2026-12-24T08:00:00.000Z',
    timeZone: 'Europe/Paris',
    localSendAt: '2026-12-24T09:00',
    arrival: 'Thursday 24 December 2026 at 09:00 (Europe/Paris)',
    changeable,
    deliveredAt: null,
    notOpenedYet: false,
    remind: true,
    recipientName: 'Ann',
    recipientEmail: 'ann@example.com',
    message: 'Hello',
    playLink: 'https://gift.example/play/p1234567890',
  });
  const steps = buildTimeline({ createdAt: CREATED, events: [] });

  it.each([
    { name: 'not known yet', delivery: null, status: 'sent', text: 'Sent — on its way to Ann.', first: 'Sent' },
    { name: 'waiting for its day', delivery: view('scheduled', true), status: 'scheduled', text: 'Scheduled — it will arrive on Thursday 24 December 2026 at 09:00 (Europe/Paris).', first: 'Scheduled' },
    { name: 'sent now, not delivered yet', delivery: view('scheduled', false), status: 'sent', text: 'Sent — on its way to Ann.', first: 'Sent' },
    { name: 'cancelled', delivery: view('cancelled', false), status: 'cancelled', text: 'Cancelled — Ann will not receive it.', first: 'Sent' },
  ])('$name', ({ delivery, status, text, first }) => {
    const shown = watchStatus(steps, delivery, 'Ann');
    expect(shown).toMatchObject({ status, text });
    expect(shown.steps[0]?.label).toBe(first);
  });

  it('follows the milestones once delivered', () => {
    const delivered = buildTimeline({ createdAt: CREATED, events: [event('delivered', CREATED), event('opened', CREATED)] });
    expect(watchStatus(delivered, view('opened', false), 'Ann')).toMatchObject({ status: 'opened', text: 'Ann opened your puzzle.' });
  });
});
