import { realTimers, type PartyTimers } from './timers';

/** A little after a hold's idle time, so the look finds it gone idle by the clock it reads. */
const AFTER_IDLE_MS = 50;

/**
 * Looks at a party's holds when the next one goes idle, so the other screens stop outlining a
 * piece whose holder went quiet (a phone put away mid-drag) when it happens, not at the next
 * pick-up. `look` drops the idle holds and tells the room; it answers when to look again (null:
 * nothing held). One look per party is pending at a time, on the process that granted a hold;
 * the database says what is idle, so a hold touched on another process is simply looked at again.
 */
export class HoldExpiry {
  private readonly pending = new Map<string, unknown>(); // partyId → its timer

  constructor(
    private readonly look: (partyId: string) => Promise<number | null>,
    private readonly now: () => number,
    private readonly timers: PartyTimers = realTimers,
  ) {}

  /** A hold was granted that goes idle at `idleAt` unless its holder moves. */
  watch(partyId: string, idleAt: number): void {
    if (!this.pending.has(partyId)) this.lookAt(partyId, idleAt); // a pending look is earlier: holds only go idle later
  }

  close(): void {
    this.pending.forEach((handle) => this.timers.clear(handle));
    this.pending.clear();
  }

  private lookAt(partyId: string, idleAt: number): void {
    const handle = this.timers.set(() => {
      void this.look(partyId).then(
        (next) => {
          if (this.pending.get(partyId) !== handle) return; // closed meanwhile
          this.pending.delete(partyId);
          if (next !== null) this.lookAt(partyId, next);
        },
        () => this.pending.delete(partyId), // the look failed (logged by `look`): the next hold starts another
      );
    }, Math.max(0, idleAt - this.now()) + AFTER_IDLE_MS);
    this.pending.set(partyId, handle);
  }
}
