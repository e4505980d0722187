/**
 * One player's live party (issue 20): the server is the referee, this is its copy. The
 * server's board (`confirmed`) takes 'party:moved' strictly in seq order (a gap asks
 * 'party:sync'); this player's own moves show at once on top of it (`board`) and go when
 * their ack comes: a confirmed one is then part of the server's board, a refused one is
 * dropped and named in `refused`, so the board eases it back. A reconnect that did not
 * recover its session joins again with the player key and takes the server's board as it is.
 * Solo boards never use this (nothing waits for the server per move when playing alone).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PartyHold, PartyMoved, PartyPlayer, PartyPuzzle, PartyReveal, PartySnapshot } from '../../../contract/party';
import { PARTY_NOT_FOUND } from '../../../contract/party';
import { applyPartyMove, CURSORS_PER_SECOND, type PartyBoard, type PartyMove } from '../../../game/rules/party';
import { createRealtimeSocket, type RealtimeSocket } from '../realtime';
import { boardFromWire } from '../../../contract/party-board';
import { cursorThrottle, realTimers, type Timers } from './cursor-throttle';
import { shownBoard, stillPending, type PendingMove } from './pending';
import { defaultKeyStore, keepPlayerKey, readPlayerKey, type KeyStore } from './player-keys';

export interface PartyView {
  status: 'connecting' | 'needs-name' | 'playing' | 'solved' | 'closed' | 'error';
  error: string | null; // the sentence to show (wrong link, removed, ended, …)
  puzzle: PartyPuzzle | null;
  board: PartyBoard | null; // shown: the confirmed board with this player's pending moves applied
  confirmed: PartyBoard | null; // the server's board as of `seq`
  seq: number;
  you: { playerId: string; host: boolean } | null;
  players: PartyPlayer[];
  holds: PartyHold[];
  cursors: Record<string, { x: number; y: number; at: number }>; // other players', by playerId
  reveal: PartyReveal | null; // after the solve: everyone's message (the host's with the reply token)
  refused: { serial: number; move: PartyMove; refusal: string } | null; // the board eases it back
  connected: boolean; // the socket is up (false: "Reconnecting…"); added beside the brief's fields
}

export interface PartySession {
  store: StoreApi<PartyView>; // zustand vanilla store; React reads it with useStore
  join(name?: string): Promise<void>;
  move(move: PartyMove): void; // applied at once (optimistic), confirmed or refused by the server
  hold(piece: number): void;
  release(): void;
  cursor(x: number, y: number): void; // sent at most 20 a second (the last position wins)
  remove(playerId: string): Promise<void>; // the host
  end(): Promise<void>; // the host
  replay(): Promise<{ start: PartyBoard; moves: PartyMoved[] } | null>;
  close(): void;
}

export interface PartySessionOptions {
  partyId: string;
  token: string; // the invite token (a guest) or the host key (the recipient)
  socket?: RealtimeSocket; // tests pass one connected to a server of theirs
  keys?: KeyStore; // where the player key is kept (default localStorage)
  timers?: Timers; // the cursor's clock, and the pause before coming back after the server closed the connection
}

const ACK_TIMEOUT_MS = 10_000;
/** How long a connection the server closed for flooding waits before it comes back (the flood window is 5 s). */
const SENT_AWAY_PAUSE_MS = 5_000;

const initialView = (): PartyView => ({
  status: 'connecting',
  error: null,
  puzzle: null,
  board: null,
  confirmed: null,
  seq: 0,
  you: null,
  players: [],
  holds: [],
  cursors: {},
  reveal: null,
  refused: null,
  connected: false,
});

