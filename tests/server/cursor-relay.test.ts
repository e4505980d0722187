import { describe, expect, it } from 'vitest';
import type { PartyCursor } from '../../contract/party';
import type { PeerCursors } from '../../server/plugins/realtime';
import { CURSOR_POST_MS, CursorPost } from '../../server/routes/parties/cursor-post';
import { CURSOR_RELAY_MS, CursorRelay } from '../../server/routes/parties/cursor-relay';
import { handTimers } from './helpers/hand-timers';

const at = (playerId: string, x: number): PartyCursor => ({ playerId, x, y: 0.5 });

describe('the cursor relay', () => {
  function relay() {
    const sent: { partyId: string; cursors: PartyCursor[] }[] = [];
    const hand = handTimers();
    const posted: PeerCursors[] = [];
    const post = new CursorPost((cursors) => posted.push(cursors), hand.timers);
    return { sent, posted, hand, relay: new CursorRelay({ send: (partyId, cursors) => sent.push({ partyId, cursors }), post, timers: hand.timers }) };
  }

  it('sends the first update after a quiet spell at once', () => {
    const { sent, relay: r } = relay();
    r.relay('p', at('ann', 0.1));
    expect(sent).toEqual([{ partyId: 'p', cursors: [at('ann', 0.1)] }]);
  });

  it('gathers what comes while the party rests and sends the latest of each player once the rest ends', () => {
    const { sent, hand, relay: r } = relay();
    r.relay('p', at('ann', 0.1));
    r.relay('p', at('bob', 0.2));
    r.relay('p', at('ann', 0.3));
    r.relay('p', at('ann', 0.4));
    hand.elapse(CURSOR_RELAY_MS - 1);
    expect(sent).toHaveLength(1);
    hand.elapse(1);
    expect(sent[1]?.partyId).toBe('p');
    expect(new Set(sent[1]?.cursors)).toEqual(new Set([at('ann', 0.4), at('bob', 0.2)]));
  });

  it('sends at most one batch a party per rest, however many players move', () => {
    const { sent, hand, relay: r } = relay();
    for (let tick = 0; tick < 20; tick++) {
      for (let player = 0; player < 8; player++) r.relay('p', at(`player ${player}`, tick / 100));
      hand.elapse(CURSOR_RELAY_MS / 5);
    }
    hand.elapse(CURSOR_RELAY_MS);
    // 20 ticks of CURSOR_RELAY_MS / 5 each: 4 rests, each ending in a batch, plus the first update sent at once.
    expect(sent).toHaveLength(1 + 4);
    expect(sent.at(-1)?.cursors).toHaveLength(8);
    expect(sent.at(-1)?.cursors.every((cursor) => cursor.x === 0.19)).toBe(true);
  });

  it('keeps parties apart, and goes quiet when nothing moves', () => {
    const { sent, hand, relay: r } = relay();
    r.relay('p', at('ann', 0.1));
    r.relay('q', at('cat', 0.2));
    r.relay('q', at('cat', 0.3));
    hand.elapse(CURSOR_RELAY_MS);
    expect(sent.map((batch) => [batch.partyId, batch.cursors.map((cursor) => cursor.x)])).toEqual([['p', [0.1]], ['q', [0.2]], ['q', [0.3]]]);
    hand.elapse(CURSOR_RELAY_MS);
    expect(hand.pending()).toBe(0); // rested with nothing gathered: no timer left
    r.relay('p', at('ann', 0.5));
    expect(sent.at(-1)).toEqual({ partyId: 'p', cursors: [at('ann', 0.5)] });
  });

  it("posts its own sockets' updates to the other processes, one message a window with each player's latest", () => {
    const { posted, hand, relay: r } = relay();
    r.relay('p', at('ann', 0.1));
    r.relay('p', at('ann', 0.2));
    r.relay('q', at('cat', 0.3));
    hand.elapse(CURSOR_POST_MS - 1);
    expect(posted).toEqual([]);
    hand.elapse(1);
    expect(posted).toEqual([[['p', [at('ann', 0.2)]], ['q', [at('cat', 0.3)]]]]);
    hand.elapse(CURSOR_RELAY_MS * 2);
    expect(posted).toHaveLength(1); // nothing new: nothing posted
    r.relay('p', at('bob', 0.4));
    hand.elapse(CURSOR_POST_MS);
    expect(posted.at(-1)).toEqual([['p', [at('bob', 0.4)]]]);
  });

  it("puts the updates posted by other processes into this process's batches, and posts none of them on", () => {
    const { sent, posted, hand, relay: r } = relay();
    r.relayPosted([['p', [at('bob', 0.1)]]]); // a quiet party: at once
    r.relay('p', at('ann', 0.2));
    r.relayPosted([['p', [at('bob', 0.3), at('cy', 0.4)]]]);
    hand.elapse(CURSOR_RELAY_MS);
    expect(sent).toEqual([
      { partyId: 'p', cursors: [at('bob', 0.1)] },
      { partyId: 'p', cursors: [at('ann', 0.2), at('bob', 0.3), at('cy', 0.4)] }, // one batch, wherever each player is connected
    ]);
    expect(posted).toEqual([[['p', [at('ann', 0.2)]]]]);
  });

  it('drops its timers and what it gathered when closed', () => {
    const { sent, posted, hand, relay: r } = relay();
    r.relay('p', at('ann', 0.1));
    r.relay('p', at('ann', 0.2));
    r.close();
    hand.elapse(CURSOR_RELAY_MS * 2);
    expect(sent).toHaveLength(1);
    expect(posted).toEqual([]);
    expect(hand.pending()).toBe(0);
  });
});
