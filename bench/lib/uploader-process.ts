import readline from 'node:readline';
import { phonePhoto } from './seed';
import { createPuzzleFrom, encodePuzzleForm, postPuzzleForm } from './upload';

/**
 * The uploaders of bench/read-throughput.ts: other people, on other machines, sending 12-megapixel
 * phone photos back to back through POST /api/puzzles. Started by lib/uploader.ts in its own
 * process at a lower priority, so the load generator never waits on this event loop (sending 5.5 MB
 * and reading answers) nor for a core taken by it: on one machine the generator must stand for
 * readers whose own computers are idle, and the server is measured, not its clients.
 *
 * Argument: the server's URL and origin as JSON. Protocol (JSON lines on stdout, words on stdin):
 * `{"ready":true,"bytes":N}` once the form is encoded and one warm-up upload succeeded; `start`
 * begins uploading back to back; `stop` ends it and answers the uploads finished in between.
 */
const { url, origin } = JSON.parse(process.argv[2] ?? '{}') as { url: string; origin: string };

const UPLOADS_PER_SENDER = 25; // the server lets one address create 30 puzzles an hour
let sent = 0;
const sender = () => ({ localAddress: `127.0.0.${2 + Math.floor(sent++ / UPLOADS_PER_SENDER)}` });

const form = await encodePuzzleForm(await phonePhoto(), { gridSize: '10' });
await createPuzzleFrom(url, origin, form, sender()); // warm-up: sharp, the upload path
process.stdout.write(`${JSON.stringify({ ready: true, bytes: form.body.length })}\n`);

let loading = false;
let loop: Promise<void> = Promise.resolve();
const uploads = { completed: 0, failed: 0, ms: [] as number[], statuses: [] as number[] };

async function uploadBackToBack(): Promise<void> {
  while (loading) {
    const begin = performance.now();
    const { status } = await postPuzzleForm(url, origin, form, sender());
    if (!loading) break; // finished after the load: not counted
    uploads.ms.push(performance.now() - begin);
    if (status === 201) uploads.completed++;
    else {
      uploads.failed++;
      if (!uploads.statuses.includes(status)) uploads.statuses.push(status);
    }
  }
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const word = line.trim();
  if (word === 'start' && !loading) {
    loading = true;
    loop = uploadBackToBack();
  } else if (word === 'stop') {
    loading = false;
    void loop.then(() => {
      process.stdout.write(`${JSON.stringify(uploads)}\n`);
      process.exit(0);
    });
  }
});
process.stdin.on('end', () => process.exit(0)); // the benchmark went away
