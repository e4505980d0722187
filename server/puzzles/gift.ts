import { PUZZLE_FOLDER } from '../../contract/puzzles';
import { formatArrival, isScheduledLater } from '../../game/rules/delivery';
import { puzzleConfirmationMail } from '../mail/templates/puzzle-confirmation';
import { puzzleGiftMail } from '../mail/templates/puzzle-gift';
import { puzzleSolvedMail } from '../mail/templates/puzzle-solved';
import type { NewPuzzle, Puzzle } from '../repos/puzzles';
import type { NewPuzzleMails } from './create';
import type { PuzzleKind } from './kind';

/** The photo gift: the sender's own photo under PUZZLE_FOLDER, played at /play/{id}; nothing beyond the message. */
export const giftPuzzles: PuzzleKind = {
  folder: PUZZLE_FOLDER,
  playPath: (id) => `/play/${id}`,
  invitationMail: async (_db, puzzle, playLink) => puzzleGiftMail({ ...puzzle, playLink }),
  solvedMail: (puzzle, homeLink) => puzzleSolvedMail({ ...puzzle, homeLink }),
  cardType: async () => null,
  back: async () => null,
  rsvp: async () => null,
};

/** When a scheduled puzzle arrives, as its sender's mails say it; null when it goes out at once. */
export function arrivalText(puzzle: Pick<Puzzle, 'sendAt' | 'createdAt' | 'timeZone'>): string | null {
  return isScheduledLater(puzzle.sendAt, puzzle.createdAt) ? formatArrival(puzzle.sendAt, puzzle.timeZone) : null;
}

/** The two mails a new gift sends: the link to the recipient, the watch link to the sender. */
export function giftMails(puzzle: NewPuzzle, links: { play: string; watch: string }): NewPuzzleMails {
  return {
    recipient: puzzleGiftMail({ ...puzzle, playLink: links.play }),
    sender: [puzzleConfirmationMail({ ...puzzle, watchLink: links.watch, arrival: arrivalText(puzzle) })],
  };
}
