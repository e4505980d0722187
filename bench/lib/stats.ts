/** Small statistics for benchmark samples (milliseconds). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = samples.slice().sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

/** Runs `task` `warmup` times unmeasured, then `runs` times, answering each run's duration in ms. */
export async function timeRuns(runs: number, warmup: number, task: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  return samples;
}

export const fmt = (value: number, digits = 2) => value.toFixed(digits);
