import { describe, expect, it } from 'vitest';
import type { PartyMoved, PartyPlayer, PartySnapshot } from '../../contract/party';
import { createLivePartyWatch } from '../../client/features/watch/live/live-party';

const PLAYERS: PartyPlayer[] = [{ id: 'p1', name: 'Robin', colour: '#e6194b', host: true, online: true }];
const snapshot = (seq: number, order: number[], status: PartySnapshot['status'] = 'open'): PartySnapshot => ({
  partyId: 'party1',
  status,
  seq,
  board: { kind: 'swap', order },
  players: PLAYERS,
  holds: [],
  puzzle: {
    puzzleId: 'puzzle1',
    imageUrl: '/media/puzzles/x.jpg',
    width: 800,
    height: 800,
    puzzleType: 'swap',
    gridSize: 2,
    jigsaw: null,
    senderName: 'Sam',
    recipientName: 'Robin',
    isPublic: true,
  },
});
const swap = (seq: number, a: number, b: number, tiles: [number, number]): PartyMoved => ({ seq, playerId: 'p1', move: { kind: 'swap', a, b, tiles }, at: new Date(0).toISOString() });

function watching() {
  let resyncs = 0;
  const watch = createLivePartyWatch(() => (resyncs += 1));
  return { watch, party: () => watch.store.getState().party, resyncs: () => resyncs };
}

describe('the sender’s live party board', () => {
  it('draws the party from its snapshot and follows its moves in seq order, each once', () => {
    const { watch, party } = watching();
    watch.onMoved(swap(1, 0, 1, [1, 0])); // before any party: nothing to apply it to
    expect(party()).toBeNull();
    watch.onParty(snapshot(0, [1, 0, 3, 2]));
    watch.onMoved(swap(1, 0, 1, [1, 0]));
    watch.onMoved(swap(1, 0, 1, [1, 0])); // the same event again (a recovered connection replays it)
    expect(party()).toMatchObject({ seq: 1, board: { order: [0, 1, 3, 2] }, solved: false });
    watch.onPlayers([...PLAYERS, { id: 'p2', name: 'Kim', colour: '#3cb44b', host: false, online: true }]);
    expect(party()?.players).toHaveLength(2);
    watch.onMoved(swap(2, 2, 3, [3, 2]));
    expect(party()).toMatchObject({ seq: 2, board: { order: [0, 1, 2, 3] }, solved: true });
  });

  it('holds a move that came past a gap, asks for the party once, and applies both when the gap fills', () => {
    const { watch, party, resyncs } = watching();
    watch.onParty(snapshot(0, [1, 0, 3, 2]));
    watch.onMoved(swap(2, 2, 3, [3, 2]));
    watch.onMoved(swap(3, 0, 1, [0, 1]));
    expect(party()?.seq).toBe(0);
    expect(resyncs()).toBe(1);
    watch.onMoved(swap(1, 0, 1, [1, 0]));
    expect(party()).toMatchObject({ seq: 3, board: { order: [1, 0, 2, 3] } });
  });

  it('takes the server’s party as it is after a resync, keeping only the later moves that waited', () => {
    const { watch, party } = watching();
    watch.onParty(snapshot(0, [1, 0, 3, 2]));
    watch.onMoved(swap(3, 0, 1, [0, 1]));
    watch.onParty(snapshot(2, [0, 1, 2, 3]));
    expect(party()).toMatchObject({ seq: 3, board: { order: [1, 0, 2, 3] } });
  });

  it('asks for the party again when a move does not fit its copy (it missed something)', () => {
    const { watch, party, resyncs } = watching();
    watch.onParty(snapshot(0, [1, 0, 3, 2]));
    watch.onMoved(swap(1, 0, 1, [3, 2]));
    expect(party()?.seq).toBe(0);
    expect(resyncs()).toBe(1);
  });

  it('drops a party ended unsolved, and keeps a solved one for its replay', () => {
    const first = watching();
    first.watch.onParty(snapshot(0, [1, 0, 3, 2]));
    first.watch.onParty(null);
    expect(first.party()).toBeNull();
    const second = watching();
    second.watch.onParty(snapshot(4, [0, 1, 2, 3], 'solved'));
    second.watch.onParty(null);
    expect(second.party()).toMatchObject({ solved: true, ended: true });
  });
});
