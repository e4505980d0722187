import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const REDIS_SERVER = '/usr/bin/redis-server';
const START_TIMEOUT_MS = 10_000;

/**
 * A throwaway Redis on loopback, from the machine's own binary (Debian's
 * redis-server package; .ci/run installs it). Nothing is written to disk:
 * no snapshots, no append-only file.
 */
export interface RedisServer {
  url: string; // redis://127.0.0.1:PORT
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  if (!fs.existsSync(REDIS_SERVER)) throw new Error('redis-server is not installed: apt-get install redis-server (.ci/run does this)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puzzle-gift-redis-'));
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL'); // nothing on disk to lose
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await readyToAcceptConnections(child, port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

/** Resolves once the server logged that it is ready and answers PING; rejects with its output if it dies first. */
async function readyToAcceptConnections(child: ReturnType<typeof spawn>, port: number): Promise<void> {
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Ready to accept connections')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with code ${code}:\n${output}`));
    });
  });
  // Stop reading its log: its pipe would otherwise fill up one day and stall the server.
  child.stdout?.resume().removeAllListeners('data');
  child.stderr?.resume().removeAllListeners('data');
  await ping(port);
}

function ping(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(START_TIMEOUT_MS, () => socket.destroy(new Error('redis-server did not answer PING')));
    socket.once('error', reject);
    socket.once('data', (reply) => {
      socket.end();
      if (reply.toString().startsWith('+PONG')) resolve();
      else reject(new Error(`redis-server answered PING with ${reply.toString().trim()}`));
    });
  });
}
