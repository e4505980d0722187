import { HttpError } from '../../http-error';
import { configureSharp } from '../limit';
import { processImage } from '../process';
import type { PictureReply, PictureRequest } from './protocol';

/**
 * The picture worker's work (started by entry.ts): each request is processed by the same
 * code that once ran in the API process, one after another (limitImageWork inside
 * processImage), and answered by id.
 */
configureSharp();

async function answer(request: PictureRequest): Promise<PictureReply> {
  const input = Buffer.from(request.input.buffer, request.input.byteOffset, request.input.byteLength);
  try {
    return { id: request.id, image: await processImage(input, request.options) };
  } catch (error) {
    if (error instanceof HttpError) return { id: request.id, refusal: { statusCode: error.statusCode, message: error.message, code: error.code } };
    return { id: request.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

process.on('message', (request: PictureRequest) => {
  void answer(request).then((reply) => process.send?.(reply));
});

// The API process is gone (closed, or crashed without killing us): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

process.send?.({ ready: true });
