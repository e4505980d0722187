/**
 * What each player holds: a tile chosen, or a jigsaw group picked up. No one else may move it
 * until it is put down, or until its holder has not moved for HOLD_IDLE_MS (a phone put in a
 * pocket mid-drag must not lock a piece forever). Times come from the caller's clock.
 */
export const HOLD_IDLE_MS = 10_000;

export interface Hold {
  player: string;
  pieces: readonly number[]; // what it guards: tile ids, or a jigsaw group's piece ids
  movedAt: number; // ms: when its holder last took it or moved
}

export type Holds = ReadonlyMap<string, Hold>; // by player

const alive = (hold: Hold, now: number): boolean => now - hold.movedAt < HOLD_IDLE_MS;

/** The player (other than `player`) holding any of `pieces` now, or null. */
export function heldByOther(holds: Holds, player: string, pieces: readonly number[], now: number): string | null {
  for (const hold of holds.values()) {
    if (hold.player === player || !alive(hold, now)) continue;
    if (hold.pieces.some((piece) => pieces.includes(piece))) return hold.player;
  }
  return null;
}

/** `player` takes `pieces`, unless someone else holds one of them (then null, and nothing changes). */
export function take(holds: Holds, player: string, pieces: readonly number[], now: number): Map<string, Hold> | null {
  if (heldByOther(holds, player, pieces, now) !== null) return null;
  return new Map(holds).set(player, { player, pieces: pieces.slice(), movedAt: now });
}

/** Its holder moved (a cursor update, a drag): the hold stays alive. */
export function touch(holds: Holds, player: string, now: number): Map<string, Hold> {
  const hold = holds.get(player);
  const next = new Map(holds);
  if (hold) next.set(player, { ...hold, movedAt: now });
  return next;
}

export function release(holds: Holds, player: string): Map<string, Hold> {
  const next = new Map(holds);
  next.delete(player);
  return next;
}

/** The holds that went idle by `now`: their holders are told so, and every screen stops outlining them. */
export function expired(holds: Holds, now: number): string[] {
  return [...holds.values()].filter((hold) => !alive(hold, now)).map((hold) => hold.player);
}

/** When the first hold still alive at `now` goes idle, or null when none is: when to look again. */
export function nextIdleAt(holds: Holds, now: number): number | null {
  const times = [...holds.values()].filter((hold) => alive(hold, now)).map((hold) => hold.movedAt + HOLD_IDLE_MS);
  return times.length === 0 ? null : Math.min(...times);
}
