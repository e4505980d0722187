import type { ImageOptions } from '../images/process';
import type { Mail } from '../repos/outbox';
import type { Puzzle } from '../repos/puzzles';

/** Who a puzzle is from and for: what its mails are addressed with. */
export type PuzzlePeople = Pick<Puzzle, 'senderName' | 'senderEmail' | 'recipientName' | 'recipientEmail'>;

/**
 * What differs between kinds of puzzle that are otherwise sent, played and
 * watched alike (the photo gift today; AI-made puzzle cards are next): where the
 * picture is stored, how it is made safe, and what the mails say.
 */
export interface PuzzleKind {
  folder: string; // in app.storage, served at /media/<folder>/<file>
  imageOptions: ImageOptions;
  mails: {
    invitation(people: PuzzlePeople, playLink: string): Mail; // to the recipient
    confirmation(people: PuzzlePeople, watchLink: string): Mail; // to the sender, with the private watch link
    solved(people: PuzzlePeople, homeLink: string): Mail; // the receipt to the sender, only with consent
  };
}
