import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OutboxStats } from '../repos/outbox-stats';

/** What the outbox worker counts (server/mail/outbox-worker.ts): each delivery attempt's outcome. */
export interface MailCounters {
  sent(): void; // the transport accepted a mail
  failed(): void; // an attempt failed; the mail waits for its next one
  retried(): void; // an attempt began on a mail that had failed before
}

/** Names every metric of ours starts with; prom-client's default process metrics keep their standard names. */
const PREFIX = 'puzzle_gift_';

/** Seconds; uploads of a large photo on a slow line take many. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * One app's metrics in its own registry (tests build many apps in one process, and prom-client's
 * global registry would mix them). Places that count call one method here; values that already
 * live elsewhere (sockets, queues, the outbox) are read when Prometheus scrapes.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly throttleHits: Counter<'route'>;
  private readonly outboxPending: Gauge<'state'>;
  private readonly outboxOldestAge: Gauge;
  private readonly socketSources: (() => number)[] = [];
  private readonly queueSources = new Map<string, () => number>();
  readonly mail: MailCounters;
  readonly aiPictures: { made(): void; refused(): void; failed(): void };

  constructor() {
    const registers = [this.registry];
    this.requestDuration = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time to answer an HTTP request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.throttleHits = new Counter({ name: `${PREFIX}throttle_hits_total`, help: 'Requests refused by a rate limit (429), by route pattern.', labelNames: ['route'], registers });
    this.outboxPending = new Gauge({ name: `${PREFIX}outbox_pending`, help: 'Unsent mails: ready (due, never tried), retrying (failed before), scheduled (waiting for their day).', labelNames: ['state'], registers });
    this.outboxOldestAge = new Gauge({ name: `${PREFIX}outbox_oldest_pending_age_seconds`, help: 'Age of the oldest ready or retrying mail (0 when none waits).', registers });
    const counter = (name: string, help: string) => new Counter({ name: `${PREFIX}${name}`, help, registers });
    const sent = counter('mails_sent_total', 'Mails the transport accepted.');
    const failed = counter('mails_failed_total', 'Delivery attempts that failed (each mail is tried again later).');
    const retried = counter('mails_retried_total', 'Delivery attempts of mails that had failed before.');
    this.mail = { sent: () => sent.inc(), failed: () => failed.inc(), retried: () => retried.inc() };
    const made = counter('ai_pictures_made_total', 'Card pictures the image maker made.');
    const refused = counter('ai_pictures_refused_total', 'Card pictures refused by moderation or by the provider.');
    const broken = counter('ai_pictures_failed_total', 'Card pictures the provider failed to make.');
    this.aiPictures = { made: () => made.inc(), refused: () => refused.inc(), failed: () => broken.inc() };
    const sockets = this.socketSources;
    new Gauge({
      name: `${PREFIX}sockets_connected`,
      help: 'Socket.IO connections open on this process.',
      registers,
      collect() {
        this.set(sockets.reduce((sum, count) => sum + count(), 0));
      },
    });
    const queues = this.queueSources;
    new Gauge({
      name: `${PREFIX}image_queue_length`,
      help: 'Pictures being made or waiting their turn, by queue (uploads: the picture worker; api: card pictures in this process).',
      labelNames: ['queue'],
      registers,
      collect() {
        for (const [queue, count] of queues) this.set({ queue }, count());
      },
    });
  }

  /** Also the process's own metrics (CPU, memory, event-loop lag, GC): only for an app that is scraped. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /** `route` is the pattern (/api/puzzles/:id), never the URL: one series per route, not per gift. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status: String(status) }, seconds);
    if (status === 429) this.throttleHits.inc({ route });
  }

  watchSockets(count: () => number): void {
    this.socketSources.push(count);
  }

  watchImageQueue(queue: string, length: () => number): void {
    this.queueSources.set(queue, length);
  }

  /** The outbox as one query found it just before this scrape. */
  setOutbox(stats: OutboxStats, now: number): void {
    this.outboxPending.set({ state: 'ready' }, stats.ready);
    this.outboxPending.set({ state: 'retrying' }, stats.retrying);
    this.outboxPending.set({ state: 'scheduled' }, stats.scheduled);
    this.outboxOldestAge.set(stats.oldestCreatedAt === null ? 0 : Math.max(0, now - stats.oldestCreatedAt) / 1000);
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
