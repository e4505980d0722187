import http from 'node:http';
import sharp from 'sharp';
import type { PartyStarted } from '../../contract/party';
import { createPuzzleFrom, encodePuzzleForm } from './upload';

const GIFTS_PER_ADDRESS = 15; // the server lets one address create 30 puzzles and start 20 parties an hour

/** POST `path` with a JSON body from `localAddress`; answers the status and the body's text. */
function postJson(url: string, path: string, origin: string, body: unknown, localAddress: string): Promise<{ status: number; text: string }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      { method: 'POST', localAddress, headers: { origin, 'content-type': 'application/json', 'content-length': payload.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export interface BenchGift {
  puzzleId: string;
  kind: 'swap' | 'jigsaw';
  localAddress: string; // its recipient's address
}

export type BenchParty = PartyStarted & BenchGift;

/** `count` gifts created over real HTTP, spread over `urls`: each fifth a 96-piece jigsaw, the others 5 x 5 tile swaps. */
export async function createGifts(urls: readonly string[], origin: string, count: number): Promise<BenchGift[]> {
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#5b8def' } }).jpeg().toBuffer();
  const swapForm = await encodePuzzleForm(photo, { gridSize: '5' });
  const jigsawForm = await encodePuzzleForm(photo, { gridSize: '3', puzzleType: 'jigsaw', pieces: '96' });
  const gifts: BenchGift[] = [];
  for (let index = 0; index < count; index++) {
    const localAddress = `127.0.1.${1 + Math.floor(index / GIFTS_PER_ADDRESS)}`;
    const kind = index % 5 === 4 ? 'jigsaw' : 'swap';
    const { id } = await createPuzzleFrom(urls[index % urls.length] as string, origin, kind === 'jigsaw' ? jigsawForm : swapForm, { localAddress });
    gifts.push({ puzzleId: id, kind, localAddress });
  }
  return gifts;
}

/** A party started on `gift` through `url`, as its recipient presses "Solve together". */
export async function startParty(url: string, origin: string, gift: BenchGift): Promise<BenchParty> {
  const started = await postJson(url, `/api/puzzles/${gift.puzzleId}/party`, origin, {}, gift.localAddress);
  if (started.status !== 201) throw new Error(`starting a party failed: ${started.status} ${started.text}`);
  return { ...(JSON.parse(started.text) as PartyStarted), ...gift };
}
