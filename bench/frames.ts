import fs from 'node:fs';
import os from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { FRAME_TRACE_CATEGORIES, PROFILE_CATEGORY, profileSelfTime, swapFrames, type MainThreadWork, type TraceEvent } from './lib/frame-trace';
import { seedGift } from './lib/seed';
import { startBuiltApp } from './lib/started-app';
import { fmt, median, percentile } from './lib/stats';

const GOALS = { maxFrameMs: 20, p95FrameMs: 17 };
const SIDE = 10; // a 10x10 gift: the biggest board
const CPU_SLOWDOWN = Number(process.env.FRAMES_CPU_SLOWDOWN ?? 4); // the goal's 4x; 1 shows what this machine's browser does unthrottled
/** Lighthouse's mobile screen (its Moto G Power): the scene draws at min(2, devicePixelRatio) = 1.75x. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const QUIET_MS = 1000; // no animation frame for this long: the scene's loop is asleep (game/scenes/kit/KitScene.ts)
const MARK_SELECT = 'frames-bench:select-tap';
const MARK_SWAP = 'frames-bench:swap-tap';

declare global {
  interface Window {
    __framesBench?: { lastFrame: number };
  }
}

/** Before any page script: notes when the page last ran an animation frame callback, to know when the board is still. */
function trackAnimationFrames(): void {
  const request = window.requestAnimationFrame.bind(window);
  const seen = { lastFrame: 0 };
  window.__framesBench = seen;
  window.requestAnimationFrame = (callback) =>
    request((time) => {
      seen.lastFrame = performance.now();
      callback(time);
    });
}

/** Waits until the scene has drawn nothing for QUIET_MS: its animation (and the frames after it) is over. */
async function boardStill(page: Page): Promise<void> {
  const since = await page.evaluate(() => performance.now());
  await page
    .waitForFunction(
      ({ since, quiet }) => performance.now() - Math.max(since, window.__framesBench?.lastFrame ?? 0) > quiet,
      { since, quiet: QUIET_MS },
      { polling: 100, timeout: 60_000 },
    )
    .catch(() => {
      throw new Error('the board kept drawing for a minute after a swap: its loop never went to sleep');
    });
}

/** Waits for the board's scene to draw its first frame; fails at once, with the page's words, if the engine cannot start. */
async function engineReady(page: Page, pageErrors: string[], build: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  const ready = page.locator('.swap-board[data-ready="true"] canvas');
  while (Date.now() < deadline) {
    if ((await ready.count()) > 0) return;
    if (pageErrors.some((text) => text.includes('could not start'))) break;
    await page.waitForTimeout(250);
  }
  throw new Error(`the board's engine did not start (${build})${pageErrors.length > 0 ? `; the page logged: ${pageErrors.join(' | ')}` : ''}`);
}

/** Where each piece belongs, by position, from the mirror buttons' names ("… in place" or "… belongs at row R, column C"). */
async function homes(page: Page): Promise<number[]> {
  const names = await page.locator('.swap-board__tile').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return names.map((name, position) => {
    const match = /belongs at row (\d+), column (\d+)/.exec(name);
    return match ? (Number(match[1]) - 1) * SIDE + Number(match[2]) - 1 : position;
  });
}

/** Taps two tiles on the canvas (at their centres, from its box and the grid), as a thumb would, and checks the pieces swapped. */
async function swapByTapping(page: Page, a: number, b: number): Promise<void> {
  const canvas = page.locator('.swap-board canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the board canvas has no box');
  const centre = (position: number) => ({
    x: box.x + ((position % SIDE) + 0.5) * (box.width / SIDE),
    y: box.y + (Math.floor(position / SIDE) + 0.5) * (box.height / SIDE),
  });
  const before = await homes(page);

  await page.evaluate((mark) => performance.mark(mark), MARK_SELECT);
  await page.touchscreen.tap(centre(a).x, centre(a).y);
  await page.locator(`.swap-board__tile[data-position="${a}"][aria-pressed="true"]`).waitFor({ timeout: 30_000 });
  await boardStill(page);

  await page.evaluate((mark) => performance.mark(mark), MARK_SWAP);
  await page.touchscreen.tap(centre(b).x, centre(b).y);
  await page.waitForFunction(
    ({ b, home }) => {
      const name = document.querySelector(`.swap-board__tile[data-position="${b}"]`)?.getAttribute('aria-label') ?? '';
      return name.includes(home) && document.querySelector('.swap-board__tile[aria-pressed="true"]') === null;
    },
    { b, home: before[a] === b ? 'in place' : `belongs at row ${Math.floor((before[a] as number) / SIDE) + 1}, column ${((before[a] as number) % SIDE) + 1}` },
    { polling: 100, timeout: 30_000 },
  );
  await boardStill(page);
  const after = await homes(page);
  if (after[b] !== before[a] || after[a] !== before[b]) throw new Error(`tapping tiles ${a} and ${b} did not swap them`);
}

