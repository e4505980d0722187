import { auditOnce, type Figures } from './lib/lighthouse-audit';
import { seedContent } from './lib/seed';
import { startBuiltApp } from './lib/started-app';
import { median } from './lib/stats';

/** The goals of the performance issue, for every page (Lighthouse's default mobile profile: slow 4G, 4x CPU). */
const GOALS = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, others: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The median of each figure over the runs that finished. */
function medianOf(runs: readonly Figures[]): Figures {
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

/** The single run a visitor would be least happy with: the lowest performance score (then the longest TBT). */
function worstOf(runs: readonly Figures[]): Figures {
  return runs.slice().sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs)[0] as Figures;
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

const describe = (f: Figures) =>
  `performance ${f.performance}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}; accessibility ${f.accessibility}, best practices ${f.bestPractices}, SEO ${f.seo}`;

/**
 * `npm run bench -- lighthouse`: every page of the product on a fresh start with seeded content,
 * audited as a new mobile visitor (Lighthouse 13, Debian Chromium, simulated slow 4G and 4x CPU),
 * `LIGHTHOUSE_RUNS` times each. The goal holds for every single run, not only the median: a visitor
 * gets one run. A run that fails counts as a miss and says why.
 */
export async function benchLighthouse() {
  const app = await startBuiltApp();
  try {
    const seeded = await seedContent(app);
    const pages: [string, string][] = [
      ['/', '/'],
      ['/play/{id} 3x3', `/play/${seeded.puzzle3}`],
      ['/play/{id} 10x10', `/play/${seeded.puzzle10}`],
      ['/play/{id} jigsaw 96', `/play/${seeded.jigsaw}`],
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
      const finished: Figures[] = [];
      const failures: string[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const outcome = await auditOnce(`${app.url}${path}`, `${name} run ${run}`);
        if (outcome.ok) {
          finished.push(outcome.figures);
          process.stdout.write(`  lighthouse ${name} run ${run}: ${describe(outcome.figures)}\n${outcome.notes.map((note) => `    ${note}\n`).join('')}`);
        } else {
          failures.push(`run ${run} failed: ${outcome.reason}`);
          process.stdout.write(`  lighthouse ${name} run ${run} FAILED: ${outcome.reason}\n`);
        }
      }
      const worst = finished.length > 0 ? worstOf(finished) : undefined;
      const summary = worst
        ? `median of ${finished.length}: ${describe(medianOf(finished))}; worst single run: ${describe(worst)}`
        : 'no run finished';
      results.push({
        name: `lighthouse ${name}`,
        ratio: (worst?.performance ?? 0) / GOALS.performance,
        detail: [summary, ...failures].join('; '),
        goal: `every run: performance ≥ ${GOALS.performance}, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02, others 100`,
        ok: failures.length === 0 && finished.every(meetsGoals),
      });
    }
    return results;
  } finally {
    await app.stop();
  }
}
