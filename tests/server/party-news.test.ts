import { describe, expect, it } from 'vitest';
import type { PartyMoved } from '../../contract/party';
import { PeerNews, type PartyNews } from '../../server/realtime/party-news';
import type { PartyMoveNote } from '../../server/parties/turns';

const moved = (seq: number): PartyMoved => ({ seq, playerId: 'ann', move: { kind: 'swap', a: 0, b: 1, tiles: [1, 0] }, at: '2026-11-26T12:00:00.000Z' });
const note = (seq: number): PartyMoveNote => ({ partyId: 'p', seq, move: { kind: 'swap', a: 0, b: 1, tiles: [1, 0] }, holds: '[]', status: 'open' });

describe('party news to the other processes', () => {
  function news() {
    const sent: PartyNews[] = [];
    const turns: (() => void)[] = [];
    const peer = new PeerNews((gathered) => sent.push(gathered), (run) => void turns.push(run));
    const endTurn = () => turns.splice(0).forEach((run) => run());
    return { sent, peer, endTurn };
  }

  it('sends what one turn gathered as one message, moves in the order they were stored', () => {
    const { sent, peer, endTurn } = news();
    peer.cursors('p', [{ playerId: 'ann', x: 0.1, y: 0.2 }]);
    peer.moved('g', moved(1), note(1));
    peer.cursors('q', [{ playerId: 'bob', x: 0.3, y: 0.4 }]);
    peer.moved('g', moved(2), note(2));
    expect(sent).toEqual([]);
    endTurn();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.cursors.map((entry) => entry.partyId)).toEqual(['p', 'q']);
    expect(sent[0]?.moves.map((entry) => entry.moved.seq)).toEqual([1, 2]);
  });

  it('sends nothing for a quiet turn, and starts afresh after each message', () => {
    const { sent, peer, endTurn } = news();
    endTurn();
    expect(sent).toEqual([]);
    peer.moved('g', moved(1), note(1));
    endTurn();
    peer.moved('g', moved(2), note(2));
    endTurn();
    expect(sent.map((message) => message.moves.map((entry) => entry.moved.seq))).toEqual([[1], [2]]);
  });
});
