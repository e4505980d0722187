import http from 'node:http';

/**
 * A closed-loop load generator: `concurrency` keep-alive connections each send
 * the next GET as soon as the previous answer arrived, until `total` are done.
 * Answers requests per second. Bounded in count, loopback only.
 */
export async function measureThroughput(url: string, total: number, concurrency: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let started = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(url, { agent }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        response.resume();
        response.on('end', resolve);
      });
      request.on('error', reject);
    });
  const worker = async () => {
    while (started < total) {
      started++;
      await one();
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - begin) / 1000;
  agent.destroy();
  return total / seconds;
}
