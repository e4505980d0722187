import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { MailCounters } from '../metrics/app-metrics';
import { claimDueMail, markFailed, markSent, nextDueAt, releaseLeases, withdrawMail, type Mail, type QueuedMail } from '../repos/outbox';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  baseDelayMs?: number; // first retry after this long, doubling each time
  maxDelayMs?: number;
  leaseMs?: number; // a claimed mail is this worker's for this long; then another may retry it
  concurrency?: number; // mails in flight at once
  pollMs?: number; // the longest it sleeps without looking at the table
  counters?: MailCounters; // /metrics: sent, failed, retried
}

/**
 * Called in the transaction that marks a mail sent, so what the delivery means
 * (a gift's 'delivered' milestone) is recorded with it or not at all; what it
 * answers runs after the commit (telling the watchers).
 */
export type SentHook = (trx: Db, queued: QueuedMail, at: number) => Promise<(() => void) | undefined>;

/**
 * The last look at a claimed mail before it goes: answers the mail to send (it may add
 * headers and a footer), or null to drop it unsent (its recipient has said no since).
 */
export type PrepareHook = (queued: QueuedMail) => Promise<Mail | null>;

/** Exponential backoff: base, 2*base, 4*base … capped. `attempts` counts failures so far. */
export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.min(attempts, 30), maxDelayMs);
}

/**
 * Sends what the outbox holds until it is delivered. Any number of workers (one
 * per app process) share the table: each claims one row at a time, so every mail
 * is sent by one of them. Rows are only marked sent after the transport accepted
 * them, so a crash or an SMTP outage loses nothing; a mail resent after a crash
 * carries the same Message-ID, so mail systems and people can tell it is a repeat.
 */
export class OutboxWorker {
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private sentHook: SentHook | null = null;
  private prepareHook: PrepareHook = async (queued) => queued.mail;
  private readonly held = new Map<number, number>(); // mail id -> the end of this worker's lease on it, while it sends it
  private readonly counters: MailCounters | undefined;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: OutboxWorkerOptions = {},
  ) {
    this.baseDelayMs = options.baseDelayMs ?? 5_000;
    this.maxDelayMs = options.maxDelayMs ?? 30 * 60_000;
    // Longer than a delivery may take (SMTP_TIMEOUTS), so a slow send is never taken twice; short
    // enough that a mail held by a process that died goes out a few minutes late, not hours.
    this.leaseMs = options.leaseMs ?? 3 * 60_000;
    this.concurrency = options.concurrency ?? 4;
    this.pollMs = options.pollMs ?? 60_000;
    this.counters = options.counters;
  }

  /** What the app records when a mail is sent (one hook: the puzzle service's). */
  onSent(hook: SentHook): void {
    this.sentHook = hook;
  }

  /** What every mail passes before it is sent (one hook: server/consent/recipient-mail.ts). */
  beforeSend(hook: PrepareHook): void {
    this.prepareHook = hook;
  }

  /** Call after committing a transaction that enqueued mail. */
  kick(): void {
    if (this.stopped) return;
    void this.flush().catch((error: unknown) => this.log.error({ err: error }, 'outbox run failed'));
  }

  /** Sends every mail that is due now; resolves when done (tests await it instead of sleeping). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    this.running = this.sendDue().finally(async () => {
      this.running = null;
      await this.scheduleNext();
    });
    await this.running;
  }

  /**
   * Claims nothing more and waits up to `waitMs` for the mails it is sending; the leases of those
   * still sending then are given back, so another process sends them now instead of after the
   * lease (one of them may then arrive twice, with one Message-ID, if its SMTP server accepts it late).
   */
  async stop(waitMs = Infinity): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const sent = (async () => {
      while (this.running) await this.running;
    })();
    await Promise.race([sent, ...(Number.isFinite(waitMs) ? [new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))] : [])]);
    clearTimeout(timer);
    const leases = [...this.held].map(([id, leaseEnd]) => ({ id, leaseEnd }));
    this.held.clear();
    if (leases.length === 0) return;
    await releaseLeases(this.db, leases, this.clock());
    this.log.warn({ mails: leases.length }, 'outbox stopped while sending: their leases were given back');
  }

  /** A few mails at once: most of a delivery is waiting on the SMTP server, so one at a time wastes it. */
  private async sendDue(): Promise<void> {
    await Promise.all(Array.from({ length: this.concurrency }, () => this.sendOneByOne()));
  }

  private async sendOneByOne(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const queued = await claimDueMail(this.db, this.clock(), this.leaseMs);
      if (!queued) return;
      const { id, attempts } = queued;
      this.held.set(id, queued.nextAttemptAt);
      if (attempts > 0) this.counters?.retried();
      try {
        const mail = await this.prepareHook(queued);
        if (!mail) {
          await withdrawMail(this.db, id, 0); // this worker's lease keeps it due later than 0
          this.log.info({ mailId: id }, 'mail dropped: its recipient asked for no puzzle gifts');
          continue;
        }
        const where = await this.transport.send(mail, queued);
        await this.recordSent(queued);
        this.counters?.sent();
        this.log.info({ mailId: id, to: mail.to, where }, 'mail delivered');
      } catch (error) {
        this.counters?.failed();
        if (!this.held.has(id)) continue; // its lease was given back when this worker stopped: another sends it
        const delay = retryDelay(attempts, this.baseDelayMs, this.maxDelayMs);
        await markFailed(this.db, id, String(error), this.clock() + delay);
        this.log.warn({ mailId: id, retryInMs: delay, err: error }, 'mail not delivered, will retry');
      } finally {
        this.held.delete(id);
      }
    }
  }

  private async recordSent(queued: QueuedMail): Promise<void> {
    const at = this.clock();
    const hook = this.sentHook;
    const after = await this.db.transaction().execute(async (trx) => {
      await markSent(trx, queued.id, at);
      return hook?.(trx, queued, at);
    });
    after?.();
  }

  /**
   * Wakes for the next due mail, and at least every pollMs: other processes queue mail
   * (and may die holding retries) without telling this one. A database that cannot be
   * asked (a PostgreSQL restart) only means looking again after pollMs.
   */
  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    const due = await nextDueAt(this.db).catch((error: unknown) => {
      this.log.warn({ err: error }, 'the outbox could not be read; looking again later');
      return null;
    });
    if (this.timer) clearTimeout(this.timer);
    if (this.stopped) return;
    const wait = Math.max(0, Math.min(due === null ? this.pollMs : due - this.clock(), this.pollMs));
    this.timer = setTimeout(() => this.kick(), wait);
    this.timer.unref();
  }
}
