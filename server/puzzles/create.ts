import type { DeliveryChoice } from '../../contract/schemas/delivery';
import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { assertNotThrottled, countAttempt } from '../auth/throttle';
import { admitRecipient, assertRecipientAccepts, DEFAULT_RECIPIENT_DAILY_LIMIT } from '../consent/check';
import { consentKeys } from '../consent/keys';
import { saveRecipientAsContact } from '../contacts/on-send';
import type { Db } from '../db/open';
import { PUZZLE_PHOTO_OPTIONS } from '../images/process';
import { assertSenderNotBlocked } from '../moderation/sender-check';
import { discardPicture, moveIntoStorage } from '../images/store-picture';
import { pictureFiles } from '../images/variants';
import { enqueueMail, type Mail } from '../repos/outbox';
import { insertPuzzle, setGiftMail, type NewPuzzle, type Puzzle } from '../repos/puzzles';
import { randomFileName } from '../storage/names';
import { playLink, type PuzzleContext } from './context';
import { resolveDelivery, type Delivery } from './delivery-choice';
import { arrivalText, giftMails } from './gift';
import { assertCountOffered, type BoardChoice } from './jigsaw-choice';
import { repliedPuzzle } from './reply';
import { hashWatchToken, newPuzzleId, newShuffleSeed, newWatchToken } from './tokens';
import { attachChosenPresent } from '../store/attach';
import { EMAIL_ONLY, type TextChoice } from '../texts/choice';
import { sentAsChosen, textSentOf } from '../texts/invitation';
import { queueRecipientText, type RecipientText } from '../texts/queue';

/** What the sender chose, checked and typed (the form's text is turned into this by the route). */
export type NewPuzzleDetails = Pick<
  Puzzle,
  'message' | 'gridSize' | 'fontStyle' | 'isPublic' | 'senderName' | 'senderEmail' | 'recipientName' | 'recipientEmail' | 'consent'
> &
  BoardChoice;

/** A new puzzle's mails: the recipient's (due at the puzzle's sendAt) and the sender's (at once); its text when it goes by text. */
export interface NewPuzzleMails {
  recipient: Mail | null; // null: it goes by text only
  sender: readonly Mail[];
  text?: RecipientText; // server/texts/: to the recipient's phone
}

export interface NewPuzzleInput extends NewPuzzleDetails {
  picture: string; // the path of the upload's temp file, untrusted bytes; made safe before anything is stored
  delivery: DeliveryChoice | undefined; // when it goes out; undefined: now
  ownerUserId: string | null; // the signed-in sender
  replyToken: string | undefined; // answers a gift: it goes to that gift's sender, whatever recipient was typed
  presentId?: string; // a present of the gift store (checked by the route), attached in the puzzle's transaction
  text?: TextChoice; // by e-mail, text or both (server/texts/choice.ts); absent: by e-mail
}

/** 429 when this address has created many puzzles lately (each one sends mail). Call before reading the upload. */
export async function assertMayCreate(ctx: PuzzleContext, ip: string): Promise<void> {
  await assertNotThrottled(ctx.db, 'puzzle', ip, ctx.clock());
}

/** A new puzzle of any kind around a stored picture, and its sender's watch token (never stored). */
export function newPuzzle(
  ctx: PuzzleContext,
  details: NewPuzzleDetails & Delivery & Pick<Puzzle, 'kind' | 'imageFile' | 'width' | 'height' | 'ownerUserId'> & Partial<Pick<Puzzle, 'replyTo'>>,
): { puzzle: NewPuzzle; watchToken: string; links: { play: string; watch: string } } {
  const watchToken = newWatchToken();
  const puzzle: NewPuzzle = {
    replyTo: null,
    ...details,
    id: newPuzzleId(),
    shuffleSeed: newShuffleSeed(),
    watchTokenHash: hashWatchToken(watchToken),
    createdAt: ctx.clock(),
  };
  const links = {
    play: playLink(ctx, puzzle),
    watch: `${ctx.publicUrl}/watch/${puzzle.id}#${watchToken}`,
  };
  return { puzzle, watchToken, links };
}

