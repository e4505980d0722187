import { spawn } from 'node:child_process';
import readline from 'node:readline';

/** What the uploader did between start and stop (bench/lib/uploader-process.ts). */
export interface UploadResults {
  completed: number; // answered 201
  failed: number;
  statuses: number[]; // the other answers' statuses, each once
  ms: number[]; // each counted upload, from its first byte sent to its answer
}

export interface Uploader {
  bytes: number; // the size of one upload's multipart body
  start(): void;
  stop(): Promise<UploadResults>;
  kill(): void;
}

/** Niceness steps below this process: other people's computers, not the load generator's (uploader-process.ts). */
const UPLOADER_NICENESS = 10;

/**
 * Starts bench/lib/uploader-process.ts under `nice`, every thread of it at a lower priority from
 * its first instruction, and answers once it has encoded its photo and made one warm-up upload.
 */
export async function startUploader(url: string, origin: string): Promise<Uploader> {
  const child = spawn('nice', ['-n', String(UPLOADER_NICENESS), process.execPath, '--import', 'tsx', 'bench/lib/uploader-process.ts', JSON.stringify({ url, origin })], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the uploader exited with ${code}`)));
  });
  exited.catch(() => {}); // observed through the races below only
  const nextLine = () => Promise.race([new Promise<string>((resolve) => lines.once('line', resolve)), exited]);
  const { bytes } = JSON.parse(await nextLine()) as { ready: true; bytes: number };
  return {
    bytes,
    start: () => child.stdin.write('start\n'),
    async stop() {
      const answer = nextLine();
      child.stdin.write('stop\n');
      return JSON.parse(await answer) as UploadResults;
    },
    kill: () => child.kill('SIGTERM'),
  };
}
