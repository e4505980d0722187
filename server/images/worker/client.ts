import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HttpError } from '../../http-error';
import { createLimit } from '../limit';
import { unreadableImage, type ImageOptions, type PictureProcessor, type ProcessedImage } from '../process';
import type { PictureReply, PictureRequest, PictureWorkerReady } from './protocol';

const ENTRY = fileURLToPath(new URL('./entry.ts', import.meta.url));

/** Where a dead worker is reported (the app's logger). */
export interface WorkerLog {
  error(details: object, message: string): void;
}

interface Waiting {
  resolve(image: ProcessedImage): void;
  reject(error: Error): void;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Uploads are made safe in a child process at a lower priority (entry.ts), started at the first
 * upload and kept: the API's event loop never shares a core with a photo's decoding, and a
 * decoder that crashes on a hostile file takes down the worker, not the server (that upload gets
 * a 422; the next one starts a new worker). One picture is in the pipe at a time: later uploads
 * wait here, in order, rather than as copies queued in the channel.
 */
export class PictureWorker implements PictureProcessor {
  private child: ChildProcess | null = null;
  private started: Promise<ChildProcess> | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private readonly oneAtATime = createLimit(1);
  private nextId = 1;
  private closed = false;

  constructor(private readonly log: WorkerLog) {}

  /** The worker's process id while one runs (tests look at its priority). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  process(input: Buffer, options: ImageOptions): Promise<ProcessedImage> {
    return this.oneAtATime(async () => {
      const child = await this.start();
      const id = this.nextId++;
      return new Promise<ProcessedImage>((resolve, reject) => {
        this.waiting.set(id, { resolve, reject });
        const request: PictureRequest = { id, input, options };
        child.send(request, (error) => {
          if (!error) return;
          this.waiting.delete(id);
          reject(error);
        });
      });
    });
  }

  /** Stops the worker (the app is closing); a picture still in work fails. */
  async close(): Promise<void> {
    this.closed = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** The running worker, or a new one once it says it is ready. */
  private start(): Promise<ChildProcess> {
    if (this.closed) return Promise.reject(new Error('the picture worker is closed'));
    this.started ??= new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(ENTRY, [], {
        execArgv: ENTRY.endsWith('.ts') ? ['--import', 'tsx'] : [], // the server runs its TypeScript through tsx
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.child = child;
      child.once('error', (error) => {
        this.forget(child);
        reject(error);
      });
      child.on('message', (message: PictureReply | PictureWorkerReady) => {
        if ('ready' in message) resolve(child);
        else this.settle(message);
      });
      child.once('exit', (code, signal) => {
        this.forget(child);
        reject(new Error(`the picture worker exited before it was ready (${signal ?? code})`));
        this.failAll(code, signal);
      });
    });
    return this.started;
  }

  private settle(reply: PictureReply): void {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if ('image' in reply) {
      const { image } = reply;
      waiting.resolve({ ...image, data: asBuffer(image.data), variants: image.variants.map((variant) => ({ ...variant, data: asBuffer(variant.data) })) });
    } else if ('refusal' in reply) {
      waiting.reject(new HttpError(reply.refusal.statusCode, reply.refusal.message, reply.refusal.code));
    } else {
      waiting.reject(new Error(`the picture worker failed: ${reply.failure}`));
    }
  }

  /** The worker died with pictures in work: most likely one of them killed it, so each is refused as unreadable. */
  private failAll(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.waiting.size === 0) return;
    if (!this.closed) this.log.error({ code, signal, pictures: this.waiting.size }, 'the picture worker died while processing an upload');
    for (const waiting of this.waiting.values()) waiting.reject(this.closed ? new Error('the picture worker was closed') : unreadableImage());
    this.waiting.clear();
  }

  private forget(child: ChildProcess): void {
    if (this.child !== child) return;
    this.child = null;
    this.started = null;
  }
}
