import sharp from 'sharp';
import { PICTURE_WIDTH_MAX, PICTURE_WIDTHS } from '../../contract/pictures';

/**
 * The WebP copies of a stored picture for small screens (the contract is contract/pictures.ts):
 * their names, how they are made, which one answers a request, and the URL the server's pages
 * preload.
 */

/** A smaller WebP copy of a picture, ready to store. */
export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer; // WebP without metadata
}

/**
 * WebP at 75 looks like the JPEG at 82 it is made from, at under half its bytes at the same size.
 * Effort 2 (of 0-6; sharp's default is 4) costs about 60% of the default's CPU for 6% more bytes:
 * the copies are made while the uploader waits, inside the one slot of image work.
 */
const WEBP = { quality: 75, effort: 2 } as const;

/**
 * `<name>-w480.webp` beside `<name>.jpg`: derived from the original's name, so no table records the
 * copies and a picture stored before copies existed simply has none.
 */
export function variantFileName(original: string, width: number): string {
  return `${original.slice(0, original.lastIndexOf('.'))}-w${width}.webp`;
}

/** The copies worth storing for a picture this wide: only those narrower than it (never enlarged). */
export function variantWidthsFor(width: number, widths: readonly number[] = PICTURE_WIDTHS): number[] {
  return [...new Set(widths)].filter((candidate) => candidate < width).sort((a, b) => a - b);
}

/**
 * Encodes the copies from the stored (already safe, already resized) picture, one after another:
 * each is a small decode of at most 1600 pixels, and running them side by side would take more of
 * libuv's threadpool than the one slot of limitImageWork they run in. Call it inside that slot.
 */
export async function encodeVariants(stored: Buffer, width: number, widths: readonly number[]): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  for (const target of variantWidthsFor(width, widths)) {
    const { data, info } = await sharp(stored)
      .resize({ width: target, withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, data });
  }
  return variants;
}

/**
 * `<name>-wfull.webp`: a WebP copy at the picture's own size, for pictures no wider than the copies a
 * board asks for (a card's 512x512 PNG): a request no width copy answers gets it before the original.
 */
export function fullCopyName(original: string): string {
  return `${original.slice(0, original.lastIndexOf('.'))}-wfull.webp`;
}

/** The full-size WebP copy of a stored picture (a 235 KB card PNG becomes about 30 KB). Call it inside the image slot. */
export function encodeFullCopy(stored: Buffer): Promise<Buffer> {
  return sharp(stored).webp(WEBP).toBuffer();
}

/** A safe picture's temp files and the names they are stored under together (moveIntoStorage): `name`, and each copy's beside it. */
export function pictureFiles(name: string, picture: { path: string; variants: readonly { width: number; path: string }[] }): { name: string; path: string }[] {
  return [{ name, path: picture.path }, ...picture.variants.map((variant) => ({ name: variantFileName(name, variant.width), path: variant.path }))];
}

/**
 * The files that may answer `?w=wanted`, best first: the copies at least that wide, narrowest first,
 * then a full-size copy (both only when the browser takes WebP), then the original, which always may.
 */
export function variantCandidates(original: string, wanted: number, webp: boolean): string[] {
  const copies = webp ? PICTURE_WIDTHS.filter((width) => width >= wanted).map((width) => variantFileName(original, width)) : [];
  return [...copies, ...(webp ? [fullCopyName(original)] : []), original];
}

/** `w` of a media request as a number, or null when it is not a whole number from 1 to PICTURE_WIDTH_MAX. */
export function parsePictureWidth(text: string): number | null {
  if (!/^[1-9][0-9]{0,5}$/.test(text)) return null;
  const width = Number(text);
  return width <= PICTURE_WIDTH_MAX ? width : null;
}

export const PICTURE_WIDTH_MESSAGE = `w must be a whole number of pixels from 1 to ${PICTURE_WIDTH_MAX}.`;

/**
 * True when an Accept header names image/webp without q=0. A bare wildcard is not enough: Safari 13
 * sends one with its image requests and cannot decode WebP.
 */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'image/webp' && !params.some((param) => /^q=0(\.0{0,3})?$/.test(param));
  });
}
