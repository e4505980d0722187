import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '../../../contract/pictures';
import type { DailyPictureBody } from '../../../contract/schemas/daily';
import { limitImageWork } from '../../images/limit';
import { encodeFullCopy, encodeVariants, fullCopyName, variantFileName } from '../../images/variants';
import type { NamedBytes, Storage } from '../../storage/storage';
import { mediaUrl } from '../days';
import { HEIGHT, WIDTH } from './painter/layers';
import { landscapeSvg } from './painter/landscape';
import type { LibraryPicture } from './pictures';

/**
 * The library's pictures are painted on the server the first time a day needs one, then kept in
 * the store (the uploads folder or the bucket) and served by /media like any picture, with the
 * same WebP copies an upload gets, so `?w=N` (contract/pictures.ts) gives phones a small file.
 * Painting one takes about 50 ms, so nothing is bundled and nothing is done at start-up.
 *
 * A file's name ends in a hash of its SVG: a picture that changes (a new painter, a new palette)
 * gets a new name, so the immutable caching of /media stays right and no file is ever rewritten
 * with other content. That is also why this process may remember which names are stored without
 * telling other processes: a stored name never changes meaning. Two processes painting the same
 * day store the same bytes under the same name.
 */

/** Not a folder rows point at, so the orphan sweep (server/storage/orphans.ts) leaves it alone. */
export const LIBRARY_FOLDER = 'daily-library';

const JPEG = { quality: 80, mozjpeg: true } as const; // flat painted colours: crisp edges at about 30 KB

export interface LibraryPictureStore {
  /** The day's picture as the game serves it, painted and stored first if it is not yet. */
  serve(date: string, picture: LibraryPicture): Promise<DailyPictureBody>;
}

export function fileNameOf(picture: LibraryPicture, svg: string): string {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  return `${picture.scene.kind}-${picture.scene.palette}-${hash}.jpg`;
}

/** The JPEG and its WebP copies, the JPEG last: once it is stored, its copies are. */
async function paint(name: string, svg: string): Promise<NamedBytes[]> {
  return limitImageWork(async () => {
    const jpeg = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
    const copies = await encodeVariants(jpeg, WIDTH, PICTURE_WIDTHS);
    return [
      ...copies.map((copy) => ({ name: variantFileName(name, copy.width), data: copy.data })),
      { name: fullCopyName(name), data: await encodeFullCopy(jpeg) },
      { name, data: jpeg },
    ];
  });
}

export function createLibraryPictureStore(deps: { storage: Storage; log: FastifyBaseLogger }): LibraryPictureStore {
  const stored = new Set<string>(); // names known to be in the store
  const painting = new Map<string, Promise<void>>(); // one paint per name at a time in this process

  async function ensure(name: string, svg: string): Promise<void> {
    if (stored.has(name)) return;
    const existing = await deps.storage.open(LIBRARY_FOLDER, name);
    if (existing) {
      existing.stream.destroy(); // only its presence mattered
      stored.add(name);
      return;
    }
    const started = performance.now(); // a duration: the monotonic clock
    await deps.storage.writeAllAtomic(LIBRARY_FOLDER, await paint(name, svg));
    stored.add(name);
    deps.log.info({ name, ms: Math.round(performance.now() - started) }, 'painted a daily library picture');
  }

  return {
    async serve(date, picture) {
      const svg = landscapeSvg(picture.scene);
      const name = fileNameOf(picture, svg);
      let pending = painting.get(name);
      if (!pending) {
        pending = ensure(name, svg).finally(() => painting.delete(name));
        painting.set(name, pending);
      }
      await pending;
      return { date, imageUrl: mediaUrl(`${LIBRARY_FOLDER}/${name}`), message: picture.message, width: WIDTH, height: HEIGHT };
    },
  };
}
