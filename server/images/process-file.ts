import { processImage, type ImageOptions, type PictureProcessor, type SafeFile, type SafePicture } from './process';
import { removeFiles, writeFlushedFile } from './temp-files';
import { variantFileName } from './variants';

/** Where the safe JPEG made from the upload at `input` is written: beside it, in the temp folder. */
const safeJpegPath = (input: string) => `${input}.safe.jpg`;

/**
 * Every path processImageFile may write for `input` under `options`: the JPEG and a WebP copy per
 * width asked for (only those narrower than the result are made). Whoever loses track of a
 * picture in work (a worker that died) removes these.
 */
export function outputPaths(input: string, options: ImageOptions): string[] {
  const jpeg = safeJpegPath(input);
  return [jpeg, ...(options.variantWidths ?? []).map((width) => variantFileName(jpeg, width))];
}

/**
 * processImage from a temp file to temp files: reads the upload at `input` (sharp opens the file
 * itself), writes the safe JPEG and its WebP copies beside it. A refusal or failure removes
 * whatever it wrote; the input is left to its caller.
 */
export async function processImageFile(input: string, options: ImageOptions): Promise<SafePicture> {
  const image = await processImage(input, options);
  const jpeg = safeJpegPath(input);
  const written: string[] = [];
  // Each flushed before it is moved into storage, here at the worker's lower priority.
  const write = async (file: string, data: Buffer): Promise<SafeFile> => {
    written.push(file); // before the write: a half-written file is removed too
    await writeFlushedFile(file, data);
    return { path: file, size: data.length };
  };
  try {
    const stored = await write(jpeg, image.data);
    const variants = [];
    for (const variant of image.variants) {
      const file = await write(variantFileName(jpeg, variant.width), variant.data);
      variants.push({ ...file, width: variant.width, height: variant.height });
    }
    return { ...stored, width: image.width, height: image.height, extension: image.extension, contentType: image.contentType, variants };
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
}

/** processImageFile in this process: for tests and scripts; the app sends uploads to its picture worker. */
export const processHere: PictureProcessor = { process: processImageFile };
