import { HttpError } from '../../http-error';
import { configureSharp } from '../limit';
import { processImageFile } from '../process-file';
import type { PictureReply, PictureRequest } from './protocol';

/**
 * The picture worker's work (started by entry.ts): each request is processed by the same
 * code processHere runs in a test, one after another (limitImageWork inside processImage),
 * reading the upload from its temp file and writing the results beside it, and answered by id.
 */
configureSharp();

async function answer(request: PictureRequest): Promise<PictureReply> {
  try {
    return { id: request.id, picture: await processImageFile(request.input, request.options) };
  } catch (error) {
    if (error instanceof HttpError) return { id: request.id, refusal: { statusCode: error.statusCode, message: error.message, code: error.code } };
    return { id: request.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/**
 * Sends to the API process. If it is gone (killed with -9, say, even before this worker had
 * started), there is no one left to answer: the worker ends quietly instead of crashing on the
 * closed channel.
 */
function tell(message: PictureReply | { ready: true }): void {
  if (!process.connected) return void process.exit(0);
  process.send?.(message, undefined, {}, (error: Error | null) => {
    if (error) process.exit(0);
  });
}

process.on('message', (request: PictureRequest) => {
  void answer(request).then(tell);
});

// The API process is gone (closed, or crashed without killing us): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

// Ctrl-C reaches every process of the terminal's group, this one too: the API process stops it
// (SIGTERM) once the uploads in flight are made safe, so an upload is not refused on the way out.
process.on('SIGINT', () => {});

tell({ ready: true });
