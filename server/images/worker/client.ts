import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HttpError } from '../../http-error';
import { createLimit } from '../limit';
import { unreadableImage, type ImageOptions, type PictureProcessor, type SafePicture } from '../process';
import { outputPaths } from '../process-file';
import { removeFiles } from '../temp-files';
import type { PictureReply, PictureRequest, PictureWorkerReady } from './protocol';

const ENTRY = fileURLToPath(new URL('./entry.ts', import.meta.url));

/** Where a dead worker is reported (the app's logger). */
export interface WorkerLog {
  error(details: object, message: string): void;
}

interface Waiting {
  request: PictureRequest; // what the worker may have half written, if it dies
  resolve(picture: SafePicture): void;
  reject(error: Error): void;
}

/**
 * Uploads are made safe in a child process at a lower priority (entry.ts), started at the first
 * upload and kept: the API's event loop never shares a core with a photo's decoding, and a
 * decoder that crashes on a hostile file takes down the worker, not the server (that upload gets
 * a 422; the next one starts a new worker). The upload is a temp file and only its path is sent;
 * the worker writes its results beside it (process-file.ts). One picture is in work at a time:
 * later uploads wait here, in order.
 */
export class PictureWorker implements PictureProcessor {
  private child: ChildProcess | null = null;
  private started: Promise<ChildProcess> | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private readonly oneAtATime = createLimit(1);
  private nextId = 1;
  private closed = false;

  constructor(private readonly log: WorkerLog) {}

  /** Uploads being made safe or waiting their turn (/metrics). */
  get queueLength(): number {
    return this.oneAtATime.active + this.oneAtATime.waiting;
  }

  /** The worker's process id while one runs (tests look at its priority). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  process(input: string, options: ImageOptions): Promise<SafePicture> {
    return this.oneAtATime(async () => {
      const child = await this.start();
      const id = this.nextId++;
      return new Promise<SafePicture>((resolve, reject) => {
        const request: PictureRequest = { id, input, options };
        this.waiting.set(id, { request, resolve, reject });
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
        serialization: 'json', // paths and numbers only (protocol.ts)
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
    if ('picture' in reply) {
      waiting.resolve(reply.picture);
    } else if ('refusal' in reply) {
      waiting.reject(new HttpError(reply.refusal.statusCode, reply.refusal.message, reply.refusal.code));
    } else {
      waiting.reject(new Error(`the picture worker failed: ${reply.failure}`));
    }
  }

  /**
   * The worker died with pictures in work: most likely one of them killed it, so each is refused
   * as unreadable, once what the worker may have half written for it is removed.
   */
  private failAll(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.waiting.size === 0) return;
    if (!this.closed) this.log.error({ code, signal, pictures: this.waiting.size }, 'the picture worker died while processing an upload');
    for (const { request, reject } of this.waiting.values()) {
      const error = this.closed ? new Error('the picture worker was closed') : unreadableImage();
      const refuse = () => reject(error);
      void removeFiles(outputPaths(request.input, request.options)).then(refuse, refuse);
    }
    this.waiting.clear();
  }

  private forget(child: ChildProcess): void {
    if (this.child !== child) return;
    this.child = null;
    this.started = null;
  }
}
