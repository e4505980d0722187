/**
 * Frames read from a Chromium performance trace (the JSON of Tracing.start/end).
 *
 * Every vsync the renderer's compositor begins a frame and, in the category
 * disabled-by-default-devtools.timeline.frame, closes a `PipelineReporter` for it with
 * its fate: STATE_PRESENTED_ALL (a new frame reached the screen with the main thread's
 * update, here the board's WebGL canvas), STATE_PRESENTED_PARTIAL (only compositor
 * changes: the canvas did not move), STATE_DROPPED, or STATE_NO_UPDATE_DESIRED. The
 * length of a frame is the time from one fully presented frame to the next, as
 * DevTools' frames track shows it: 16.7 ms when every vsync shows a new picture.
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number; // µs
  dur?: number; // µs, for ph 'X'
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; frame_reporter?: { state?: string; frame_sequence?: number } } & Record<string, unknown>;
}

export const FRAME_TRACE_CATEGORIES = [
  'devtools.timeline', // input events, animation frame callbacks, layout, paint
  'disabled-by-default-devtools.timeline', // commits, GPU tasks
  'disabled-by-default-devtools.timeline.frame', // PipelineReporter, BeginFrame, DroppedFrame
  'blink.user_timing', // the benchmark's marks
];
export const PROFILE_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

/** One swap as the benchmark performed it: marks it set just before the tap that swaps and before the next swap's first tap. */
export interface SwapMarks {
  swapTap: string; // performance.mark name set just before the second tap (the one that swaps)
  nextSelectTap: string; // mark set before the next swap's first tap (or at the end)
}

export interface SwapFrames {
  startMs: number; // trace time of the click that swapped
  windowMs: number; // from that click to the frame showing the scene's last animation frame
  frames: number[]; // ms from one fully presented frame to the next, inside the window
  dropped: number; // vsyncs in the window that showed nothing new
  partial: number; // vsyncs that showed only compositor changes (the canvas did not move)
  rafIntervals: number[]; // ms between the scene's animation frame callbacks
  rafDurations: number[]; // ms each callback ran (Phaser's step: tweens, then WebGL drawing)
  mainThread: Record<MainThreadWork, number>; // ms on the renderer's main thread, by kind
  gpuMs: number; // ms the GPU process worked for this page (SwiftShader in a --disable-gpu browser)
}

export type MainThreadWork = 'input and React' | 'scene frames (rAF)' | 'style, layout, paint' | 'commit' | 'GC' | 'other tasks';

const WORK_OF: Record<string, MainThreadWork> = {
  EventDispatch: 'input and React',
  FireAnimationFrame: 'scene frames (rAF)',
  UpdateLayoutTree: 'style, layout, paint',
  Layout: 'style, layout, paint',
  PrePaint: 'style, layout, paint',
  Paint: 'style, layout, paint',
  Layerize: 'style, layout, paint',
  Commit: 'commit',
  MinorGC: 'GC',
  MajorGC: 'GC',
  FunctionCall: 'other tasks',
  TimerFire: 'other tasks',
  EvaluateScript: 'other tasks',
};

const ms = (us: number) => us / 1000;

function markTs(events: readonly TraceEvent[], name: string): number[] {
  return events.filter((e) => e.cat.includes('blink.user_timing') && e.name === name).map((e) => e.ts).sort((a, b) => a - b);
}

/** The page's main thread: where the benchmark's marks were recorded. */
function pageThread(events: readonly TraceEvent[], markName: string): { pid: number; tid: number } {
  const mark = events.find((e) => e.cat.includes('blink.user_timing') && e.name === markName);
  if (!mark) throw new Error(`the trace has no "${markName}" mark: was blink.user_timing traced?`);
  return { pid: mark.pid, tid: mark.tid };
}

interface Slot {
  ts: number;
  states: Set<string>;
}

/** The compositor's frames (vsync slots) of one renderer, by sequence number. */
function slotsOf(events: readonly TraceEvent[], pid: number): Slot[] {
  const bySequence = new Map<number, Slot>();
  for (const e of events) {
    if (e.name !== 'PipelineReporter' || e.ph !== 'b' || e.pid !== pid) continue;
    const reporter = e.args?.frame_reporter;
    if (reporter?.frame_sequence === undefined || !reporter.state) continue;
    const slot = bySequence.get(reporter.frame_sequence) ?? { ts: e.ts, states: new Set<string>() };
    slot.ts = Math.min(slot.ts, e.ts);
    slot.states.add(reporter.state);
    bySequence.set(reporter.frame_sequence, slot);
  }
  return [...bySequence.values()].sort((a, b) => a.ts - b.ts);
}

const presented = (slot: Slot) => slot.states.has('STATE_PRESENTED_ALL');

/** Sums the durations of top-level events (not nested in another counted one) of the page's main thread, by kind. */
function mainThreadWork(events: readonly TraceEvent[], pid: number, tid: number, from: number, to: number): Record<MainThreadWork, number> {
  const totals: Record<MainThreadWork, number> = { 'input and React': 0, 'scene frames (rAF)': 0, 'style, layout, paint': 0, commit: 0, GC: 0, 'other tasks': 0 };
  const counted = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts <= to && WORK_OF[e.name])
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let coveredUntil = -Infinity;
  for (const e of counted) {
    if (e.ts < coveredUntil) continue; // inside an event already counted (a layout forced by a handler, say)
    totals[WORK_OF[e.name] as MainThreadWork] += ms(e.dur ?? 0);
    coveredUntil = e.ts + (e.dur ?? 0);
  }
  return totals;
}

