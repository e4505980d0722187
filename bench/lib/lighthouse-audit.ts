import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium';

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** One audit: its figures, or why it gave none (a run that fails must say why, never hang). */
export type AuditOutcome = { ok: true; figures: Figures; notes: string[] } | { ok: false; reason: string };

/**
 * Lighthouse gives up waiting for a page's load after `maxWaitForLoad` (45 s by default) and still
 * reports; a whole audit past this bound is stuck elsewhere (the browser or the protocol), so it is
 * stopped and reported instead of blocking the benchmark forever.
 */
const AUDIT_TIMEOUT_MS = Number(process.env.LIGHTHOUSE_TIMEOUT_MS ?? 150_000);

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figuresOf(lhr: Lhr): Figures {
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

/** The scripts that kept the main thread busiest, so a slow run says what ran, not only its score. */
function busiestScripts(lhr: Lhr, count = 3): string {
  const items = (lhr.audits['bootup-time']?.details as { items?: { url: string; scripting: number }[] } | undefined)?.items ?? [];
  return items
    .slice()
    .sort((a, b) => b.scripting - a.scripting)
    .slice(0, count)
    .map((item) => `${item.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.scripting)} ms`)
    .join(', ');
}

/** Writes the report and its trace when LIGHTHOUSE_SAVE names a folder (to see what ran, not only the score). */
function save(lhr: Lhr, trace: unknown, label: string): string | undefined {
  const folder = process.env.LIGHTHOUSE_SAVE;
  if (!folder) return undefined;
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, ''));
  fs.writeFileSync(`${file}.json`, JSON.stringify(lhr));
  if (trace) fs.writeFileSync(`${file}.trace.json`, JSON.stringify(trace));
  return `${file}.json`;
}

/**
 * chrome-launcher spawns Chromium without an 'error' listener, so a browser that cannot start on a
 * loaded machine throws outside any promise and ended the whole benchmark with no word about which
 * page; during an audit such an error fails that audit instead.
 */
function failOnStrayError(fail: (error: Error) => void): () => void {
  const listener = (error: Error) => fail(error);
  process.on('uncaughtException', listener);
  return () => process.off('uncaughtException', listener);
}

/**
 * A stopped audit (its browser killed at the timeout) still has requests pending in Lighthouse's
 * protocol client, which fail later with "Target closed" where no one awaits them; once an audit
 * has been stopped, those late failures are noted instead of ending the benchmark.
 */
let lateFailuresNoted = false;
function noteLateFailures() {
  if (lateFailuresNoted) return;
  lateFailuresNoted = true;
  process.on('unhandledRejection', (reason) => {
    const name = reason instanceof Error ? reason.name : '';
    if (name !== 'TargetCloseError' && name !== 'ProtocolError') throw reason;
    process.stdout.write(`    (a stopped audit's browser connection failed late: ${(reason as Error).message})\n`);
  });
}

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      noteLateFailures();
      onTimeout();
      reject(new Error(`the audit did not finish within ${Math.round(ms / 1000)} s (LIGHTHOUSE_TIMEOUT_MS)`));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** One Lighthouse audit of `url` in a fresh Chromium (a new visitor: empty cache, no service worker). */
export async function auditOnce(url: string, label: string): Promise<AuditOutcome> {
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let stopListening = () => {};
  try {
    const running = (async () => {
      chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
      const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
      return lighthouse(url, flags);
    })();
    const stray = new Promise<never>((_, reject) => (stopListening = failOnStrayError(reject)));
    const result = await withTimeout(Promise.race([running, stray]), AUDIT_TIMEOUT_MS, () => chrome?.kill());
    if (!result) return { ok: false, reason: 'Lighthouse answered no result' };
    const { lhr } = result;
    const saved = save(lhr, result.artifacts.Trace, label);
    // A page that failed to load (no paint, an error page, a crashed renderer) still answers a report, with scores of null.
    if (lhr.runtimeError) return { ok: false, reason: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const notes = [...lhr.runWarnings.map((warning) => `warning: ${warning}`), `busiest scripts: ${busiestScripts(lhr)}`];
    if (saved) notes.push(`report: ${saved}`);
    return { ok: true, figures: figuresOf(lhr), notes };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    stopListening();
    chrome?.kill();
  }
}
