import { PUZZLE_FOLDER } from '../../contract/puzzles';
import { puzzleConfirmationMail } from '../mail/templates/puzzle-confirmation';
import { puzzleGiftMail } from '../mail/templates/puzzle-gift';
import { puzzleSolvedMail } from '../mail/templates/puzzle-solved';
import type { Mail } from '../repos/outbox';
import type { PuzzleKind, PuzzlePeople } from './kind';

/** The photo gift: the sender's own photo under PUZZLE_FOLDER, played at /play/{id}; nothing beyond the message. */
export const giftPuzzles: PuzzleKind = {
  folder: PUZZLE_FOLDER,
  playPath: (id) => `/play/${id}`,
  solvedMail: (puzzle, homeLink) => puzzleSolvedMail({ ...puzzle, homeLink }),
  cardType: async () => null,
  back: async () => null,
  rsvp: async () => null,
};

/** The two mails a new gift sends: the link to the recipient, the watch link to the sender. */
export function giftMails(people: PuzzlePeople, links: { play: string; watch: string }): Mail[] {
  return [puzzleGiftMail({ ...people, playLink: links.play }), puzzleConfirmationMail({ ...people, watchLink: links.watch })];
}
