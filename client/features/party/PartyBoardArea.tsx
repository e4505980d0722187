import type { PartyPuzzle } from '../../../contract/party';
import type { PartySession } from '../../lib/party/session';
import { PartySwapBoard } from './PartySwapBoard';

interface PartyBoardAreaProps {
  session: PartySession;
  puzzle: PartyPuzzle;
  privateMode: boolean;
  label?: string;
  maxWidth: number;
}

/** A party's board of either kind: the tile swap together here, the jigsaw together from ./jigsaw. */
export function PartyBoardArea({ session, puzzle, privateMode, label, maxWidth }: PartyBoardAreaProps) {
  if (puzzle.puzzleType === 'jigsaw') {
    return <p className="form-note party-board__pending">The jigsaw together is coming soon: for now, solve this one on your own.</p>;
  }
  return <PartySwapBoard session={session} puzzle={puzzle} privateMode={privateMode} maxWidth={maxWidth} {...(label !== undefined && { label })} />;
}
