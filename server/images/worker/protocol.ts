import type { ErrorCode } from '../../../contract/errors';
import type { ImageOptions, SafePicture } from '../process';

/**
 * The messages between the API process and its picture worker (client.ts and serve.ts), over
 * Node's IPC channel as JSON. Only paths and numbers cross: the upload was streamed to a temp
 * file, and the worker writes the safe picture and its copies beside it. Sending the bytes
 * instead (5.5 MB of a phone photo one way, the JPEG and copies back) cost the API process a
 * serialization that blocked its event loop for milliseconds per upload, and the memory.
 */

/**
 * How much lower the worker's priority is than the API's, in niceness steps (-20..19; 10 steps
 * lower, a busy worker thread gets about a tenth of the CPU share of a busy API thread: entry.ts).
 */
export const PICTURE_WORKER_NICENESS_STEP = 10;

/** The niceness of a worker started by a process at `parent` (at most 19, the lowest priority). */
export const workerNiceness = (parent: number) => Math.min(19, parent + PICTURE_WORKER_NICENESS_STEP);

/** The worker's first message: it is listening. */
export interface PictureWorkerReady {
  ready: true;
}

/** Make the upload in the temp file `input` safe as `options` say (server/images/process-file.ts). */
export interface PictureRequest {
  id: number;
  input: string;
  options: ImageOptions;
}

/** A refusal meant for the uploader (an HttpError thrown while processing): its status, sentence and code. */
export interface PictureRefusal {
  statusCode: number;
  message: string;
  code?: ErrorCode;
}

export type PictureReply =
  | { id: number; picture: SafePicture } // temp files beside the input, now the API's to move or remove
  | { id: number; refusal: PictureRefusal }
  | { id: number; failure: string }; // anything else: a bug or a resource problem, logged and answered 500
