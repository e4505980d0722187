import { PRESENT_FOLDER, STORE_MESSAGES } from '../../contract/store';
import { badRequest } from '../http-error';
import type { ImageOptions, PictureProcessor } from '../images/process';
import { moveIntoStorage } from '../images/store-picture';
import { randomFileName } from '../storage/names';
import type { Storage } from '../storage/storage';

/** A present's picture is shown at most ~400 CSS pixels wide: 800 covers a 2x screen. */
const PRESENT_PICTURE_OPTIONS: ImageOptions = { maxInputPixels: 50_000_000, maxWidth: 800, maxHeight: 800, quality: 80 };

/** A picture in storage that its row does not point at yet. */
export interface StoredPicture {
  name: string;
  /** Runs the row's write; if it fails, the file is removed (no file without a row). */
  commit(write: () => Promise<void>): Promise<void>;
}

/**
 * Makes the upload safe with the shared processing (format by content, pixel limit, EXIF
 * dropped, re-encoded as JPEG) and moves it into presents/ under a fresh name.
 */
export async function storePresentPicture(deps: { storage: Storage; pictures: PictureProcessor }, upload: string | null): Promise<StoredPicture> {
  if (!upload) throw badRequest(STORE_MESSAGES.pictureRequired, 'photo-required');
  const image = await deps.pictures.process(upload, PRESENT_PICTURE_OPTIONS);
  const name = randomFileName(image.extension);
  await moveIntoStorage(deps.storage, PRESENT_FOLDER, [{ name, path: image.path }]);
  return {
    name,
    async commit(write) {
      try {
        await write();
      } catch (error) {
        await deps.storage.remove(PRESENT_FOLDER, name);
        throw error;
      }
    },
  };
}
