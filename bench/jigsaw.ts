/**
 * `npm run bench -- jigsaw`: the jigsaw board on a phone (412x823, 4x CPU slowdown) in Debian
 * Chromium, on the board harness of the test build (`npm run build:test`; JIGSAW_CLIENT_DIR picks
 * another copy). Measures, against the issue's targets:
 * - dragging a group of 50 pieces on a 300-piece board (touch pointer events): frames from the trace
 *   (PipelineReporter, as bench/frames.ts reads them): p95 ≤ 17 ms, max ≤ 33 ms;
 * - cutting 300 pieces (the rules: the cut and every piece's outline) ≤ 100 ms;
 * - the board's first frame ≤ 150 ms after the engine has loaded: from the scene's create() (Phaser
 *   booted) to its first frame drawn (the scene's own marks), the median of five fresh boots (each
 *   printed); Phaser's boot before it is printed;
 * - the pieces' texture memory at 300 pieces, printed, ≤ 64 MB.
 * JIGSAW_PROFILE=1 prints where the first frame and the drag spend their JavaScript time;
 * JIGSAW_TRACE=file keeps the drag's trace there (and the first frame's in file.boot.json with the profile).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { cutJigsaw, gridFor, pieceCount, pieceOutline } from '../game/rules/jigsaw';
import { JIGSAW_MARKS } from '../game/scenes/jigsaw/contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { freePort } from '../tests/support/free-port';
import { FRAME_TRACE_CATEGORIES, PROFILE_CATEGORY, profileSelfTime, type TraceEvent } from './lib/frame-trace';
import { SERVER_NODE_FLAGS } from './lib/server-flags';
import { fmt, median, percentile } from './lib/stats';
import type { BenchResult } from './lib/result';

const GOALS = { p95FrameMs: 17, maxFrameMs: 33, cutMs: 100, firstFrameMs: 150, textureMb: 64 };
const PIECES = 300;
const GROUP = 50;
const CPU_SLOWDOWN = Number(process.env.FRAMES_CPU_SLOWDOWN ?? 4);
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const HARNESS_PICTURE = { width: 600, height: 450 }; // assets/public/images/harness.jpg
const DRAG_STEPS = 150; // moves, one a frame: two and a half seconds of dragging
const MARKS = { start: 'jigsaw-bench:drag-start', end: 'jigsaw-bench:drag-end' };
const BOOTS = 5; // fresh starts of the board, for its first frame


/** The rules' cut of 300 pieces, outlines included: the median of a few runs after a warm-up. */
function cutTimes(): number[] {
  const grid = gridFor(PIECES, HARNESS_PICTURE.width, HARNESS_PICTURE.height);
  const once = (seed: number) => {
    const started = performance.now();
    const cut = cutJigsaw(grid, seed);
    for (let piece = 0; piece < pieceCount(grid); piece++) pieceOutline(cut, piece);
    return performance.now() - started;
  };
  once(0);
  return Array.from({ length: 15 }, (_, seed) => once(seed + 1));
}