export function createPartySession(options: PartySessionOptions): PartySession {
  const { partyId, token } = options;
  const socket = options.socket ?? createRealtimeSocket();
  const keys = options.keys ?? defaultKeyStore();
  const timers = options.timers ?? realTimers;
  const store = createStore<PartyView>(initialView);
  const { getState: view, setState: set } = store;

  let pending: PendingMove[] = [];
  let serial = 0;
  let joined = false; // the server answered a join in this socket session
  let name: string | undefined; // the name given, for joins after a reconnect
  let early = new Map<number, PartyMoved>(); // events that came before the ones between
  let syncing = false;
  let closed = false;

  /** The shown board after the server's board or the pending moves changed (with `more` in the same change: no half-updated view). */
  function show(confirmed: PartyBoard | null, seq: number, more: Partial<PartyView> = {}) {
    pending = stillPending(pending, seq);
    set({ ...more, confirmed, seq, board: confirmed && shownBoard(confirmed, pending) });
  }

  function takeSnapshot(snapshot: PartySnapshot, you?: PartyView['you']) {
    early = new Map([...early].filter(([seq]) => seq > snapshot.seq));
    const status = view().status === 'solved' || snapshot.status === 'solved' ? 'solved' : 'playing';
    const more = { status, error: null, puzzle: snapshot.puzzle, players: snapshot.players, holds: snapshot.holds } as const;
    show(boardFromWire(snapshot.board, snapshot.puzzle), snapshot.seq, you ? { ...more, you } : more);
    drainEarly();
  }

  /** The server's moves, strictly in order: the next one is applied, a later one waits and asks for those between. */
  function receive(moved: PartyMoved) {
    const { seq, confirmed } = view();
    if (!confirmed || moved.seq <= seq) return; // before the join's snapshot, or already applied
    if (moved.seq > seq + 1) {
      early.set(moved.seq, moved);
      sync();
      return;
    }
    const result = applyPartyMove(confirmed, moved.move);
    if (!result.ok) {
      void join(); // the server applied it, so this copy differs: take the server's board as a join answers it
      return;
    }
    show(result.board, moved.seq);
    drainEarly();
  }

  /** The next move if it is here already: an event that came early, or this player's own, acknowledged at that seq. */
  function drainEarly() {
    const seq = view().seq + 1;
    const next = early.get(seq) ?? ownMoved(seq);
    if (!next) return;
    early.delete(seq);
    receive(next);
  }

  function ownMoved(seq: number): PartyMoved | undefined {
    const own = pending.find((entry) => entry.appliedAt === seq);
    return own && { seq, playerId: view().you?.playerId ?? '', move: own.move, at: '' };
  }

  function sync() {
    if (syncing || !joined) return;
    syncing = true;
    socket.timeout(ACK_TIMEOUT_MS).emit('party:sync', { since: view().seq }, (error, answer) => {
      syncing = false;
      if (error || !answer.ok) return; // the next event with a gap asks again
      if ('snapshot' in answer) takeSnapshot(answer.snapshot);
      else answer.moves.forEach(receive);
    });
  }

  function send(entry: PendingMove) {
    entry.sent = true;
    socket.timeout(ACK_TIMEOUT_MS).emit('party:move', { seq: view().seq, move: entry.move }, (error, answer) => {
      if (!pending.includes(entry)) return;
      if (error) {
        // The answer was lost with the connection: whether it was applied, the server's board tells.
        pending = pending.filter((other) => other !== entry);
        show(view().confirmed, view().seq);
        return;
      }
      if (answer.ok) {
        // Applied at answer.seq: its event may be on its way, or the server may not echo it to its
        // player; once the server's board reaches the seq before it, this copy applies it itself.
        entry.appliedAt = answer.seq;
        show(view().confirmed, view().seq);
        drainEarly();
      } else {
        drop(entry, answer.refusal);
        if (answer.seq > view().seq) sync(); // refused on a board this copy has not seen yet
      }
    });
  }

  /** Moves made while the connection was down go now, on the board as it is. */
  function sendUnsent() {
    pending.filter((entry) => !entry.sent).forEach(send);
  }

  function drop(entry: PendingMove, refusal: string) {
    pending = pending.filter((other) => other !== entry);
    set({ refused: { serial: entry.serial, move: entry.move, refusal } });
    show(view().confirmed, view().seq);
  }

  function join(given?: string): Promise<void> {
    if (given !== undefined) name = given;
    const playerKey = readPlayerKey(keys, partyId) ?? undefined;
    const request = { partyId, token, ...(playerKey ? { playerKey } : {}), ...(name !== undefined ? { name } : {}) };
    return new Promise((resolve) => {
      socket.timeout(ACK_TIMEOUT_MS).emit('party:join', request, (error, answer) => {
        resolve();
        if (closed) return;
        if (error) {
          if (view().status === 'connecting') set({ status: 'error', error: 'The party did not answer. Check your connection and reload the page.' });
          return;
        }
        if (!answer.ok) {
          if (answer.needsName) set({ status: 'needs-name', error: given !== undefined ? answer.error : null });
          else {
            set({ status: 'error', error: answer.error || PARTY_NOT_FOUND });
            socket.disconnect();
          }
          return;
        }
        joined = true;
        keepPlayerKey(keys, partyId, answer.you.playerKey);
        takeSnapshot(answer.snapshot, { playerId: answer.you.playerId, host: answer.you.host });
        sendUnsent();
      });
    });
  }

  socket.on('connect', () => {
    set({ connected: true });
    if (!socket.recovered) joined = false; // a new session: the server knows this socket in no party
    if (joined) sendUnsent(); // recovered: the party's events missed meanwhile come by themselves
    else if (view().status !== 'needs-name') void join();
  });
  let cancelComeBack: (() => void) | null = null;
  socket.on('disconnect', (reason) => {
    set({ connected: false });
    // The server closed this connection (it sent too much, too fast: a flood). Socket.IO does not
    // reconnect by itself then; the party goes on after a pause, with fresh limits on the server.
    if (reason === 'io server disconnect' && !closed) cancelComeBack = timers.later(() => socket.connect(), SENT_AWAY_PAUSE_MS);
  });
  socket.on('connect_error', () => set({ connected: false }));
  socket.on('party:moved', receive);
  socket.on('party:players', (players) => {
    const present = new Set(players.filter((player) => player.online).map((player) => player.id));
    const cursors = Object.fromEntries(Object.entries(view().cursors).filter(([id]) => present.has(id)));
    set({ players, cursors });
  });
  socket.on('party:holds', (holds) => set({ holds }));
  socket.on('party:cursors', (batch) => {
    const others = batch.filter(({ playerId }) => playerId !== view().you?.playerId); // the room's batch has this player's own too
    if (others.length === 0) return;
    const at = timers.now();
    set({ cursors: { ...view().cursors, ...Object.fromEntries(others.map(({ playerId, x, y }) => [playerId, { x, y, at }])) } });
  });
  socket.on('party:solved', (reveal) => set({ status: 'solved', reveal }));
  socket.on('party:closed', ({ message }) => {
    set({ status: 'closed', error: message, holds: [], cursors: {} });
    socket.disconnect();
  });
  if (socket.connected) void join();

  const cursor = cursorThrottle((x, y) => socket.connected && joined && socket.emit('party:cursor', { x, y }), CURSORS_PER_SECOND, timers);

  async function hostAction(emit: (ack: (error: Error | null, answer: { ok: boolean; error?: string }) => void) => void) {
    await new Promise<void>((resolve, reject) =>
      emit((error, answer) => {
        if (error) reject(new Error('The party did not answer. Try again.'));
        else if (!answer.ok) reject(new Error(answer.error ?? 'That did not work.'));
        else resolve();
      }),
    );
  }

  return {
    store,
    join,
    move(move) {
      if (view().status !== 'playing' || !view().confirmed) return;
      const entry: PendingMove = { serial: ++serial, move, sent: false, appliedAt: null };
      pending.push(entry);
      show(view().confirmed, view().seq);
      if (socket.connected && joined) send(entry);
    },
    hold(piece) {
      if (socket.connected && joined) socket.emit('party:hold', { piece }, () => undefined);
    },
    release() {
      if (socket.connected && joined) socket.emit('party:release');
    },
    cursor: (x, y) => cursor.move(x, y),
    remove: (playerId) => hostAction((ack) => socket.timeout(ACK_TIMEOUT_MS).emit('party:remove', { playerId }, ack)),
    end: () => hostAction((ack) => socket.timeout(ACK_TIMEOUT_MS).emit('party:end', ack)),
    async replay() {
      const puzzle = view().puzzle;
      if (!puzzle) return null;
      try {
        const answer = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('party:replay', { partyId });
        return answer.ok ? { start: boardFromWire(answer.start, puzzle), moves: answer.moves } : null;
      } catch {
        return null;
      }
    },
    close() {
      closed = true;
      cancelComeBack?.();
      cursor.stop();
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