/** The frames of each swap animation: from the click that swaps to the frame that shows the scene's last animation frame. */
export function swapFrames(events: readonly TraceEvent[], marks: SwapMarks): SwapFrames[] {
  const { pid, tid } = pageThread(events, marks.swapTap);
  const swapTaps = markTs(events, marks.swapTap);
  const boundaries = markTs(events, marks.nextSelectTap);
  const onMain = (e: TraceEvent) => e.pid === pid && e.tid === tid && e.ph === 'X';
  const clicks = events.filter((e) => onMain(e) && e.name === 'EventDispatch' && e.args?.data?.type === 'click').sort((a, b) => a.ts - b.ts);
  const rafs = events.filter((e) => onMain(e) && e.name === 'FireAnimationFrame').sort((a, b) => a.ts - b.ts);
  const slots = slotsOf(events, pid);
  const gpu = events.filter((e) => e.name === 'GPUTask' && e.ph === 'X' && e.args?.data?.renderer_pid === pid);

  return swapTaps.map((tapTs) => {
    const click = clicks.find((e) => e.ts > tapTs);
    if (!click) throw new Error('a swap tap reached the page without a click event');
    const boundary = boundaries.find((ts) => ts > click.ts) ?? Infinity;
    const burst = rafs.filter((e) => e.ts > click.ts && e.ts < boundary);
    const lastRaf = burst.at(-1);
    // The window ends with the first full frame after the scene's last animation frame began (it shows that frame).
    // A last step that changed no pixel (the scene's loop runs a few still steps before it sleeps) is never
    // presented: then the window ends with that step, not with the next swap's first frame a second later.
    const shown = lastRaf ? slots.find((s) => s.ts > lastRaf.ts && s.ts < boundary && presented(s)) : undefined;
    const end = lastRaf ? (shown?.ts ?? lastRaf.ts + (lastRaf.dur ?? 0)) : click.ts + (click.dur ?? 0);
    const inWindow = slots.filter((s) => s.ts >= click.ts && s.ts <= end);
    let previous = slots.filter((s) => s.ts < click.ts).at(-1)?.ts ?? click.ts; // the vsync the click arrived in
    const frames: number[] = [];
    for (const slot of inWindow.filter(presented)) {
      frames.push(ms(slot.ts - previous));
      previous = slot.ts;
    }
    const notPresented = inWindow.filter((s) => !presented(s));
    return {
      startMs: ms(click.ts),
      windowMs: ms(end - click.ts),
      frames,
      dropped: notPresented.filter((s) => s.states.has('STATE_DROPPED')).length,
      partial: notPresented.filter((s) => s.states.has('STATE_PRESENTED_PARTIAL')).length,
      rafIntervals: burst.slice(1).map((e, i) => ms(e.ts - (burst[i] as TraceEvent).ts)),
      rafDurations: burst.map((e) => ms(e.dur ?? 0)),
      mainThread: mainThreadWork(events, pid, tid, click.ts, end),
      gpuMs: gpu.filter((e) => e.ts >= click.ts && e.ts <= end).reduce((sum, e) => sum + ms(e.dur ?? 0), 0),
    };
  });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number };
}

// Samples outside JavaScript: native work such as a commit waiting for the GPU process, and idle time.
const NOT_JAVASCRIPT = new Set(['(program)', '(idle)', '(root)']);

/**
 * Self time by JavaScript function (WebGL and other DOM calls count as their own entries) on the page's main thread inside the given windows,
 * from V8's sampling profiler (the PROFILE_CATEGORY trace category). Answers the top `count`.
 */
export function profileSelfTime(events: readonly TraceEvent[], markName: string, windows: readonly { startMs: number; windowMs: number }[], count = 15): { name: string; ms: number }[] {
  const { pid, tid } = pageThread(events, markName);
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let time = Number(profile.args?.data?.startTime ?? 0);
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      time += deltas[i] ?? 0;
      samples.push({ ts: time, node });
    });
  }
  const inside = (ts: number) => windows.some((w) => ts / 1000 >= w.startMs && ts / 1000 <= w.startMs + w.windowMs);
  const self = new Map<string, number>();
  for (let i = 0; i + 1 < samples.length; i++) {
    const sample = samples[i] as { ts: number; node: number };
    if (!inside(sample.ts)) continue;
    const frame = nodes.get(sample.node)?.callFrame;
    if (!frame || NOT_JAVASCRIPT.has(frame.functionName ?? '')) continue;
    const file = (frame.url ?? '').split('/').at(-1);
    const name = file ? `${frame.functionName || '(anonymous)'} ${file}:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1}` : frame.functionName || '(anonymous)';
    const weight = Math.min(10, ms((samples[i + 1] as { ts: number }).ts - sample.ts));
    self.set(name, (self.get(name) ?? 0) + weight);
  }
  return [...self].map(([name, total]) => ({ name, ms: total })).sort((a, b) => b.ms - a.ms).slice(0, count);
}