/**
 * Stores a new puzzle with its mails, whatever else its kind writes (`also`) and
 * the sender's throttle count, in one transaction: all of it or nothing. The
 * recipient's mail waits in the outbox until the chosen time; the puzzle keeps
 * its id, so it can be changed or withdrawn until then. A text goes with it (server/texts/queue.ts);
 * answers whether the server sends that text itself.
 */
export async function commitPuzzle(
  ctx: PuzzleContext,
  puzzle: NewPuzzle,
  mails: NewPuzzleMails,
  ip: string,
  also: (trx: Db) => Promise<void> = async () => {},
): Promise<boolean> {
  const texted = await ctx.db.transaction().execute(async (trx) => {
    await assertSenderNotBlocked(trx, ctx.secret, puzzle.senderEmail, puzzle.ownerUserId); // 403 once an admin blocked them
    // 422 for a recipient who said no, 429 past their daily limit; the send is counted with the puzzle.
    if (mails.recipient) await admitRecipient(trx, consentKeys(ctx.secret), puzzle.recipientEmail, puzzle.createdAt, ctx.recipientDailyLimit ?? DEFAULT_RECIPIENT_DAILY_LIMIT);
    await insertPuzzle(trx, puzzle);
    await saveRecipientAsContact(trx, puzzle); // a member's recipient becomes their contact, with the send
    await also(trx);
    const about = { puzzleId: puzzle.id, purpose: 'gift' } as const;
    if (mails.recipient) await setGiftMail(trx, puzzle.id, await enqueueMail(trx, mails.recipient, puzzle.createdAt, { dueAt: puzzle.sendAt, about }));
    for (const mail of mails.sender) await enqueueMail(trx, mail, puzzle.createdAt);
    await countAttempt(trx, 'puzzle', ip, puzzle.createdAt);
    return mails.text ? queueRecipientText(trx, ctx, puzzle, mails.text) : false;
  });
  ctx.kickOutbox();
  return texted;
}

/**
 * A photo gift: makes the photo safe, checks a jigsaw's count against its stored size,
 * moves it and its smaller WebP copies into storage, then stores the puzzle and both
 * mails together. Whatever fails leaves no row, no file and no mail behind.
 */
export async function createGift(ctx: PuzzleContext, input: NewPuzzleInput, ip: string): Promise<CreatedPuzzle> {
  const { picture, delivery: choice, replyToken, presentId, text = EMAIL_ONLY, ...typed } = input;
  const delivery = resolveDelivery(choice, ctx.clock()); // before the photo's work: a wrong time is a quick 400
  const answered = replyToken === undefined ? null : await repliedPuzzle(ctx, replyToken);
  const details = answered
    ? { ...typed, recipientName: answered.senderName, recipientEmail: answered.senderEmail, replyTo: answered.id }
    : typed;
  await assertRecipientAccepts(ctx.db, consentKeys(ctx.secret), details.recipientEmail); // before the photo's work; checked again in the commit
  await assertSenderNotBlocked(ctx.db, ctx.secret, details.senderEmail, details.ownerUserId); // before the photo's work; checked again in the commit
  const image = await ctx.pictures.process(picture, PUZZLE_PHOTO_OPTIONS);
  try {
    assertCountOffered(details, image.width, image.height, 'photo'); // judged on the stored size, before anything is stored
    await ctx.screenPhoto?.(image); // MODERATE_UPLOADS: a flagged photo is refused (422) before it is stored
  } catch (error) {
    await discardPicture(image);
    throw error;
  }
  const folder = ctx.kinds.gift.folder;
  const imageFile = randomFileName(image.extension);
  const files = pictureFiles(imageFile, image);
  await moveIntoStorage(ctx.storage, folder, files); // all of them or none, and no temp file left
  try {
    const { puzzle, watchToken, links } = newPuzzle(ctx, { ...details, ...delivery, kind: 'gift', imageFile, width: image.width, height: image.height });
    const texted = await commitPuzzle(ctx, puzzle, sentAsChosen(giftMails(puzzle, links), answered ? EMAIL_ONLY : text, puzzle, links.play), ip, (trx) => attachChosenPresent(trx, puzzle.id, presentId));
    return { id: puzzle.id, watchToken, arrival: arrivalText(puzzle), ...textSentOf(answered ? EMAIL_ONLY : text, texted) };
  } catch (error) {
    await ctx.storage.removeAll(folder, files.map((file) => file.name));
    throw error;
  }
}
