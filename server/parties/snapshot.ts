import { expired, release, type Holds } from '../../game/rules/party';
import type { PartyPlayer, PartyPuzzle, PartySnapshot } from '../../contract/party';
import type { Db } from '../db/open';
import type { PartyPlayerRecord } from '../repos/party-players';
import { listPartyPlayers } from '../repos/party-players';
import type { PartyRecord } from '../repos/parties';
import { findPuzzle, type Puzzle } from '../repos/puzzles';
import { boardImageUrl } from '../puzzles/board-image';
import { jigsawBoardInfo } from '../puzzles/jigsaw';
import type { PartyContext } from './context';
import { boardToWire } from '../../contract/party-board';
import { holdsWire, parseBoard, parseHolds } from './board';

/** What a player draws the board with: picture and shape, never the message nor an e-mail address. */
export function partyPuzzle(ctx: PartyContext, puzzle: Puzzle): PartyPuzzle {
  const jigsaw = puzzle.puzzleType === 'jigsaw' ? jigsawBoardInfo(puzzle, null) : null;
  return {
    puzzleId: puzzle.id,
    imageUrl: boardImageUrl(ctx.puzzles, puzzle),
    width: puzzle.width,
    height: puzzle.height,
    puzzleType: puzzle.puzzleType,
    gridSize: puzzle.gridSize,
    jigsaw: jigsaw && { pieces: jigsaw.pieces, rows: jigsaw.rows, columns: jigsaw.columns, seed: jigsaw.seed, rotation: jigsaw.rotation },
    senderName: puzzle.senderName,
    recipientName: puzzle.recipientName,
    isPublic: puzzle.isPublic,
  };
}

/** The players still in the party, in the order they joined, online as `online` says. */
export function partyPlayers(players: readonly PartyPlayerRecord[], online: ReadonlySet<string>): PartyPlayer[] {
  return players
    .filter((player) => !player.removed)
    .map((player) => ({ id: player.id, name: player.name, colour: player.colour, host: player.host, online: online.has(player.id) }));
}

/** The holds still alive at `now` (an idle one is as good as dropped). */
export function liveHolds(holds: Holds, now: number): Holds {
  return expired(holds, now).reduce<Holds>((left, player) => release(left, player), holds);
}

/** Everything a joiner (or a watcher) needs to draw the party as it is. */
export async function partySnapshot(ctx: PartyContext, db: Db, party: PartyRecord, online: ReadonlySet<string>): Promise<PartySnapshot> {
  const [puzzle, players] = await Promise.all([findPuzzle(db, party.puzzleId), listPartyPlayers(db, party.id)]);
  if (!puzzle) throw new Error(`party ${party.id} has no puzzle`); // the foreign key cascades: cannot happen
  return {
    partyId: party.id,
    status: party.status,
    seq: party.seq,
    board: boardToWire(parseBoard(party.board)),
    players: partyPlayers(players, online),
    holds: holdsWire(liveHolds(parseHolds(party.holds), ctx.puzzles.clock())),
    puzzle: partyPuzzle(ctx, puzzle),
  };
}
