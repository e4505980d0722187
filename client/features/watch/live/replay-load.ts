import type { PartyPuzzle, PartyReplayAck } from '../../../../contract/party';
import { boardFromWire } from '../../../../contract/party-board';
import type { Replay } from '../../party/replay/replay-frames';

/** The watch socket's replay answer as the replay plays it (its board from the wire), or null when refused or unanswered. */
export function replayFromAck(answer: PartyReplayAck | null, puzzle: PartyPuzzle): Replay | null {
  if (!answer || !answer.ok) return null;
  return { start: boardFromWire(answer.start, puzzle), moves: answer.moves };
}
