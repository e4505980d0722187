import http from 'node:http';

export interface FixedRateResult {
  scheduled: number; // requests the schedule called for
  completed: number; // answered (any status)
  non2xx: number;
  errors: number; // connection errors and timeouts
  latencies: number[]; // ms, from each request's scheduled time to the end of its answer
  sendLag: number[]; // ms each request left after its scheduled time (this generator's own delay)
  seconds: number; // from the first scheduled time to the last answer
}

/**
 * An open-loop load generator: request i is due at start + i/rate whatever happened to
 * the others, and its latency is measured from that due time, so a stalled server is
 * charged for every request it made wait (no coordinated omission; a closed loop such
 * as measureThroughput or autocannon would simply send fewer). GETs go over up to
 * `connections` keep-alive sockets; requests due while all are busy wait for one, and
 * that wait counts. Loopback only; bounded by rate x seconds requests.
 */
export async function fixedRateLoad(url: string, rate: number, seconds: number, connections = 64): Promise<FixedRateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const result: FixedRateResult = { scheduled: total, completed: 0, non2xx: 0, errors: 0, latencies: [], sendLag: [], seconds: 0 };
  const start = performance.now() + 5;
  let lastAnswer = start;

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      result.sendLag.push(performance.now() - due);
      const request = http.get(url, { agent, timeout: 10_000 }, (response) => {
        response.resume();
        response.on('end', () => {
          const now = performance.now();
          lastAnswer = Math.max(lastAnswer, now);
          result.completed++;
          if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) result.non2xx++;
          result.latencies.push(now - due);
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        result.errors++;
        resolve();
      });
    });

  const pending: Promise<void>[] = [];
  await new Promise<void>((done) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      for (; next < total && start + next * interval <= now; next++) pending.push(send(start + next * interval));
      if (next >= total) return done();
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  await Promise.all(pending);
  agent.destroy();
  result.seconds = (lastAnswer - start) / 1000;
  return result;
}
