import { describe, expect, it } from 'vitest';
import { HoldExpiry } from '../../server/routes/parties/hold-expiry';
import { handTimers } from './helpers/hand-timers';

/** A party's holds as the database would answer a look: when each goes idle, dropped once past. */
function party(idleAts: number[]) {
  const looks: number[] = [];
  return {
    looks,
    idleAts,
    look: (now: () => number) => async (): Promise<number | null> => {
      looks.push(now());
      const left = idleAts.filter((at) => at > now());
      idleAts.splice(0, idleAts.length, ...left);
      return left.length === 0 ? null : Math.min(...left);
    },
  };
}

/** Lets the looks' promises settle between timers. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('idle holds are looked at when they go idle', () => {
  it('looks a little after the hold would go idle, and again for the next one', async () => {
    const hand = handTimers();
    const held = party([10_000, 14_000]);
    const expiry = new HoldExpiry(held.look(hand.now), hand.now, hand.timers);
    expiry.watch('p', 10_000);
    hand.elapse(10_049);
    expect(held.looks).toEqual([]);
    hand.elapse(1);
    expect(held.looks).toEqual([10_050]);
    await settle();
    hand.elapse(4_000);
    expect(held.looks).toEqual([10_050, 14_050]);
    await settle();
    expect(hand.pending()).toBe(0); // nothing held any more: nothing pending
  });

  it('keeps one look pending per party, however many holds are granted', async () => {
    const hand = handTimers();
    const held = party([10_000, 11_000, 12_000]);
    const expiry = new HoldExpiry(held.look(hand.now), hand.now, hand.timers);
    expiry.watch('p', 10_000);
    expiry.watch('p', 11_000);
    expiry.watch('p', 12_000);
    expect(hand.pending()).toBe(1);
    hand.elapse(10_050);
    await settle();
    expect(hand.pending()).toBe(1); // the next, at 11 s
    hand.elapse(1_000);
    await settle();
    hand.elapse(1_000);
    await settle();
    expect(held.looks).toEqual([10_050, 11_050, 12_050]);
  });

  it('keeps parties apart; a failed look leaves the next hold to start another; close drops what is pending', async () => {
    const hand = handTimers();
    const looked: string[] = [];
    const expiry = new HoldExpiry(
      async (partyId) => {
        looked.push(partyId);
        if (partyId === 'broken') throw new Error('the database is away');
        return null;
      },
      hand.now,
      hand.timers,
    );
    expiry.watch('broken', 100);
    expiry.watch('q', 200);
    hand.elapse(300);
    await settle();
    expect(looked).toEqual(['broken', 'q']);
    expiry.watch('broken', 1_000);
    expect(hand.pending()).toBe(1);
    expiry.close();
    hand.elapse(2_000);
    expect(looked).toEqual(['broken', 'q']);
  });
});
