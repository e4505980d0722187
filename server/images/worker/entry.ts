import fs from 'node:fs';
import os from 'node:os';
import { workerNiceness } from './protocol';

/**
 * The picture worker's process, forked by client.ts. Before anything else it lowers its own
 * priority, so that on a busy machine the scheduler gives the cores to the API process first:
 * decoding a 12-megapixel photo takes a core for a few hundred milliseconds, and board reads
 * must stay fast meanwhile (GET /api/puzzles/:id p99 <= 10 ms at 2,000 req/s during uploads).
 * An upload waits a little longer instead, which its sender sees as a progress bar.
 */
/**
 * On Linux a niceness belongs to each thread, and new threads take their creator's: the main
 * thread first (libuv's threadpool and libvips' threads, which do the work, are created later,
 * from it), then every thread Node already started. Elsewhere setPriority covers the process.
 */
function lowerPriority(niceness: number): void {
  os.setPriority(niceness);
  const tasks = '/proc/self/task';
  if (!fs.existsSync(tasks)) return;
  for (const tid of fs.readdirSync(tasks)) {
    try {
      os.setPriority(Number(tid), niceness);
    } catch {
      // a thread that ended meanwhile
    }
  }
}

try {
  lowerPriority(workerNiceness(os.getPriority())); // it starts at the API's own
} catch (error) {
  console.warn('picture worker: could not lower its priority:', error); // it still works, as a peer of the API
}
await import('./serve');
