import type { CardType } from '../../game/rules/cards';
import type { CardBack, Rsvp } from '../../contract/schemas/cards';
import type { Db } from '../db/open';
import type { Mail } from '../repos/outbox';
import type { Puzzle } from '../repos/puzzles';

/** Who a puzzle is from and for: what its mails are addressed with. */
export type PuzzlePeople = Pick<Puzzle, 'senderName' | 'senderEmail' | 'recipientName' | 'recipientEmail'>;

/**
 * What differs between kinds of puzzle that are otherwise played, solved and
 * watched alike (the photo gift, the AI puzzle card): where the picture is stored,
 * the recipient's page, the sender's receipt, and what a card adds to the board,
 * the solve and the watch page. Each kind creates its puzzles itself.
 */
export interface PuzzleKind {
  folder: string; // in app.storage, served at /media/<folder>/<file>
  playPath(id: string): string; // the recipient's page
  invitationMail(db: Db, puzzle: Puzzle, playLink: string): Promise<Mail>; // the recipient's mail, as it stands now
  solvedMail(puzzle: Puzzle, homeLink: string): Mail; // the receipt to the sender, only with consent
  cardType(db: Db, puzzleId: string): Promise<CardType | null>; // null for a gift
  back(db: Db, puzzle: Puzzle): Promise<CardBack | null>; // what a replayed solve unlocks besides the message
  rsvp(db: Db, puzzleId: string): Promise<Rsvp | null>; // an invitation's answer, for the watch page
}