/** The server on the test build, in its own process on a fresh data folder. */
async function startTestApp(): Promise<{ url: string; stop(): Promise<void> }> {
  const clientDir = path.resolve(process.env.JIGSAW_CLIENT_DIR ?? 'dist/test-client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error(`${clientDir} is missing: run \`npm run build:test\` first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-jigsaw-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, CLIENT_DIR: clientDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Intervals between fully presented frames of the page's renderer between two marks (as bench/lib/frame-trace.ts reads them). */
function framesBetween(events: readonly TraceEvent[], start: string, end: string): { frames: number[]; dropped: number } {
  const mark = (name: string) => events.find((e) => e.cat.includes('blink.user_timing') && e.name === name);
  const [from, to] = [mark(start), mark(end)];
  if (!from || !to) throw new Error('the trace lacks the drag marks');
  const slots = new Map<number, { ts: number; states: Set<string> }>();
  for (const e of events) {
    const reporter = e.args?.frame_reporter;
    if (e.name !== 'PipelineReporter' || e.ph !== 'b' || e.pid !== from.pid || reporter?.frame_sequence === undefined || !reporter.state) continue;
    const slot = slots.get(reporter.frame_sequence) ?? { ts: e.ts, states: new Set<string>() };
    slot.ts = Math.min(slot.ts, e.ts);
    slot.states.add(reporter.state);
    slots.set(reporter.frame_sequence, slot);
  }
  const inWindow = [...slots.values()].filter((slot) => slot.ts >= from.ts && slot.ts <= to.ts).sort((a, b) => a.ts - b.ts);
  const shown = inWindow.filter((slot) => slot.states.has('STATE_PRESENTED_ALL'));
  const frames = shown.slice(1).map((slot, i) => (slot.ts - (shown[i] as { ts: number }).ts) / 1000);
  return { frames, dropped: inWindow.filter((slot) => slot.states.has('STATE_DROPPED')).length };
}

/** How long each of the page's animation frame callbacks (the scene's steps) ran between two marks, in ms. */
function animationFrames(events: readonly TraceEvent[], start: string, end: string): number[] {
  const mark = (name: string) => events.find((e) => e.cat.includes('blink.user_timing') && e.name === name);
  const [from, to] = [mark(start), mark(end)];
  if (!from || !to) return [];
  return events
    .filter((e) => e.name === 'FireAnimationFrame' && e.ph === 'X' && e.pid === from.pid && e.tid === from.tid && e.ts >= from.ts && e.ts <= to.ts)
    .map((e) => (e.dur ?? 0) / 1000);
}

async function stopTrace(browser: Browser): Promise<TraceEvent[]> {
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(trace) ? trace : trace.traceEvents;
}

/** The functions that cost the most between two marks (JIGSAW_PROFILE=1). */
function printProfile(events: readonly TraceEvent[], start: string, end: string, what: string): void {
  const at = (name: string) => events.find((e) => e.cat.includes('blink.user_timing') && e.name === name)?.ts ?? NaN;
  const window = { startMs: at(start) / 1000, windowMs: (at(end) - at(start)) / 1000 };
  console.log(`  ${what}: self time by function (V8 sampling profiler), ${fmt(window.windowMs, 0)} ms window`);
  for (const entry of profileSelfTime(events, start, [window], 12)) console.log(`    ${fmt(entry.ms, 0).padStart(6)} ms  ${entry.name}`);
}

/**
 * A finger on the group's first piece, moving in a loop: pointer events sent in the page, one per
 * animation frame, as a phone delivers a finger's moves (aligned to its display). Sent from here
 * through the DevTools protocol, each move waits for a round trip, and on a busy machine the moves
 * came slower than the frames, which then measured the input rather than the board.
 */
async function dragGroup(page: Page): Promise<void> {
  const at = await page.evaluate(() => window.__jigsaw?.actions?.pieceOnScreen(0) ?? null);
  if (!at) throw new Error('the grouped piece is not on screen');
  // A string, so the bundler's helpers never reach the page.
  const script = `(async () => {
    const canvas = document.querySelector('.jigsaw-board .board-kit__engine canvas:not([aria-hidden])');
    const box = canvas.getBoundingClientRect();
    const start = { x: box.left + ${at.x}, y: box.top + ${at.y} };
    const fire = (type, x, y) => canvas.dispatchEvent(new PointerEvent(type, { pointerId: 9, pointerType: 'touch', isPrimary: true, button: 0, clientX: x, clientY: y, bubbles: true, cancelable: true }));
    fire('pointerdown', start.x, start.y);
    performance.mark('${MARKS.start}');
    let step = 0;
    await new Promise((resolve) => {
      const frame = () => {
        step += 1;
        const angle = (step / ${DRAG_STEPS}) * Math.PI * 2;
        fire('pointermove', start.x + Math.sin(angle) * 60, start.y + (1 - Math.cos(angle)) * 60);
        if (step < ${DRAG_STEPS}) requestAnimationFrame(frame); else resolve();
      };
      requestAnimationFrame(frame);
    });
    performance.mark('${MARKS.end}');
    fire('pointerup', start.x, start.y);
  })()`;
  await page.evaluate(script);
}

interface Booted {
  page: Page;
  firstFrameMs: number; // the scene's create to its first frame
  bootMs: number; // Phaser's boot before it
  allPiecesMs: number; // the scene's create to every piece drawn
}

/** Opens the harness's 300-piece board in a fresh page, 4x slowed, and starts its engine as a first touch would. */
async function bootBoard(browser: Browser, url: string, profile: boolean): Promise<Booted> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${url}/__board-harness?board=jigsaw&pieces=${PIECES}&seed=5&grouped=${GROUP}`);
  await page.locator('.jigsaw-board').waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }); // the engine loads and starts slowed, as on a phone
  if (profile) await browser.startTracing(page, { categories: [...FRAME_TRACE_CATEGORIES, PROFILE_CATEGORY] });
  await page.mouse.move(3, 3); // the board starts its engine at the first sign of a person
  await page.locator('.jigsaw-board[data-ready="true"]').waitFor({ timeout: 120_000 });
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, JIGSAW_MARKS.firstFrame, { timeout: 60_000 });
  if (profile) {
    const boot = await stopTrace(browser);
    if (process.env.JIGSAW_TRACE) fs.writeFileSync(`${process.env.JIGSAW_TRACE}.boot.json`, JSON.stringify(boot));
    printProfile(boot, JIGSAW_MARKS.booted, JIGSAW_MARKS.firstFrame, 'first frame');
  }
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, JIGSAW_MARKS.allPieces, { timeout: 60_000 });
  const [created, booted, firstFrame, allPieces] = (await page.evaluate(
    (names) => names.map((name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN),
    [JIGSAW_MARKS.created, JIGSAW_MARKS.booted, JIGSAW_MARKS.firstFrame, JIGSAW_MARKS.allPieces],
  )) as [number, number, number, number];
  return { page, firstFrameMs: firstFrame - booted, bootMs: booted - created, allPiecesMs: allPieces - booted };
}

export async function benchJigsaw(): Promise<BenchResult[]> {
  const cut = cutTimes();
  const app = await startTestApp();
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const profile = process.env.JIGSAW_PROFILE === '1'; // V8's sampling profiler: where the first frame and the drag spend their time
    // A start-up is one number per visit that this 2-core machine moves by tens of ms from run to run:
    // the board boots BOOTS times on fresh pages, and the median is judged (each one printed).
    const boots: Booted[] = [];
    for (let boot = 0; boot < BOOTS; boot++) {
      if (boots.length > 0) await (boots[boots.length - 1] as Booted).page.context().close();
      boots.push(await bootBoard(browser, app.url, profile && boot === 0));
    }
    const { page } = boots[boots.length - 1] as Booted;
    const firstFrames = boots.map((boot) => boot.firstFrameMs);
    const firstFrameMs = median(firstFrames);
    const bootMs = median(boots.map((boot) => boot.bootMs));
    const allPiecesMs = median(boots.map((boot) => boot.allPiecesMs));
    const { textureBytes, atlasMs } = await page.evaluate(() => window.__jigsaw?.actions?.stats() ?? { textureBytes: 0, atlasMs: NaN });
    await page.locator('.jigsaw-board canvas').first().scrollIntoViewIfNeeded();

    await dragGroup(page); // untraced warm-up
    await page.waitForTimeout(500);
    await browser.startTracing(page, { categories: [...FRAME_TRACE_CATEGORIES, ...(profile ? [PROFILE_CATEGORY] : [])] });
    await dragGroup(page);
    const events = await stopTrace(browser);
    if (process.env.JIGSAW_TRACE) fs.writeFileSync(process.env.JIGSAW_TRACE, JSON.stringify(events));
    if (profile) printProfile(events, MARKS.start, MARKS.end, 'drag');
    const { frames, dropped } = framesBetween(events, MARKS.start, MARKS.end);
    const sceneSteps = animationFrames(events, MARKS.start, MARKS.end);
    if (frames.length === 0) throw new Error('the trace holds no presented frames during the drag');

    const p95 = percentile(frames, 95);
    const max = Math.max(...frames);
    const cutMs = median(cut);
    const textureMb = textureBytes / (1024 * 1024);
    console.log(`  jigsaw: ${PIECES} pieces (${Object.values(gridFor(PIECES, HARNESS_PICTURE.width, HARNESS_PICTURE.height)).join(' x ')}), phone ${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, ${CPU_SLOWDOWN}x CPU`);
    console.log(`  drag of a ${GROUP}-piece group: ${frames.length} presented frames, p50 ${fmt(median(frames), 1)} / p95 ${fmt(p95, 1)} / max ${fmt(max, 1)} ms, ${dropped} dropped`);
    console.log(`  scene steps (FireAnimationFrame) ${sceneSteps.length}: p50 ${fmt(median(sceneSteps), 1)} / p95 ${fmt(percentile(sceneSteps, 95), 1)} ms; atlas drawn in ${fmt(atlasMs, 0)} ms`);
    console.log(`  cut of ${PIECES} pieces (rules, Node): median ${fmt(cutMs, 1)} ms; first frame after the engine booted, ${BOOTS} boots: ${firstFrames.map((ms) => fmt(ms, 0)).join(', ')} ms, median ${fmt(firstFrameMs, 0)} (Phaser's boot before it: median ${fmt(bootMs, 0)} ms), every piece drawn after ${fmt(allPiecesMs, 0)} ms; texture ${fmt(textureMb, 1)} MB`);
    return [
      {
        name: `jigsaw drag, ${GROUP} of ${PIECES} pieces, phone, ${CPU_SLOWDOWN}x CPU`,
        ratio: Math.max(p95 / GOALS.p95FrameMs, max / GOALS.maxFrameMs),
        detail: `${frames.length} frames: p95 ${fmt(p95, 1)} ms, max ${fmt(max, 1)} ms, ${dropped} dropped`,
        goal: `p95 ≤ ${GOALS.p95FrameMs} ms and max ≤ ${GOALS.maxFrameMs} ms`,
        ok: p95 <= GOALS.p95FrameMs && max <= GOALS.maxFrameMs,
      },
      { name: `jigsaw cut, ${PIECES} pieces`, ratio: cutMs / GOALS.cutMs, detail: `median ${fmt(cutMs, 1)} ms of ${cut.length}`, goal: `≤ ${GOALS.cutMs} ms`, ok: cutMs <= GOALS.cutMs },
      {
        name: `jigsaw first frame, ${PIECES} pieces, ${CPU_SLOWDOWN}x CPU`,
        ratio: firstFrameMs / GOALS.firstFrameMs,
        detail: `median ${fmt(firstFrameMs, 0)} ms of ${BOOTS} boots (${firstFrames.map((ms) => fmt(ms, 0)).join(', ')}; worst ${fmt(Math.max(...firstFrames), 0)}) from the engine booted (the scene's create) to its first frame (the pieces nearest the centre first); every piece ${fmt(allPiecesMs, 0)} ms; Phaser's boot before it ${fmt(bootMs, 0)} ms`,
        goal: `≤ ${GOALS.firstFrameMs} ms`,
        ok: firstFrameMs <= GOALS.firstFrameMs,
      },
      { name: `jigsaw texture memory, ${PIECES} pieces`, ratio: textureMb / GOALS.textureMb, detail: `${fmt(textureMb, 1)} MB (one RGBA atlas)`, goal: `≤ ${GOALS.textureMb} MB`, ok: textureMb <= GOALS.textureMb },
    ];
  } finally {
    await browser?.close();
    await app.stop();
  }
}
