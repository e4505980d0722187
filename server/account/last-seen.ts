/**
 * When to write a session's "last seen": at most once per interval per session and process,
 * so a busy member does not cost a write per request. Remembers a bounded number of sessions
 * (the oldest entry goes first); forgetting one only costs one more write.
 */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;
const REMEMBERED = 10_000;

export function createLastSeenGate(everyMs = LAST_SEEN_EVERY_MS) {
  const writtenAt = new Map<string, number>();
  return {
    /** True when this session's last seen should be written now (and notes that it is). */
    due(sessionId: string, now: number): boolean {
      const last = writtenAt.get(sessionId);
      if (last !== undefined && now - last < everyMs) return false;
      writtenAt.delete(sessionId); // re-inserted last: Map keeps insertion order
      writtenAt.set(sessionId, now);
      if (writtenAt.size > REMEMBERED) writtenAt.delete(writtenAt.keys().next().value as string);
      return true;
    },
  };
}
