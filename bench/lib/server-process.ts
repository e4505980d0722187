import { startTempApp } from './temp-app';

// Runs the real app in its own process, so a benchmark's clients do not share its event loop.
const site = await startTempApp(true);
process.stdout.write(`${JSON.stringify({ url: site.url, origin: site.origin })}\n`);
const stop = () => void site.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.stdin.on('end', stop); // the parent went away
process.stdin.resume();
