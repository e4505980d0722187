import fsp from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PICTURE_WIDTHS } from '../../contract/pictures';
import { PHOTO_STORED_MAX } from '../../contract/puzzles';
import { HttpError } from '../http-error';
import { limitImageWork } from './limit';
import { sniffImageFormat } from './sniff';
import { encodeVariants, type ImageVariant } from './variants';

/** How an uploaded picture is checked and re-encoded. */
export interface ImageOptions {
  maxInputPixels: number; // width*height of the upload above which it is refused before decoding
  maxWidth: number; // the result fits inside maxWidth x maxHeight, never enlarged
  maxHeight: number;
  quality: number; // JPEG quality 1-100
  variantWidths?: readonly number[]; // WebP copies this wide are made too (those narrower than the result only)
}

/** Gift photos: big enough for a 10x10 board on a large screen, small enough to load fast on a phone. */
export const PUZZLE_PHOTO_OPTIONS: ImageOptions = {
  maxInputPixels: 50_000_000,
  maxWidth: PHOTO_STORED_MAX,
  maxHeight: PHOTO_STORED_MAX,
  quality: 82,
  variantWidths: PICTURE_WIDTHS, // a phone needs far less than 1600 pixels (contract/pictures.ts)
};

export interface ProcessedImage {
  data: Buffer; // a baseline JPEG without EXIF, GPS, XMP or other metadata
  width: number;
  height: number;
  extension: 'jpg';
  contentType: 'image/jpeg';
  variants: ImageVariant[]; // narrowest first; stored beside the JPEG under variantFileName
}

/** A stored file of a safe picture, still in the temp folder: moved into storage or removed by whoever asked for it. */
export interface SafeFile {
  path: string;
  size: number; // bytes
}

/** A picture made safe as files: what ProcessedImage holds in memory, written beside the upload (process-file.ts). */
export interface SafePicture extends SafeFile {
  width: number;
  height: number;
  extension: 'jpg';
  contentType: 'image/jpeg';
  variants: (SafeFile & { width: number; height: number })[]; // narrowest first; stored under variantFileName
}

/**
 * Turns an untrusted upload, a temp file at `input`, into a safe picture: here (tests, scripts:
 * processHere in process-file.ts) or in the picture worker (the app: worker/). Only paths and
 * numbers cross between the two: the API process never holds the upload or the picture in memory.
 * A refusal or failure leaves none of the outputs behind; the input stays its caller's.
 */
export interface PictureProcessor {
  process(input: string, options: ImageOptions): Promise<SafePicture>;
}

export const IMAGE_MESSAGES = {
  unsupported: 'Please choose a JPEG, PNG or WebP photo.',
  unreadable: 'We could not read that image.',
  tooManyPixels: (maxPixels: number) =>
    `The photo has too many pixels (at most ${Math.floor(maxPixels / 1_000_000)} megapixels).`,
} as const;

export const unsupportedImage = () => new HttpError(415, IMAGE_MESSAGES.unsupported, 'unsupported-image');
export const unreadableImage = () => new HttpError(422, IMAGE_MESSAGES.unreadable, 'unreadable-image');
export const tooManyPixels = (maxPixels: number) =>
  new HttpError(413, IMAGE_MESSAGES.tooManyPixels(maxPixels), 'image-too-many-pixels');

const PIXEL_LIMIT_ERROR = /pixel limit/i;

/** An untrusted image: its bytes, or the path of the temp file an upload was streamed into. */
export type ImageInput = Buffer | string;

/** The first bytes of an input, enough to recognise its format (sniff.ts). */
async function headerOf(input: ImageInput): Promise<Buffer> {
  if (typeof input !== 'string') return input;
  const handle = await fsp.open(input, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Opens an untrusted image for decoding, once it passed the checks every picture
 * must: the format is decided by the content (JPEG, PNG or WebP, else 415) and
 * the header's dimensions are checked before any decoding (decompression bombs,
 * 413). A truncated or corrupt file gives 422, here or when decoded.
 */
export async function openCheckedImage(input: ImageInput, maxInputPixels: number): Promise<() => Sharp> {
  const sniffed = sniffImageFormat(await headerOf(input));
  if (!sniffed) throw unsupportedImage();
  // failOn 'warning': a truncated JPEG is an error, not a half-grey picture.
  const open = () => sharp(input, { limitInputPixels: maxInputPixels, failOn: 'warning' });

  let metadata: Metadata;
  try {
    metadata = await open().metadata(); // reads the header only
  } catch (error) {
    throw decodeError(error, maxInputPixels);
  }
  if (metadata.format !== sniffed) throw unsupportedImage(); // e.g. a JPEG marker glued onto something else
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels <= 0) throw unreadableImage();
  if (pixels > maxInputPixels) throw tooManyPixels(maxInputPixels);
  return open;
}

/** What a failure while decoding means: too many pixels (413) or an unreadable picture (422). */
export function decodeError(error: unknown, maxInputPixels: number): HttpError {
  return PIXEL_LIMIT_ERROR.test(String(error)) ? tooManyPixels(maxInputPixels) : unreadableImage();
}

/**
 * Turns an untrusted upload into a safe JPEG (see openCheckedImage for the checks):
 * auto-oriented from EXIF, resized to fit, flattened on white (PNG/WebP
 * transparency) and re-encoded, which drops every metadata block; then its WebP
 * copies, made from that safe JPEG. All of it waits for a slot of limitImageWork,
 * so uploads never take the cores the API answers from.
 */
export function processImage(input: ImageInput, options: ImageOptions): Promise<ProcessedImage> {
  return limitImageWork(async () => {
    const open = await openCheckedImage(input, options.maxInputPixels);
    try {
      const { data, info } = await open()
        .rotate() // applies the EXIF orientation, then the orientation tag is gone with the rest of the metadata
        .resize(options.maxWidth, options.maxHeight, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: options.quality, mozjpeg: false, chromaSubsampling: '4:2:0' })
        .toBuffer({ resolveWithObject: true });
      const variants = await encodeVariants(data, info.width, options.variantWidths ?? []);
      return { data, width: info.width, height: info.height, extension: 'jpg', contentType: 'image/jpeg', variants };
    } catch (error) {
      throw decodeError(error, options.maxInputPixels);
    }
  });
}
