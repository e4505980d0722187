import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { seedContent } from './lib/seed';
import { startBuiltApp } from './lib/started-app';
import { median } from './lib/stats';

/** The goals of the performance issue, for every page (Lighthouse's default mobile profile: slow 4G, 4x CPU). */
const GOALS = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, others: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3); // Lighthouse's own advice: the median of a few runs

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { categories, audits } = result.lhr;
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
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over `RUNS` audits. */
async function auditMedian(url: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}

function meetsGoals(f: Figures): boolean {
  return (
    f.performance >= GOALS.performance &&
    f.lcpMs <= GOALS.lcpMs &&
    f.tbtMs <= GOALS.tbtMs &&
    f.cls <= GOALS.cls &&
    Math.min(f.accessibility, f.bestPractices, f.seo) >= GOALS.others
  );
}

/**
 * `npm run bench -- lighthouse`: every page of the product on a fresh start with seeded content,
 * audited as a new mobile visitor (Lighthouse 13, Debian Chromium, simulated slow 4G and 4x CPU).
 */
export async function benchLighthouse() {
  const app = await startBuiltApp();
  try {
    const seeded = await seedContent(app);
    const pages: [string, string][] = [
      ['/', '/'],
      ['/play/{id} 3x3', `/play/${seeded.puzzle3}`],
      ['/play/{id} 10x10', `/play/${seeded.puzzle10}`],
      ['/thedailywordpuzzle', '/thedailywordpuzzle'],
      ['/DailyPuzzle', '/DailyPuzzle'],
      ['/create-puzzle-gift', '/create-puzzle-gift'],
      ['/play-puzzle-card/{id}', `/play-puzzle-card/${seeded.card}`],
      ['/learn/alphabet/a', '/learn/alphabet/a'],
      ['/learn/alphabetLesson/a', '/learn/alphabetLesson/a'],
    ];
    // LIGHTHOUSE_PAGES=daily,card audits only the pages whose names contain one of the words.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const chosen = only ? pages.filter(([name]) => only.some((word) => name.includes(word))) : pages;
    const results = [];
    for (const [name, path] of chosen) {
      process.stdout.write(`  lighthouse ${name}…\n`);
      const f = await auditMedian(`${app.url}${path}`);
      const ok = meetsGoals(f);
      results.push({
        name: `lighthouse ${name}`,
        ratio: f.performance / GOALS.performance,
        detail: `performance ${f.performance}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}; accessibility ${f.accessibility}, best practices ${f.bestPractices}, SEO ${f.seo} (median of ${RUNS})`,
        goal: `performance ≥ ${GOALS.performance}, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02, others 100`,
        ok,
      });
    }
    return results;
  } finally {
    await app.stop();
  }
}
