/**
 * The replay as frames: the board after each stored move, from the deal, through the same rules as
 * the referee (applyPartyMove), and when each frame shows (replaySchedule: at most 20 s). Pure.
 */
import type { PartyMoved } from '../../../../contract/party';
import { applyPartyMove, replaySchedule, type PartyBoard } from '../../../../game/rules/party';

export interface Replay {
  start: PartyBoard;
  moves: PartyMoved[];
}

export interface ReplayFrames {
  boards: PartyBoard[]; // [0] the deal, then one per move
  times: number[]; // ms from the start: when boards[i + 1] shows (boards[0] shows at once)
  length: number; // ms: the whole time-lapse
}

/** Every board of the replay, in order. A stored move the rules no longer take (there should be none) is skipped, not fatal. */
export function replayFrames({ start, moves }: Replay, maxMs?: number): ReplayFrames {
  const ordered = moves.slice().sort((a, b) => a.seq - b.seq);
  const boards: PartyBoard[] = [start];
  const at: number[] = [];
  for (const moved of ordered) {
    const result = applyPartyMove(boards[boards.length - 1] as PartyBoard, moved.move);
    if (!result.ok) continue;
    boards.push(result.board);
    const time = Date.parse(moved.at);
    at.push(Number.isFinite(time) ? time : (at[at.length - 1] ?? 0));
  }
  const times = replaySchedule(at, maxMs);
  return { boards, times, length: times[times.length - 1] ?? 0 };
}

/** The frame to show `elapsed` ms into the replay: the last one whose time has come. */
export function frameAt(frames: ReplayFrames, elapsed: number): number {
  let index = 0;
  while (index < frames.times.length && (frames.times[index] as number) <= elapsed) index += 1;
  return index;
}
