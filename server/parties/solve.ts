import type { PartyBoard } from '../../game/rules/party';
import type { SolvedBody } from '../../contract/schemas/puzzles';
import { findPuzzle } from '../repos/puzzles';
import { kindOf } from '../puzzles/context';
import { replyToken } from '../puzzles/reply';
import { commitSolve } from '../puzzles/solve';
import type { PartyContext } from './context';
import { keepPartyBoard, parseBoard, partyMilestones } from './board';
import { findParty } from '../repos/parties';
import { revealedPresent } from '../store/reveal';

/**
 * The board a party's move solved is the gift's solve: everything a solo solve does (the gift
 * marked solved, the sender's mail, the milestones, the solved board kept as the puzzle's
 * progress), answering the reveal every player gets together.
 */
export async function solveWithParty(ctx: PartyContext, puzzleId: string, board: PartyBoard, seq: number): Promise<SolvedBody> {
  const puzzle = await findPuzzle(ctx.puzzles.db, puzzleId);
  if (!puzzle) throw new Error(`the puzzle of a solved party is gone: ${puzzleId}`);
  const reveal = await commitSolve(ctx.puzzles, puzzle, partyMilestones(board, seq), (trx, now) => keepPartyBoard(trx, puzzle, board, now));
  ctx.reached.delete(puzzleId);
  return reveal;
}

/**
 * The reveal again, for a player who comes back to a party that solved its puzzle (it reveals
 * nothing new). A solve that failed as the move made it (the database away a moment) is
 * committed now: the party's board is whole, so the gift is solved, once, whoever comes first.
 */
export async function revealOf(ctx: PartyContext, partyId: string): Promise<SolvedBody | null> {
  const party = await findParty(ctx.puzzles.db, partyId);
  if (!party || party.status !== 'solved') return null;
  const puzzle = await findPuzzle(ctx.puzzles.db, party.puzzleId);
  if (!puzzle) return null;
  if (puzzle.solvedAt === null) return solveWithParty(ctx, puzzle.id, parseBoard(party.board), party.seq);
  const card = await kindOf(ctx.puzzles, puzzle).back(ctx.puzzles.db, puzzle);
  return { message: puzzle.message, fontStyle: puzzle.fontStyle, card, replyToken: replyToken(ctx.puzzles.secret, puzzle.id), ...(await revealedPresent(ctx.puzzles.db, puzzle.id)) };
}
