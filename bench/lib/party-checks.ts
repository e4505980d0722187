import { sameBoard } from '../../game/rules/party';
import { connectPostgres, connectSqlite, DATABASE_FILE, type Db } from '../../server/db/open';
import { parseBoard } from '../../server/parties/board';
import { findParty, partyMovesAfter } from '../../server/repos/parties';
import type { Deployment } from './deployment';
import type { PlayerReport } from './party-player';

/** What the players' copies and the server's board and move log say, compared. */
export interface PartyVerdict {
  players: number;
  moves: number; // in the server's logs
  differing: number; // players whose board (or seq) is not the server's at the end
  lost: number; // moves answered "applied at seq s" that the server's log does not hold at s for that player
  twice: number; // a player's log entries beyond the moves it sent and did not see refused: a move applied twice
  missed: number; // log entries a player never applied (a copy caught up by a snapshot is not counted)
  gaps: number; // seqs missing from a server's log (1..seq)
  snapshots: number; // catch-ups answered with a whole board instead of moves
  unanswered: number;
  disconnects: number; // connections lost (a killed process, or a ping timeout on a starved machine)
  disconnectReasons: Record<string, number>;
  refused: Record<string, number>;
}

/** Reads each party's board and move log from the deployment's database and judges every player's report by them. */
export async function judgeParties(deployment: Deployment, reports: readonly PlayerReport[]): Promise<PartyVerdict> {
  const db: Db = deployment.databaseUrl ? connectPostgres(deployment.databaseUrl) : connectSqlite(`${deployment.dataDirs[0]}/${DATABASE_FILE}`);
  const verdict: PartyVerdict = { players: reports.length, moves: 0, differing: 0, lost: 0, twice: 0, missed: 0, gaps: 0, snapshots: 0, unanswered: 0, disconnects: 0, disconnectReasons: {}, refused: {} };
  try {
    const byParty = new Map<string, PlayerReport[]>();
    for (const report of reports) byParty.set(report.partyId, [...(byParty.get(report.partyId) ?? []), report]);
    for (const [partyId, players] of byParty) {
      const party = await findParty(db, partyId);
      if (!party) throw new Error(`party ${partyId} is not in the database`);
      const log = await partyMovesAfter(db, partyId, 0);
      const board = parseBoard(party.board);
      verdict.moves += log.length;
      verdict.gaps += party.seq - new Set(log.map((entry) => entry.seq)).size;
      const bySeq = new Map(log.map((entry) => [entry.seq, entry]));
      for (const player of players) {
        if (!player.board || player.diverged || player.seq !== party.seq || !sameBoard(player.board, board)) verdict.differing += 1;
        verdict.lost += player.acked.filter((seq) => bySeq.get(seq)?.playerId !== player.playerId).length;
        const logged = log.filter((entry) => entry.playerId === player.playerId).length;
        const refused = Object.values(player.refused).reduce((sum, count) => sum + count, 0);
        verdict.twice += Math.max(0, logged - (player.sent - refused)); // every move it sent and did not see refused, at most once
        // Every player joined before the first move: its copy must have applied every one of them.
        const applied = new Set(player.applied);
        if (player.snapshots === 0) verdict.missed += log.filter((entry) => !applied.has(entry.seq)).length;
        verdict.snapshots += player.snapshots;
        verdict.unanswered += player.sent - refused - player.acked.length; // cut off with a connection, or not answered by the end
        verdict.disconnects += player.disconnects;
        for (const [why, count] of Object.entries(player.disconnectReasons)) verdict.disconnectReasons[why] = (verdict.disconnectReasons[why] ?? 0) + count;
        for (const [why, count] of Object.entries(player.refused)) verdict.refused[why] = (verdict.refused[why] ?? 0) + count;
      }
    }
    return verdict;
  } finally {
    await db.destroy();
  }
}
