import { monitorEventLoopDelay } from 'node:perf_hooks';
import readline from 'node:readline';
import { startTempApp } from './temp-app';

// Runs the real app in its own process, so a benchmark's clients do not share its event loop.
const site = await startTempApp(true);
process.stdout.write(`${JSON.stringify({ url: site.url, origin: site.origin })}\n`);
const stop = () => void site.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.stdin.on('end', stop); // the parent went away

// Asked "stats" on stdin, it answers (one JSON line) how late its event loop ran and the CPU it used since the last ask.
const RESOLUTION_MS = 5; // the monitor's timer runs this often: a sample beyond it is how late the loop was
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();
const late = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
let cpuFrom = process.cpuUsage();
let wallFrom = performance.now();
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'stats') return;
  const cpu = process.cpuUsage(cpuFrom);
  const stats = {
    loopDelayP50Ms: late(delay.percentile(50)),
    loopDelayP99Ms: late(delay.percentile(99)),
    loopDelayMaxMs: late(delay.max),
    cpuCores: (cpu.user + cpu.system) / 1000 / (performance.now() - wallFrom),
  };
  delay.reset();
  cpuFrom = process.cpuUsage();
  wallFrom = performance.now();
  process.stdout.write(`${JSON.stringify(stats)}\n`);
});
