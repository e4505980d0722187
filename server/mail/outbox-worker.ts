import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { dueMail, markFailed, markSent, nextDueAt } from '../repos/outbox';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  baseDelayMs?: number; // first retry after this long, doubling each time
  maxDelayMs?: number;
}

/** Exponential backoff: base, 2*base, 4*base … capped. `attempts` counts failures so far. */
export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.min(attempts, 30), maxDelayMs);
}

/**
 * Sends what the outbox holds until it is delivered. Rows are only marked sent
 * after the transport accepted them, so a crash or an SMTP outage loses nothing
 * (at worst a mail is sent twice, never zero times).
 */
export class OutboxWorker {
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: OutboxWorkerOptions = {},
  ) {
    this.baseDelayMs = options.baseDelayMs ?? 5_000;
    this.maxDelayMs = options.maxDelayMs ?? 30 * 60_000;
  }

  /** Call after committing a transaction that enqueued mail. */
  kick(): void {
    if (this.stopped) return;
    void this.flush().catch((error: unknown) => this.log.error({ err: error }, 'outbox run failed'));
  }

  /** Sends every mail that is due now; resolves when done (tests await it instead of sleeping). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    this.running = this.sendDue().finally(() => {
      this.running = null;
      this.scheduleNext();
    });
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.running) await this.running;
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const batch = dueMail(this.db, this.clock());
      if (batch.length === 0) return;
      for (const { id, mail, attempts } of batch) {
        try {
          const where = await this.transport.send(mail, id);
          markSent(this.db, id, this.clock());
          this.log.info({ mailId: id, to: mail.to, where }, 'mail delivered');
        } catch (error) {
          const delay = retryDelay(attempts, this.baseDelayMs, this.maxDelayMs);
          markFailed(this.db, id, String(error), this.clock() + delay);
          this.log.warn({ mailId: id, retryInMs: delay, err: error }, 'mail not delivered, will retry');
        }
      }
    }
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const due = nextDueAt(this.db);
    if (due === null) return;
    const wait = Math.max(0, Math.min(due - this.clock(), 2 ** 31 - 1));
    this.timer = setTimeout(() => this.kick(), wait);
    this.timer.unref();
  }
}
