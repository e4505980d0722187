/**
 * Solve together (issue 20): one gift's or card's board shared by up to 20 people, the server
 * as referee (game/rules/party/). The recipient starts a party over HTTP; everyone then plays
 * over Socket.IO (the event maps below join those of contract/realtime.ts).
 *
 * POST /api/puzzles/:id/party   → 201 PartyStarted: a party for this puzzle (the one already open, if any),
 *                                  with a host key for this device. 409 'already-solved' on a solved puzzle.
 * The invite link is `${PUBLIC_URL}/together/${partyId}#${inviteToken}`: the token travels in the
 * fragment, so it is never in a server's log or a Referer; the page hands it over in 'party:join'.
 * The recipient's own /play link is never the one shared.
 */
import type { JigsawSave } from '../game/rules/jigsaw';
import type { PartyMove } from '../game/rules/party';
import type { SolvedBody } from './schemas/puzzles';

export const PARTY_PATH = '/together';
export const partyLink = (publicUrl: string, partyId: string, inviteToken: string): string => `${publicUrl}${PARTY_PATH}/${partyId}#${inviteToken}`;

export interface PartyStarted {
  partyId: string;
  inviteToken: string; // at least 128 bits, base64url
  hostKey: string; // this device's key as the party's host: remove players, end the party
}

/** The board as it travels: a tile swap's order, or a jigsaw's save (game/rules/party/board.ts). */
export type PartyBoardWire = { kind: 'swap'; order: number[] } | { kind: 'jigsaw'; save: JigsawSave };

export interface PartyPlayer {
  id: string;
  name: string;
  colour: string;
  host: boolean;
  online: boolean;
}

/** What a player needs to draw the board: the puzzle's picture and shape, never its message or an e-mail address. */
export interface PartyPuzzle {
  puzzleId: string;
  imageUrl: string;
  width: number;
  height: number;
  puzzleType: 'swap' | 'jigsaw';
  gridSize: number; // a tile swap's side
  jigsaw: { pieces: number; rows: number; columns: number; seed: number; rotation: boolean } | null;
  senderName: string;
  recipientName: string;
  isPublic: boolean; // the sender allowed sharing: a private picture is watermarked and cannot be dragged out
}

export interface PartySnapshot {
  partyId: string;
  status: 'open' | 'solved' | 'ended';
  seq: number; // moves applied so far
  board: PartyBoardWire;
  players: PartyPlayer[];
  holds: PartyHold[];
  puzzle: PartyPuzzle;
}

/**
 * The message every player gets together once the board is whole. Only the recipient's (the
 * host's) carries the reply token: a guest may not answer the sender as the recipient.
 */
export type PartyReveal = Omit<SolvedBody, 'replyToken'> & { replyToken?: string };

/** Where a player points, in the board's units (a swap: fractions of the board; a jigsaw: cells). */
export interface PartyCursor {
  playerId: string;
  x: number;
  y: number;
}

export interface PartyHold {
  playerId: string;
  pieces: number[];
}

/** One applied move, as every player and watcher receives it, in `seq` order. */
export interface PartyMoved {
  seq: number;
  playerId: string;
  move: PartyMove;
  at: string; // ISO 8601
}

export type PartyJoinRequest = {
  partyId: string;
  token: string; // the invite token (a guest) or the host key (the recipient)
  playerKey?: string; // this device's key from an earlier join: the same player again (a reload, a new tab)
  name?: string; // a new guest's name
};

export type PartyJoinAck =
  | { ok: true; snapshot: PartySnapshot; you: { playerId: string; playerKey: string; host: boolean } }
  | { ok: false; error: string; needsName?: boolean };

export type PartyMoveAck =
  | { ok: true; seq: number }
  | { ok: false; refusal: 'conflict' | 'invalid' | 'held' | 'closed' | 'too-fast'; error: string; seq: number };

/** Catch-up after a gap: the moves after `since`, or (too far behind) the whole snapshot. */
export type PartySyncAck = { ok: true; moves: PartyMoved[] } | { ok: true; snapshot: PartySnapshot } | { ok: false; error: string };

export type PartyAck = { ok: true } | { ok: false; error: string };

/** The replay: every move from the deal, with the board it started from. */
export type PartyReplayAck = { ok: true; start: PartyBoardWire; moves: PartyMoved[] } | { ok: false; error: string };

export const PARTY_NOT_FOUND = 'This party link is not valid, or the party has ended.';
export const PARTY_REMOVED = 'The host removed you from this party.';
export const PARTY_ENDED = 'The host ended this party.';

export interface PartyClientEvents {
  'party:join': (request: PartyJoinRequest, ack: (answer: PartyJoinAck) => void) => void;
  'party:move': (request: { seq: number; move: PartyMove }, ack: (answer: PartyMoveAck) => void) => void;
  /** Where this player points, in the board's units (a swap: fractions of the board; a jigsaw: cells). At most 20 a second. */
  'party:cursor': (at: { x: number; y: number }) => void;
  'party:hold': (request: { piece: number }, ack: (answer: PartyAck) => void) => void; // a tile chosen, a group picked up
  'party:release': () => void;
  'party:sync': (request: { since: number }, ack: (answer: PartySyncAck) => void) => void;
  'party:replay': (request: { partyId: string }, ack: (answer: PartyReplayAck) => void) => void;
  'party:remove': (request: { playerId: string }, ack: (answer: PartyAck) => void) => void; // the host only
  'party:end': (ack: (answer: PartyAck) => void) => void; // the host only
}

export interface PartyServerEvents {
  'party:moved': (moved: PartyMoved) => void;
  'party:players': (players: PartyPlayer[]) => void;
  /** The latest cursor of each player who moved, batched: at most one a party every 50 ms from each process. Includes the receiver's own. */
  'party:cursors': (cursors: PartyCursor[]) => void;
  'party:holds': (holds: PartyHold[]) => void;
  /** The board is whole: every player gets the message together. */
  'party:solved': (reveal: PartyReveal) => void;
  'party:closed': (why: { reason: 'ended' | 'removed'; message: string }) => void;
}