/**
 * The test suite's flags. They include --disable-gpu: WebGL then runs on SwiftShader and the page is
 * composited in software, which reads every WebGL frame back to the CPU (GLES2::ReadPixels inside the
 * main thread's commit) — a cost no phone with a GPU pays. FRAMES_GPU=swiftshader keeps SwiftShader but
 * composites on the (software) GPU like a phone does, without that read-back, to tell the two apart.
 */
function browserArgs(): string[] {
  if (process.env.FRAMES_GPU !== 'swiftshader') return CHROMIUM_ARGS;
  return [...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'), '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'];
}

/** Pairs of far-apart tiles (mirrored through the centre), so every glide crosses the board. */
function swapPairs(count: number): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const a = (i * 37 + 11) % (SIDE * SIDE);
    return [a, SIDE * SIDE - 1 - a];
  });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * `npm run bench -- frames`: swapping on a 10x10 gift in Debian Chromium (headless) on a phone screen with
 * 4x CPU slowdown, measured from a performance trace. Each swap is two taps on the canvas; its window runs
 * from the click that swaps to the frame that shows the scene's last animation frame. FRAMES_PROFILE=1 adds
 * V8's sampling profiler and prints the functions that cost the most inside the windows.
 */
export async function benchFrames(swaps = Number(process.env.FRAMES_SWAPS ?? 20)) {
  const profile = process.env.FRAMES_PROFILE === '1';
  const loadBefore = os.loadavg()[0] as number;
  const app = await startBuiltApp();
  let browser: Browser | null = null;
  try {
    const build = `dist/client built ${app.clientBuiltAt.toISOString().slice(0, 19)}Z`;
    const id = await seedGift(app, SIDE);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: browserArgs() });
    const context = await browser.newContext(PHONE);
    await context.addInitScript(trackAnimationFrames);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await page.goto(`${app.url}/play/${id}`);
    await page.locator('.swap-board__tile').first().waitFor();
    await page.mouse.move(3, 3); // the board starts its engine at the first sign of a person
    await page.mouse.move(6, 6);
    await engineReady(page, pageErrors, build);
    const canvas = page.locator('.swap-board canvas');
    await canvas.scrollIntoViewIfNeeded();
    const drawing = await canvas.evaluate((element: HTMLCanvasElement) => {
      const gl = element.getContext('webgl2') ?? element.getContext('webgl'); // the context Phaser made, if WebGL
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl ? `WebGL (${info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown renderer'})` : 'Canvas 2D';
    });
    const board = await canvas.boundingBox();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const pairs = swapPairs(swaps + 1);
    const [warmA, warmB] = pairs.shift() as [number, number];
    await swapByTapping(page, warmA, warmB); // untraced: the first swap also compiles shaders and decodes the sound

    await browser.startTracing(page, { categories: [...FRAME_TRACE_CATEGORIES, ...(profile ? [PROFILE_CATEGORY] : [])] });
    for (const [a, b] of pairs) await swapByTapping(page, a, b);
    await page.evaluate((mark) => performance.mark(mark), MARK_SELECT); // closes the last swap's window
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    if (process.env.FRAMES_TRACE) fs.writeFileSync(process.env.FRAMES_TRACE, JSON.stringify(events));

    const perSwap = swapFrames(events, { swapTap: MARK_SWAP, nextSelectTap: MARK_SELECT });
    const frames = perSwap.flatMap((s) => s.frames);
    if (frames.length === 0) throw new Error('the trace holds no presented frames during the swaps');
    const maxFrame = Math.max(...frames);
    const p95 = percentile(frames, 95);
    const dropped = sum(perSwap.map((s) => s.dropped));
    const partial = sum(perSwap.map((s) => s.partial));
    const over = frames.filter((f) => f > GOALS.maxFrameMs).length;
    const rafIntervals = perSwap.flatMap((s) => s.rafIntervals);
    const rafDurations = perSwap.flatMap((s) => s.rafDurations);
    const loadAfter = os.loadavg()[0] as number;

    const work = (kind: MainThreadWork) => median(perSwap.map((s) => s.mainThread[kind]));
    const kinds: MainThreadWork[] = ['input and React', 'scene frames (rAF)', 'style, layout, paint', 'commit', 'GC', 'other tasks'];
    // With --disable-gpu, a commit waits while SwiftShader draws the WebGL canvas and it is read back for software compositing.
    const commitNote = browserArgs().includes('--disable-gpu') && drawing.startsWith('WebGL') ? ' (commit includes the software WebGL read-back)' : '';
    console.log(`  frames: ${SIDE}x${SIDE} gift, ${perSwap.length} swaps traced (+1 warm-up), phone ${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, board ${fmt(board?.width ?? 0, 0)}x${fmt(board?.height ?? 0, 0)} css px, ${CPU_SLOWDOWN}x CPU, ${drawing}, ${build}`);
    console.log(`  presented frames (PipelineReporter STATE_PRESENTED_ALL) ${frames.length}; ms p50 ${fmt(median(frames), 1)}, p95 ${fmt(p95, 1)}, max ${fmt(maxFrame, 1)}; ${over} over ${GOALS.maxFrameMs} ms; ${dropped} vsyncs dropped, ${partial} partial`);
    console.log(`  per swap: window median ${fmt(median(perSwap.map((s) => s.windowMs)), 0)} ms, worst frame ${perSwap.map((s) => fmt(Math.max(0, ...s.frames), 0)).join(' ')} ms`);
    console.log(`  scene animation frames (FireAnimationFrame) ${rafDurations.length}: interval p50 ${fmt(median(rafIntervals), 1)} / p95 ${fmt(percentile(rafIntervals, 95), 1)} / max ${fmt(Math.max(0, ...rafIntervals), 1)} ms, callback p50 ${fmt(median(rafDurations), 1)} / p95 ${fmt(percentile(rafDurations, 95), 1)} ms`);
    console.log(`  main thread per swap (median ms): ${kinds.map((k) => `${k} ${fmt(work(k), 0)}`).join(', ')}; GPU process ${fmt(median(perSwap.map((s) => s.gpuMs)), 0)}${commitNote}`);
    if (profile) {
      console.log('  self time of JavaScript functions and the DOM/WebGL calls they make, inside the swap windows (V8 sampling profiler):');
      for (const entry of profileSelfTime(events, MARK_SWAP, perSwap)) console.log(`    ${fmt(entry.ms, 0).padStart(6)} ms  ${entry.name}`);
    }

    const ratio = Math.max(maxFrame / GOALS.maxFrameMs, p95 / GOALS.p95FrameMs);
    return {
      name: `swap animation frames, ${SIDE}x${SIDE} board, phone, ${CPU_SLOWDOWN}x CPU`,
      ratio,
      detail:
        `${frames.length} frames over ${perSwap.length} swaps: max ${fmt(maxFrame, 1)} ms, p95 ${fmt(p95, 1)} ms, ${over} over ${GOALS.maxFrameMs} ms, ` +
        `${dropped} dropped (trace PipelineReporter; ${drawing.split(' (')[0]}; load ${fmt(loadBefore, 1)}→${fmt(loadAfter, 1)} on ${os.cpus().length} CPUs)`,
      goal: `max ≤ ${GOALS.maxFrameMs} ms and p95 ≤ ${GOALS.p95FrameMs} ms (ratio ≤ 1)`,
      ok: maxFrame <= GOALS.maxFrameMs && p95 <= GOALS.p95FrameMs,
    } satisfies { name: string; ratio: number; detail: string; goal: string; ok: boolean };
  } finally {
    await browser?.close();
    await app.stop();
  }
}
