import { randomBytes } from 'node:crypto';
import { CARD_MESSAGES, redeemPath } from '../../contract/cards';
import type { CreateCardBody, CreatedCard } from '../../contract/schemas/cards';
import { couponDatesInOrder } from '../../game/rules/cards';
import { isFontStyle } from '../../game/rules/gift';
import { badRequest, notFound } from '../http-error';
import { cardConfirmationMail } from '../mail/templates/card-confirmation';
import { cardInvitationMail } from '../mail/templates/card-invitation';
import { commitPuzzle, newPuzzle } from '../puzzles/create';
import { resolveDelivery } from '../puzzles/delivery-choice';
import { arrivalText } from '../puzzles/gift';
import { assertCountOffered, boardChoiceOf } from '../puzzles/jigsaw-choice';
import { hashWatchToken } from '../puzzles/tokens';
import { findCardImage } from '../repos/card-images';
import { insertCard } from '../repos/cards';
import { insertCoupon } from '../repos/coupons';
import { couponCode, hashCode } from './codes';
import type { CardContext } from './context';
import { attachChosenPresent } from '../store/attach';
import { textChoiceOf } from '../texts/choice';
import { sentAsChosen, textSentOf } from '../texts/invitation';

/** The checks the schema cannot make: a known font, a coupon's offer exactly on coupon cards, dates in order. */
function assertCardMakesSense(body: CreateCardBody): void {
  if (!isFontStyle(body.fontStyle)) throw badRequest('fontStyle must be one of the offered fonts.');
  if (body.cardType === 'coupon' && !body.coupon) throw badRequest('A coupon card needs its offer: offerDescription and businessName.');
  if (body.cardType !== 'coupon' && body.coupon) throw badRequest('Only a Coupon/Offer card carries an offer.');
  if (body.coupon && !couponDatesInOrder(body.coupon.startDate, body.coupon.expirationDate)) {
    throw badRequest('The expiration date must not be before the start date.');
  }
}

/**
 * Sends a card: the puzzle around a picture generated here, what the card adds,
 * a coupon's offer with the hashes of its code and of the business's redeem key,
 * and both mails, in one transaction. A picture that was only generated is never mailed.
 */
export async function createCard(ctx: CardContext, body: CreateCardBody, ip: string, ownerUserId: string | null): Promise<CreatedCard> {
  const puzzles = ctx.puzzles;
  assertCardMakesSense(body);
  const text = textChoiceOf({ ...body, recipientEmail: body.toEmail }); // 400 for a bad number, or no address to send to
  const delivery = resolveDelivery(body.delivery, puzzles.clock());
  const image = await findCardImage(puzzles.db, body.imageId);
  if (!image) throw notFound(CARD_MESSAGES.imageMissing, 'image-not-found');
  const board = boardChoiceOf(body);
  assertCountOffered(board, image.width, image.height, 'picture');

  const { puzzle, watchToken, links } = newPuzzle(puzzles, {
    kind: 'card',
    message: body.customMessage.trim(),
    gridSize: body.gridSize,
    fontStyle: body.fontStyle,
    isPublic: true,
    senderName: body.fromName.trim(),
    senderEmail: body.fromEmail.trim(),
    recipientName: body.toName.trim(),
    recipientEmail: text.byEmail ? (body.toEmail ?? '').trim() : '', // '' when it goes by text only
    consent: true, // the schema accepts only true
    ...delivery,
    ownerUserId,
    imageFile: image.file,
    width: image.width,
    height: image.height,
    ...board,
  });
  const redeemKey = body.coupon ? randomBytes(24).toString('base64url') : null;
  const redeemLink = redeemKey ? `${puzzles.publicUrl}${redeemPath(puzzle.id, { key: redeemKey })}` : null;
  const arrival = arrivalText(puzzle);
  const mails = sentAsChosen({
    recipient: cardInvitationMail({ ...puzzle, cardType: body.cardType, occasion: body.occasion.trim(), businessName: body.coupon?.businessName.trim() ?? null, playLink: links.play }),
    sender: [cardConfirmationMail({ ...puzzle, watchLink: links.watch, redeemLink, arrival })],
  }, text, puzzle, links.play);
  const texted = await commitPuzzle(puzzles, puzzle, mails, ip, async (trx) => {
    await insertCard(trx, { puzzleId: puzzle.id, cardType: body.cardType, occasion: body.occasion.trim(), eventDate: body.eventDate, tone: body.tone, imagePrompt: image.prompt });
    await attachChosenPresent(trx, puzzle.id, body.presentId); // checked by the route; with the card or not at all
    if (body.coupon && redeemKey) {
      const coupon = body.coupon;
      await insertCoupon(trx, {
        puzzleId: puzzle.id,
        offerDescription: coupon.offerDescription.trim(),
        termsConditions: coupon.termsConditions.trim(),
        businessName: coupon.businessName.trim(),
        businessLocation: coupon.businessLocation.trim(),
        startDate: coupon.startDate,
        expirationDate: coupon.expirationDate,
        codeHash: hashCode(couponCode(ctx.secret, puzzle.id)),
        redeemKeyHash: hashWatchToken(redeemKey), // the same one-way hash as watch tokens
      });
    }
  });
  return { id: puzzle.id, watchToken, redeemKey, arrival, ...textSentOf(text, texted) };
}
