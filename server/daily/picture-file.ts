import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  PICTURE_MAX_HEIGHT,
  PICTURE_MAX_WIDTH,
  PICTURE_STORED_MAX_BYTES,
  SCHEDULE_MESSAGES,
} from '../../contract/daily';
import { HttpError } from '../http-error';
import type { ImageOptions, PictureProcessor, SafePicture } from '../images/process';
import { discardPicture } from '../images/store-picture';
import type { Storage } from '../storage/storage';
import { storageLocation } from './days';

/** SPEC: at most 800x600, never enlarged, JPEG quality 0.7. */
export const DAILY_PICTURE_OPTIONS: ImageOptions = {
  maxInputPixels: 50_000_000,
  maxWidth: PICTURE_MAX_WIDTH,
  maxHeight: PICTURE_MAX_HEIGHT,
  quality: 70,
};

/**
 * Decodes the upload (the path of its temp file) with the shared safe processing
 * (format by content, pixel limit, EXIF orientation, metadata dropped), compresses
 * it, and refuses a result over `maxBytes` (its temp file removed). At 800x600 and
 * quality 70 even pure noise stays far below 2 MB, so the limit is a parameter
 * that tests can set low.
 */
export async function compressPicture(pictures: PictureProcessor, input: string, maxBytes = PICTURE_STORED_MAX_BYTES): Promise<SafePicture> {
  const image = await pictures.process(input, DAILY_PICTURE_OPTIONS);
  if (image.size > maxBytes) {
    await discardPicture(image);
    throw new HttpError(413, SCHEDULE_MESSAGES.stillTooLarge(image.size), 'image-too-large');
  }
  return image;
}

const NAME_MAX = 60; // of the part taken from the original name (storage allows 100 characters before the dot)

/**
 * 'C:\\photos\\My Photo.PNG' on 2026-11-21 → '2026-11-21__My_Photo-<tag>.jpg'
 * (SPEC: date + two underscores + the file name). Directories are stripped,
 * the extension becomes .jpg (the content is re-encoded), characters other than
 * A-Z, a-z, 0-9, _ and - become _. The random tag makes every upload's URL new:
 * /media files are cached as immutable, so a name is never reused for other content.
 */
export function pictureFileName(date: string, originalName: string, tag = randomBytes(6).toString('base64url')): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const safe = withoutExtension
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, NAME_MAX);
  return `${date}__${safe || 'picture'}-${tag}.jpg`;
}

/** Removes a stored picture that no row points at any more; a failure is only logged (an orphan file harms nobody). */
export async function removeStoredPicture(
  where: { storage: Storage; log: FastifyBaseLogger },
  imagePath: string,
): Promise<void> {
  try {
    await where.storage.remove(...storageLocation(imagePath));
  } catch (error) {
    where.log.warn({ err: error, imagePath }, 'could not remove a replaced daily picture');
  }
}
