import type { PuzzleEvent } from '../../../contract/schemas/puzzles';
import type { WatchSnapshot } from '../../../contract/realtime';

/**
 * The steps a sender watches, in order; 'sent' is the puzzle's creation (a
 * scheduled one goes out later: 'delivered'). 'reminded' appears only once it happened.
 */
export const TIMELINE_STEPS = [
  { kind: 'sent', label: 'Sent' },
  { kind: 'delivered', label: 'Delivered' },
  { kind: 'reminded', label: 'Reminded' },
  { kind: 'opened', label: 'Opened' },
  { kind: 'first-move', label: 'First move' },
  { kind: 'halfway', label: 'Halfway there' },
  { kind: 'solved', label: 'Solved!' },
] as const;

export type StepKind = (typeof TIMELINE_STEPS)[number]['kind'];

export interface TimelineStep {
  kind: StepKind;
  label: string;
  at: string | null; // ISO time it happened, null while still to come
}

/** Adds a live event to the snapshot's list; a repeat of a known milestone (e.g. after a reconnect) is ignored. */
export function addEvent(events: readonly PuzzleEvent[], event: PuzzleEvent): PuzzleEvent[] {
  if (events.some((known) => known.kind === event.kind)) return events.slice();
  return [...events, event];
}

export function buildTimeline(snapshot: Pick<WatchSnapshot, 'createdAt' | 'events'>): TimelineStep[] {
  const steps: TimelineStep[] = TIMELINE_STEPS.map(({ kind, label }) => {
    if (kind === 'sent') return { kind, label, at: snapshot.createdAt };
    const event = snapshot.events.find((e) => e.kind === kind);
    return { kind, label, at: event ? event.at : null };
  });
  return steps.filter((step) => step.kind !== 'reminded' || step.at !== null);
}

/** The furthest milestone reached; a later one implies the earlier (a solve in one go has no halfway event). */
export function currentStatus(steps: readonly TimelineStep[]): StepKind {
  let status: StepKind = 'sent';
  for (const step of steps) if (step.at !== null) status = step.kind;
  return status;
}

export const STATUS_TEXT: Record<StepKind, (recipient: string) => string> = {
  sent: (r) => `Sent — on its way to ${r}.`,
  delivered: (r) => `Delivered — waiting for ${r} to open it.`,
  reminded: (r) => `Reminded — still waiting for ${r} to open it.`,
  opened: (r) => `${r} opened your puzzle.`,
  'first-move': (r) => `${r} is solving your puzzle.`,
  halfway: (r) => `${r} is halfway there.`,
  solved: (r) => `Solved! ${r} has read your message.`,
};
