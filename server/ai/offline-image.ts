import sharp from 'sharp';
import type { CardType } from '../../game/rules/cards';
import { seededRandom, seedFromString } from '../../game/rules/random';
import { captionSvg } from './offline/caption';
import { lookForTone } from './offline/looks';
import { CARD_TYPE_CAPTIONS, motifsFor } from './offline/motifs';
import { CANVAS, sceneSvg } from './offline/scene';
import { xmlSafe } from './offline/svg';

/**
 * The offline image generator: what an AI puzzle card gets when no image provider is
 * configured, so the whole card loop works on a fresh machine without a network.
 * It paints an SVG from the request (palette by tone, motifs by card type and a few
 * words of the prompt, the occasion as a caption) and lets sharp rasterise it.
 */

export interface OfflineImageRequest {
  prompt: string; // the sender's image description (free text)
  tone: string; // a known tone picks a palette; anything else gets the neutral one
  cardType: CardType;
  occasion: string; // the caption; empty: the card type's own label
}

export const DEFAULT_SIZE = 1024;
const MIN_SIZE = 64;
const MAX_SIZE = 4096;

/** A deterministic square PNG (size x size) made from the request, without any network. */
export async function renderOfflineImage(request: OfflineImageRequest, size = DEFAULT_SIZE): Promise<Buffer> {
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    throw new RangeError(`size must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}, got ${size}`);
  }
  return sharp(Buffer.from(offlineImageSvg(request, size))).png().toBuffer();
}

/** The SVG behind the PNG; the same request always gives the same text. */
export function offlineImageSvg(request: OfflineImageRequest, size = DEFAULT_SIZE): string {
  // Every field takes part in the seed (separated, so "ab"+"c" differs from "a"+"bc").
  const random = seededRandom(seedFromString([request.prompt, request.tone, request.cardType, request.occasion].join('\u0000')));
  const look = lookForTone(request.tone);
  // An occasion of only spaces or unprintable characters gets the card type's label instead.
  const caption = xmlSafe(request.occasion).trim() || CARD_TYPE_CAPTIONS[request.cardType];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${CANVAS} ${CANVAS}">` +
    sceneSvg(random, look, motifsFor(request.cardType, request.tone, request.prompt)) +
    captionSvg(caption, look, CANVAS, request.cardType === 'coupon' ? 'ticket' : 'rounded') +
    '</svg>'
  );
}
