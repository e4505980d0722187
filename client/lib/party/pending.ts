/**
 * This player's moves the server has not yet confirmed, and the board they show: the
 * server's board with them applied on top, in the order they were made. A pending move
 * that no longer applies (someone else moved one of its tiles first) is simply left out:
 * the server will refuse it, and the board has already eased it back.
 */
import { applyPartyMove, type PartyBoard, type PartyMove } from '../../../game/rules/party';

export interface PendingMove {
  serial: number; // this session's count of moves made: how a refusal names the move
  move: PartyMove;
  sent: boolean; // false while the socket was down: sent once the party is joined again
  appliedAt: number | null; // the seq the server applied it at (its ack came), until `confirmed` reaches it
}

export function shownBoard(confirmed: PartyBoard, pending: readonly PendingMove[]): PartyBoard {
  let board = confirmed;
  for (const { move } of pending) {
    const result = applyPartyMove(board, move);
    if (result.ok) board = result.board;
  }
  return board;
}

/** The moves still to show once the server's board has reached `seq`: acknowledged ones it now holds go. */
export const stillPending = (pending: readonly PendingMove[], seq: number): PendingMove[] =>
  pending.filter((entry) => entry.appliedAt === null || entry.appliedAt > seq);
