/** p50 and p99 of one figure at one size, in ms. */
export interface Spread {
  p50: number;
  p99: number;
}

/** One figure across the seeded sizes (smallest first). */
export interface FigureGrowth {
  measure: string;
  spreads: Spread[];
}

export const GROWTH_GOAL = 2; // from the smallest to the largest size, no figure may grow more than this

/** How much a figure grew from the smallest size to the largest: the larger of its p50's and its p99's ratios. */
export function growthOf(figure: FigureGrowth): number {
  const first = figure.spreads[0];
  const last = figure.spreads.at(-1);
  if (!first || !last) return Number.NaN;
  return Math.max(last.p50 / first.p50, last.p99 / first.p99);
}

/** The worst growth of all figures, and whether every figure kept to the goal (an unmeasured figure does not). */
export function judgeGrowth(figures: readonly FigureGrowth[]): { ratio: number; ok: boolean; worst: string } {
  const growths = figures.map((figure) => ({ measure: figure.measure, growth: growthOf(figure) }));
  const unmeasured = growths.find(({ growth }) => !Number.isFinite(growth));
  if (unmeasured || growths.length === 0) return { ratio: Number.NaN, ok: false, worst: unmeasured?.measure ?? 'nothing measured' };
  const worst = growths.reduce((a, b) => (b.growth > a.growth ? b : a));
  return { ratio: worst.growth, ok: worst.growth <= GROWTH_GOAL, worst: worst.measure };
}

/** "10 k", "1 M": a size as the README writes it. */
export function sizeLabel(count: number): string {
  if (count >= 1_000_000 && count % 1_000_000 === 0) return `${count / 1_000_000} M`;
  if (count >= 1_000 && count % 1_000 === 0) return `${count / 1_000} k`;
  return String(count);
}

/** GROWTH_SIZES ("1000,10000"): whole numbers, 2 or more of them, smallest first; unset: 10 k, 100 k and 1 M. */
export function parseSizes(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === '') return [10_000, 100_000, 1_000_000];
  const sizes = raw.split(',').map((part) => Number(part.trim()));
  if (sizes.length < 2 || sizes.some((size) => !Number.isInteger(size) || size < 100)) {
    throw new Error(`GROWTH_SIZES must be 2 or more whole numbers of gifts, each 100 or more, got "${raw}"`);
  }
  for (let i = 1; i < sizes.length; i++) {
    if ((sizes[i] as number) <= (sizes[i - 1] as number)) throw new Error(`GROWTH_SIZES must grow from left to right, got "${raw}"`);
  }
  return sizes;
}
