import http from 'node:http';

/**
 * A closed-loop load generator: `concurrency` keep-alive connections each send
 * the next GET as soon as the previous answer arrived, until `total` are done.
 * Given several URLs (one app behind several processes), the connections are
 * shared out among them, as a load balancer would. Answers requests per second.
 * Bounded in count, loopback only.
 */
export async function measureThroughput(urls: string | readonly string[], total: number, concurrency: number): Promise<number> {
  const targets = typeof urls === 'string' ? [urls] : urls;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let started = 0;
  const one = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(url, { agent }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        response.resume();
        response.on('end', resolve);
      });
      request.on('error', reject);
    });
  const worker = async (url: string) => {
    while (started < total) {
      started++;
      await one(url);
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(targets[index % targets.length] as string)));
  const seconds = (performance.now() - begin) / 1000;
  agent.destroy();
  return total / seconds;
}
