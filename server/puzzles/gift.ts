import { PUZZLE_FOLDER } from '../../contract/puzzles';
import { PUZZLE_PHOTO_OPTIONS } from '../images/process';
import { puzzleConfirmationMail } from '../mail/templates/puzzle-confirmation';
import { puzzleGiftMail } from '../mail/templates/puzzle-gift';
import { puzzleSolvedMail } from '../mail/templates/puzzle-solved';
import type { PuzzleKind } from './kind';

/** The photo gift: the sender's own photo, stored under PUZZLE_FOLDER, with the gift's three mails. */
export const giftPuzzles: PuzzleKind = {
  folder: PUZZLE_FOLDER,
  imageOptions: PUZZLE_PHOTO_OPTIONS,
  mails: {
    invitation: (people, playLink) => puzzleGiftMail({ ...people, playLink }),
    confirmation: (people, watchLink) => puzzleConfirmationMail({ ...people, watchLink }),
    solved: (people, homeLink) => puzzleSolvedMail({ ...people, homeLink }),
  },
};
