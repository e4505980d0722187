/**
 * A server's event-loop delay over a stretch of a benchmark, read from its own /metrics (prom-client's
 * default metrics, which need METRICS_TOKEN): prom-client resets the delay's histogram at each scrape,
 * so a scrape at the start and one at the end give the stretch between.
 */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token'; // a bearer token has no spaces

async function scrape(url: string): Promise<string> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
}

const seconds = (text: string, name: string): number => Number(new RegExp(`^${name} ([0-9.e+-]+)`, 'm').exec(text)?.[1] ?? Number.NaN);

/** Starts the stretch; `end()` answers the delay's p50, p99 and max in ms (or why it could not be read). */
export async function watchServerLoop(url: string): Promise<{ end(): Promise<string> }> {
  await scrape(url).catch(() => '');
  return {
    async end() {
      try {
        const text = await scrape(url);
        const ms = (name: string) => (seconds(text, name) * 1000).toFixed(1);
        return `p50 ${ms('nodejs_eventloop_lag_p50_seconds')} / p99 ${ms('nodejs_eventloop_lag_p99_seconds')} / max ${ms('nodejs_eventloop_lag_max_seconds')} ms`;
      } catch (error) {
        return `unread (${error instanceof Error ? error.message : String(error)})`;
      }
    },
  };
}
