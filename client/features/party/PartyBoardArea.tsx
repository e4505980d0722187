import type { PartyPuzzle } from '../../../contract/party';
import type { PartySession } from '../../lib/party/session';
import { PartyJigsaw } from './jigsaw/PartyJigsaw';
import { PartySwapBoard } from './PartySwapBoard';

interface PartyBoardAreaProps {
  session: PartySession;
  puzzle: PartyPuzzle;
  privateMode: boolean;
  label?: string;
  maxWidth: number;
}

/** A party's board of either kind: the tile swap together here, the jigsaw together from ./jigsaw (the table takes the column's width). */
export function PartyBoardArea({ session, puzzle, privateMode, label, maxWidth }: PartyBoardAreaProps) {
  if (puzzle.puzzleType === 'jigsaw') return <PartyJigsaw session={session} privateMode={privateMode} {...(label !== undefined && { label })} />;
  return <PartySwapBoard session={session} puzzle={puzzle} privateMode={privateMode} maxWidth={maxWidth} {...(label !== undefined && { label })} />;
}
