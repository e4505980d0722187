import type { Move } from '../../../game/rules/board';
import { SWAP_GLIDE_MS } from '../../../game/scenes/swap/look';

/**
 * How long after a move its report waits: past the swap's glide. Starting a request costs a slow
 * phone several milliseconds, which inside the glide make a frame late; the sender sees the move
 * a quarter of a second later, which nobody watching notices.
 */
export const REPORT_AFTER_MS = SWAP_GLIDE_MS + 50;

/**
 * Sends the board's progress to the server while playing (a swap board's move list,
 * a jigsaw's save) so the sender sees "first move" and "halfway" live. Fire-and-forget
 * and coalesced: at most one request is in flight; what changed meanwhile goes out
 * as one report, the newest, and a failed report is simply superseded by the next
 * (the final solve carries everything).
 */
export class ProgressReporter<Report = readonly Move[]> {
  private latest: Report | null = null; // the newest report not yet sent
  private inFlight = false;
  private stopped = false;
  private scheduled = false;

  constructor(
    private readonly send: (report: Report) => Promise<unknown>,
    private readonly delayMs = REPORT_AFTER_MS,
  ) {}

  report(report: Report): void {
    if (this.stopped) return;
    this.latest = structuredClone(report); // its own copy: the caller may go on changing its list
    if (this.scheduled) return;
    // Sent after the swap's glide, not inside the tap or the glide (REPORT_AFTER_MS).
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      void this.flush();
    }, this.delayMs);
  }

  /**
   * Forgets the moves not yet sent (the solve carries them) but goes on reporting: a Start over
   * sent next still leaves after the report in flight, so the server never keeps the older list.
   */
  drop(): void {
    this.latest = null;
  }

  /** No more reports (the board was replaced or left). */
  stop(): void {
    this.stopped = true;
    this.latest = null;
  }

  private async flush(): Promise<void> {
    if (this.inFlight || this.latest === null) return;
    const report = this.latest;
    this.latest = null;
    this.inFlight = true;
    try {
      await this.send(report);
    } catch {
      /* progress is best effort: the next report or the solve carries every move */
    } finally {
      this.inFlight = false;
    }
    if (!this.stopped) await this.flush();
  }
}
