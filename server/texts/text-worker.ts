import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { retryDelay } from '../mail/outbox-worker';
import { claimDueText, deferText, dropText, markTextFailed, markTextSent, nextTextDueAt, releaseTextLeases, type QueuedText } from '../repos/texts';
import type { SmsTransport } from './sms-transport';

/** The last look at a claimed text: its words as they go out, a later due time, or why it never goes. */
export type TextVerdict = { send: string } | { deferTo: number } | { drop: string };
export type PrepareText = (text: QueuedText) => Promise<TextVerdict>;

/**
 * Called in the transaction that marks a text sent (the gift's 'delivered' milestone is recorded
 * with it or not at all); what it answers runs after the commit (telling the watchers).
 */
export type TextSentHook = (trx: Db, text: QueuedText, at: number) => Promise<(() => void) | undefined>;

export interface TextWorkerOptions {
  baseDelayMs?: number; // first retry after this long, doubling each time (as mail)
  maxDelayMs?: number;
  leaseMs?: number; // a claimed text is this worker's for this long; then another may retry it
  concurrency?: number; // texts in flight at once: the provider's rate, not ours, is the limit
  pollMs?: number; // the longest it sleeps without looking at the table
}

/**
 * Sends what the text outbox holds, as OutboxWorker sends mail: any number of workers (one per
 * process) claim one row at a time under a lease, a row is marked sent only after the provider
 * accepted it, a failure is retried with backoff, and marking it sent is conditional, so a text is
 * sent once unless a provider accepted it and the process died before it could record that.
 */
export class TextWorker {
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly held = new Map<number, number>(); // text id -> end of this worker's lease on it
  private readonly options: Required<TextWorkerOptions>;
  private sentHook: TextSentHook | null = null;

  constructor(
    private readonly db: Db,
    private readonly transport: SmsTransport,
    private readonly prepare: PrepareText,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: TextWorkerOptions = {},
  ) {
    this.options = { baseDelayMs: 5_000, maxDelayMs: 30 * 60_000, leaseMs: 3 * 60_000, concurrency: 2, pollMs: 60_000, ...options };
  }

  /** What the app records when a text is sent (one hook: server/texts/delivered.ts). */
  onSent(hook: TextSentHook): void {
    this.sentHook = hook;
  }

  /** Call after committing a transaction that queued a text. */
  kick(): void {
    if (this.stopped) return;
    void this.flush().catch((error: unknown) => this.log.error({ err: error }, 'text outbox run failed'));
  }

  /** Sends every text that is due now; resolves when done (tests await it instead of sleeping). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    this.running = this.sendDue().finally(async () => {
      this.running = null;
      await this.scheduleNext();
    });
    await this.running;
  }

  /** Claims nothing more, waits up to `waitMs` for the texts in flight, then gives back their leases. */
  async stop(waitMs = Infinity): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const done = (async () => {
      while (this.running) await this.running;
    })();
    await Promise.race([done, ...(Number.isFinite(waitMs) ? [new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))] : [])]);
    clearTimeout(timer);
    const leases = [...this.held].map(([id, leaseEnd]) => ({ id, leaseEnd }));
    this.held.clear();
    if (leases.length > 0) await releaseTextLeases(this.db, leases, this.clock());
  }

  private async sendDue(): Promise<void> {
    await Promise.all(Array.from({ length: this.options.concurrency }, () => this.sendOneByOne()));
  }

  private async sendOneByOne(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const text = await claimDueText(this.db, this.clock(), this.options.leaseMs);
      if (!text) return;
      this.held.set(text.id, text.nextAttemptAt);
      try {
        await this.sendOne(text);
      } catch (error) {
        if (!this.held.has(text.id)) continue; // its lease was given back when this worker stopped
        const delay = retryDelay(text.attempts, this.options.baseDelayMs, this.options.maxDelayMs);
        await markTextFailed(this.db, text.id, String(error), this.clock() + delay);
        this.log.warn({ textId: text.id, retryInMs: delay, err: error }, 'text not delivered, will retry');
      } finally {
        this.held.delete(text.id);
      }
    }
  }

  private async sendOne(text: QueuedText): Promise<void> {
    const verdict = await this.prepare(text);
    if ('deferTo' in verdict) return deferText(this.db, text.id, verdict.deferTo);
    if ('drop' in verdict) {
      await dropText(this.db, text.id);
      this.log.info({ textId: text.id, why: verdict.drop }, 'text dropped');
      return;
    }
    const providerId = await this.transport.send(text.to, verdict.send);
    const at = this.clock();
    const hook = this.sentHook;
    const after = await this.db.transaction().execute(async (trx) => {
      // Marked once: a worker whose lease ran out and was taken over records nothing more.
      return (await markTextSent(trx, text.id, at, providerId)) ? hook?.(trx, text, at) : undefined;
    });
    after?.();
    this.log.info({ textId: text.id, puzzleId: text.puzzleId }, 'text delivered');
  }

  /** Wakes for the next due text, and at least every pollMs (other processes queue texts too). */
  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    const due = await nextTextDueAt(this.db).catch((error: unknown) => {
      this.log.warn({ err: error }, 'the text outbox could not be read; looking again later');
      return null;
    });
    if (this.timer) clearTimeout(this.timer);
    if (this.stopped) return;
    const wait = Math.max(0, Math.min(due === null ? this.options.pollMs : due - this.clock(), this.options.pollMs));
    this.timer = setTimeout(() => this.kick(), wait);
    this.timer.unref();
  }
}
