import sharp from 'sharp';
import { PUZZLE_PHOTO_OPTIONS } from '../server/images/process';
import { encodeVariants } from '../server/images/variants';
import { puzzleForm, validPuzzleFields } from '../tests/server/helpers/multipart';
import { twelveMegapixelJpeg } from '../tests/server/helpers/images';
import { startTempApp } from './lib/temp-app';
import { fmt, median, timeRuns } from './lib/stats';

/**
 * Creating a puzzle from a 12-megapixel JPEG (multipart parse, checks, sharp,
 * atomic file writes, one SQLite transaction with two outbox mails) against sharp
 * alone doing the same decode + resize + encode and the same WebP copies. Goal: at most 1.3x.
 */
export async function benchImagePipeline(runs = 12): Promise<{ name: string; ratio: number; detail: string; goal: string; ok: boolean }> {
  const photo = await twelveMegapixelJpeg();
  const options = PUZZLE_PHOTO_OPTIONS;
  const sharpAlone = async () => {
    const { data, info } = await sharp(photo, { limitInputPixels: options.maxInputPixels })
      .rotate()
      .resize(options.maxWidth, options.maxHeight, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: options.quality, mozjpeg: false, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    return encodeVariants(data, info.width, options.variantWidths ?? []); // the phone-sized WebP copies, as the app stores
  };

  const site = await startTempApp(false);
  const createPuzzle = async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/puzzles',
      headers: { origin: site.origin },
      payload: puzzleForm(validPuzzleFields(), { data: photo, filename: 'holiday.jpg' }),
    });
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  };
  try {
    // Interleave the two so drift on the machine affects both alike.
    const sharpSamples: number[] = [];
    const appSamples: number[] = [];
    await timeRuns(0, 2, sharpAlone);
    await timeRuns(0, 2, createPuzzle);
    for (let i = 0; i < runs; i++) {
      sharpSamples.push(...(await timeRuns(1, 0, sharpAlone)));
      appSamples.push(...(await timeRuns(1, 0, createPuzzle)));
    }
    const ratio = median(appSamples) / median(sharpSamples);
    return {
      name: 'create puzzle from 12 MP JPEG vs sharp alone',
      ratio,
      detail: `median ${fmt(median(appSamples), 1)} ms vs ${fmt(median(sharpSamples), 1)} ms (${runs} runs each)`,
      goal: '<= 1.3x',
      ok: ratio <= 1.3,
    };
  } finally {
    await site.close();
  }
}
