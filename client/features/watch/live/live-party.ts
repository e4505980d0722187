/**
 * The party the sender watches (issue 20, item 5): its board as the players move it, who is
 * playing, and whether it is solved. 'puzzle:party' brings the whole party (on every join, and
 * whenever the watcher may have missed something); 'party:moved' events are applied strictly in
 * seq order with the referee's rules; an event past a gap waits, and the page asks for the party
 * again (a watcher has no sync of its own: a fresh 'puzzle:watch' answers with the party as it is).
 * A party that ends unsolved goes; a solved one stays, for its replay.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PartyMoved, PartyPlayer, PartyPuzzle, PartySnapshot } from '../../../../contract/party';
import { applyPartyMove, isPartyBoardSolved, type PartyBoard } from '../../../../game/rules/party';
import { boardFromWire } from '../../../../contract/party-board';

export interface LiveParty {
  partyId: string;
  puzzle: PartyPuzzle;
  board: PartyBoard;
  seq: number;
  players: PartyPlayer[];
  solved: boolean;
  ended: boolean; // the party is over (after its solve): the board stays for the replay
}

export interface LivePartyWatch {
  store: StoreApi<{ party: LiveParty | null }>;
  onParty(snapshot: PartySnapshot | null): void;
  onMoved(moved: PartyMoved): void;
  onPlayers(players: PartyPlayer[]): void;
}

/** `resync` asks the server for the party as it is (the page joins its watch again). */
export function createLivePartyWatch(resync: () => void): LivePartyWatch {
  const store = createStore<{ party: LiveParty | null }>(() => ({ party: null }));
  let early = new Map<number, PartyMoved>(); // events past a gap, until the ones between arrive
  let asked = false; // a resync is on its way: no second one for the same gap
  const party = () => store.getState().party;
  const set = (next: LiveParty | null) => store.setState({ party: next });

  function onParty(snapshot: PartySnapshot | null) {
    asked = false;
    const before = party();
    if (snapshot === null) {
      early = new Map();
      set(before?.solved ? { ...before, ended: true } : null);
      return;
    }
    const board = boardFromWire(snapshot.board, snapshot.puzzle);
    early = new Map([...early].filter(([seq]) => seq > snapshot.seq));
    const solved = snapshot.status === 'solved' || isPartyBoardSolved(board);
    set({ partyId: snapshot.partyId, puzzle: snapshot.puzzle, board, seq: snapshot.seq, players: snapshot.players, solved, ended: snapshot.status !== 'open' });
    drain();
  }

  function onMoved(moved: PartyMoved) {
    const now = party();
    if (!now || moved.seq <= now.seq) return; // before the party's snapshot, or applied already
    if (moved.seq > now.seq + 1) {
      early.set(moved.seq, moved);
      if (!asked) {
        asked = true;
        resync();
      }
      return;
    }
    const result = applyPartyMove(now.board, moved.move);
    if (!result.ok) {
      // The referee applied it, so this copy differs from the server's: take the server's as it is.
      if (!asked) {
        asked = true;
        resync();
      }
      return;
    }
    set({ ...now, board: result.board, seq: moved.seq, solved: now.solved || isPartyBoardSolved(result.board) });
    drain();
  }

  function drain() {
    const now = party();
    const next = now && early.get(now.seq + 1);
    if (!next) return;
    early.delete(next.seq);
    onMoved(next);
  }

  function onPlayers(players: PartyPlayer[]) {
    const now = party();
    if (now) set({ ...now, players });
  }

  return { store, onParty, onMoved, onPlayers };
}
