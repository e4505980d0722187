import { PICTURE_FOLDER } from '../../contract/daily';
import type { ScheduledPicture } from '../../contract/schemas/daily';
import { moveIntoStorage } from '../images/store-picture';
import { deletePicture, findPicture, savePicture, type PictureOfTheDay } from '../repos/puzzle-schedule';
import { toScheduledPicture } from './days';
import { compressPicture, pictureFileName, removeStoredPicture } from './picture-file';
import type { ScheduleContext } from './schedule-context';

/** A day's picture as the admin sent it. */
export interface PictureUpload {
  path: string; // the upload's temp file, untrusted bytes; compressed and re-encoded before they are stored
  fileName: string; // the upload's own name, only a hint for the stored one
  message: string;
}

/**
 * Compresses the upload, stores it under a new name, then points the day's row
 * at it in one transaction; the picture it replaced is deleted only after the commit.
 */
export async function schedulePicture(ctx: ScheduleContext, date: string, upload: PictureUpload): Promise<ScheduledPicture> {
  const { db } = ctx;
  const image = await compressPicture(ctx.pictures, upload.path, ctx.pictureMaxBytes);
  const name = pictureFileName(date, upload.fileName);
  await moveIntoStorage(ctx.storage, PICTURE_FOLDER, [{ name, path: image.path }]); // the daily options make no copies
  const picture: PictureOfTheDay = {
    date,
    imagePath: `${PICTURE_FOLDER}/${name}`,
    message: upload.message,
    width: image.width,
    height: image.height,
    updatedAt: ctx.clock(),
  };
  let replaced: PictureOfTheDay | undefined;
  try {
    replaced = await db.transaction().execute(async (trx) => {
      const old = await findPicture(trx, date);
      await savePicture(trx, picture);
      return old;
    });
  } catch (error) {
    await removeStoredPicture(ctx, picture.imagePath); // nothing points at it
    throw error;
  }
  if (replaced) await removeStoredPicture(ctx, replaced.imagePath);
  return toScheduledPicture(picture);
}

/** Clears the picture of a day and removes its file; nothing scheduled is not an error. */
export async function unschedulePicture(ctx: ScheduleContext, date: string): Promise<void> {
  const { db } = ctx;
  const old = await db.transaction().execute(async (trx) => {
    const picture = await findPicture(trx, date);
    if (picture) await deletePicture(trx, date);
    return picture;
  });
  // The file goes only after the row is gone: a crash in between leaves an orphan file, never a broken row.
  if (old) await removeStoredPicture(ctx, old.imagePath);
}
