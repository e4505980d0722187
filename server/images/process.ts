import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http-error';
import { sniffImageFormat } from './sniff';

/** How an uploaded picture is checked and re-encoded. */
export interface ImageOptions {
  maxInputPixels: number; // width*height of the upload above which it is refused before decoding
  maxWidth: number; // the result fits inside maxWidth x maxHeight, never enlarged
  maxHeight: number;
  quality: number; // JPEG quality 1-100
}

/** Gift photos: big enough for a 10x10 board on a large screen, small enough to load fast on a phone. */
export const PUZZLE_PHOTO_OPTIONS: ImageOptions = {
  maxInputPixels: 50_000_000,
  maxWidth: 1600,
  maxHeight: 1600,
  quality: 82,
};

export interface ProcessedImage {
  data: Buffer; // a baseline JPEG without EXIF, GPS, XMP or other metadata
  width: number;
  height: number;
  extension: 'jpg';
  contentType: 'image/jpeg';
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

/**
 * Turns an untrusted upload into a safe JPEG: the format is decided by the
 * content (JPEG, PNG or WebP, else 415), the header's dimensions are checked
 * before any decoding (decompression bombs, 413), it is auto-oriented from EXIF,
 * resized to fit, flattened on white (PNG/WebP transparency) and re-encoded,
 * which drops every metadata block. A truncated or corrupt file gives 422.
 */
export async function processImage(input: Buffer, options: ImageOptions): Promise<ProcessedImage> {
  const sniffed = sniffImageFormat(input);
  if (!sniffed) throw unsupportedImage();
  // failOn 'warning': a truncated JPEG is an error, not a half-grey picture.
  const open = () => sharp(input, { limitInputPixels: options.maxInputPixels, failOn: 'warning' });

  let metadata: Metadata;
  try {
    metadata = await open().metadata(); // reads the header only
  } catch (error) {
    throw PIXEL_LIMIT_ERROR.test(String(error)) ? tooManyPixels(options.maxInputPixels) : unreadableImage();
  }
  if (metadata.format !== sniffed) throw unsupportedImage(); // e.g. a JPEG marker glued onto something else
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels <= 0) throw unreadableImage();
  if (pixels > options.maxInputPixels) throw tooManyPixels(options.maxInputPixels);

  try {
    const { data, info } = await open()
      .rotate() // applies the EXIF orientation, then the orientation tag is gone with the rest of the metadata
      .resize(options.maxWidth, options.maxHeight, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: options.quality, mozjpeg: false, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, extension: 'jpg', contentType: 'image/jpeg' };
  } catch (error) {
    throw PIXEL_LIMIT_ERROR.test(String(error)) ? tooManyPixels(options.maxInputPixels) : unreadableImage();
  }
}
