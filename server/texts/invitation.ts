import type { TextSent } from '../../contract/texts';
import type { NewPuzzleMails } from '../puzzles/create';
import type { NewPuzzle } from '../repos/puzzles';
import type { TextChoice } from './choice';
import { recipientText } from './queue';

/**
 * A new puzzle's messages as its sender chose to send them: the recipient's mail only when it goes
 * by e-mail, its text only when it goes by text. The sender's own mails are the same either way.
 */
export function sentAsChosen(mails: NewPuzzleMails, choice: TextChoice, puzzle: Pick<NewPuzzle, 'senderName' | 'kind'>, playLink: string): NewPuzzleMails {
  return {
    ...mails,
    recipient: choice.byEmail ? mails.recipient : null,
    ...(choice.phone ? { text: recipientText(choice.phone, puzzle, playLink) } : {}),
  };
}

/** What the create answers about the text: nothing when it went by e-mail only. */
export function textSentOf(choice: TextChoice, byServer: boolean): { text?: TextSent } {
  return choice.phone ? { text: { phone: choice.phone, byServer } } : {};
}
