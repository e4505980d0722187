import type { PartyMove } from '../../game/rules/party';
import type { PartyJoinRequest, PartyPlayer, PartyReplayAck, PartySnapshot } from '../../contract/party';
import type { SolvedBody } from '../../contract/schemas/puzzles';
import { listPartyPlayers } from '../repos/party-players';
import { findOpenParty, findParty } from '../repos/parties';
import type { PuzzleContext } from '../puzzles/context';
import { createPartyContext } from './context';
import { dropIdleHolds, holdPiece, releaseHold, touchHold, type HoldResult, type IdleSweep } from './holds';
import { replayParty, syncParty, type Synced } from './history';
import { endParty, removePlayer } from './host';
import { joinParty, type Joined } from './join';
import { playMove, type Played } from './play';
import { partyPlayers, partySnapshot } from './snapshot';
import { revealOf, solveWithParty } from './solve';
import { startParty, type StartedParty } from './start';
import type { PartyMoveNote } from './turns';

/** Who is connected to a party now (the realtime layer answers it from its room). */
export type Online = () => Promise<ReadonlySet<string>>;

/** Solve together without Socket.IO: what the party route and the party's socket handlers call. */
export interface PartyService {
  start(puzzleId: string, ip: string): Promise<StartedParty>;
  join(request: PartyJoinRequest): Promise<Joined>;
  move(partyId: string, playerId: string, seq: number, move: PartyMove): Promise<Played>;
  /** After a move solved the board: the gift's solve, answering the reveal. */
  solve(played: Played): Promise<SolvedBody | null>;
  hold(partyId: string, playerId: string, piece: number): Promise<HoldResult>;
  release(partyId: string, playerId: string): Promise<HoldResult>;
  touch(partyId: string, playerId: string): Promise<HoldResult>;
  /** A move another process stored: this process's next move on that party is refereed on it. */
  learn(note: PartyMoveNote): void;
  /** Drops the holds gone idle: the outlines when they changed, and when to look again. */
  dropIdleHolds(partyId: string): Promise<IdleSweep>;
  sync(partyId: string, since: number, online: Online): Promise<Synced>;
  replay(partyId: string, allowed: (puzzleId: string) => boolean): Promise<PartyReplayAck | null>;
  remove: typeof removePlayer extends (ctx: never, ...rest: infer A) => infer R ? (...rest: A) => R : never;
  end: typeof endParty extends (ctx: never, ...rest: infer A) => infer R ? (...rest: A) => R : never;
  /** The snapshot of a party (any status), or null. */
  snapshot(partyId: string, online: Online): Promise<PartySnapshot | null>;
  /** The snapshot of the puzzle's open party, for its watchers, or null. */
  openSnapshot(puzzleId: string, online: (partyId: string) => Promise<ReadonlySet<string>>): Promise<PartySnapshot | null>;
  /** The players still in a party, online as `online` says. */
  players(partyId: string, online: ReadonlySet<string>): Promise<PartyPlayer[]>;
  /** The reveal for a player back in a solved party (the gift's solve committed now if it failed before). */
  reveal(partyId: string): Promise<SolvedBody | null>;
}

/** `optimisticTries`: see PartyContext (tests only). */
export function createPartyService(puzzles: PuzzleContext, optimisticTries?: number): PartyService {
  const ctx = createPartyContext(puzzles, optimisticTries);
  return {
    start: (puzzleId, ip) => startParty(ctx, puzzleId, ip),
    join: (request) => joinParty(ctx, request),
    move: (partyId, playerId, seq, move) => playMove(ctx, partyId, playerId, seq, move),
    solve: async (played) => (played.solved && played.puzzleId && played.ack.ok ? solveWithParty(ctx, played.puzzleId, played.solved, played.ack.seq) : null),
    hold: (partyId, playerId, piece) => holdPiece(ctx, partyId, playerId, piece),
    release: (partyId, playerId) => releaseHold(ctx, partyId, playerId),
    touch: (partyId, playerId) => touchHold(ctx, partyId, playerId),
    dropIdleHolds: (partyId) => dropIdleHolds(ctx, partyId),
    learn: (note) => ctx.turns.learn(note),
    sync: (partyId, since, online) => syncParty(ctx, partyId, since, online),
    replay: (partyId, allowed) => replayParty(ctx, partyId, allowed),
    remove: (partyId, hostId, playerId) => removePlayer(ctx, partyId, hostId, playerId),
    end: (partyId, hostId) => endParty(ctx, partyId, hostId),
    snapshot: async (partyId, online) => {
      const party = await findParty(puzzles.db, partyId);
      return party ? partySnapshot(ctx, puzzles.db, party, await online()) : null;
    },
    openSnapshot: async (puzzleId, online) => {
      const party = await findOpenParty(puzzles.db, puzzleId);
      return party ? partySnapshot(ctx, puzzles.db, party, await online(party.id)) : null;
    },
    players: async (partyId, online) => partyPlayers(await listPartyPlayers(puzzles.db, partyId), online),
    reveal: (partyId) => revealOf(ctx, partyId),
  };
}
