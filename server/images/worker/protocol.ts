import type { ErrorCode } from '../../../contract/errors';
import type { ImageOptions, ProcessedImage } from '../process';

/**
 * The messages between the API process and its picture worker (client.ts and serve.ts), over
 * Node's IPC channel with `serialization: 'advanced'` (the structured clone algorithm), so bytes
 * travel as bytes: a Buffer arrives as a Uint8Array and is wrapped again on the other side.
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

/** Make `input` safe as `options` say (server/images/process.ts). */
export interface PictureRequest {
  id: number;
  input: Uint8Array;
  options: ImageOptions;
}

/** A refusal meant for the uploader (an HttpError thrown while processing): its status, sentence and code. */
export interface PictureRefusal {
  statusCode: number;
  message: string;
  code?: ErrorCode;
}

export type PictureReply =
  | { id: number; image: ProcessedImage } // its Buffers arrive as Uint8Arrays
  | { id: number; refusal: PictureRefusal }
  | { id: number; failure: string }; // anything else: a bug or a resource problem, logged and answered 500
