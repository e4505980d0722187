import type { Db } from '../../server/db/open';
import { claimDueMail } from '../../server/repos/outbox';
import { giftId, isOpened } from './growth-rows';
import { timeRuns } from './stats';
import { postPuzzleForm, type EncodedForm } from './upload';

/** The five figures the growth bench follows, in the order its table shows them. */
export const GROWTH_MEASURES = ['board read', 'create', 'My gifts page 1', 'outbox claim', 'admin month'] as const;
export type GrowthMeasure = (typeof GROWTH_MEASURES)[number];

export interface GrowthTarget {
  url: string; // the app process
  origin: string; // its PUBLIC_URL, sent as Origin on writes
  db: Db; // the bench's own connection, for the worker's claim
  ownerCookie: string;
  adminCookie: string;
  form: EncodedForm; // a small photo gift, posted as a browser would
}

const RUNS: Record<GrowthMeasure, number> = { 'board read': 400, create: 40, 'My gifts page 1': 200, 'outbox claim': 400, 'admin month': 200 };
const WARMUP = 50; // the first size runs on a freshly started process: its code paths warm before they count

/** Claims (and the due rows they take) a level needs: RUNS plus warm-up. */
export const CLAIMS_PER_LEVEL = RUNS['outbox claim'] + WARMUP;

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer(); // read to the end, as a browser does
}

/** Logs in over HTTP and answers the session cookie. */
export async function logIn(url: string, origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login of ${email}: ${response.status} ${await response.text()}`);
  return (response.headers.getSetCookie?.() ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Opened gifts spread over the whole table (seeded, the same every run): a cold row as often as a warm one. */
function openedGifts(giftCount: number, count: number): string[] {
  const ids: string[] = [];
  let state = 12345;
  while (ids.length < count) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const index = state % giftCount;
    if (isOpened(index)) ids.push(giftId(index));
  }
  return ids;
}

let createdFrom = 2; // loopback senders 127.0.0.2…: each may create 30 gifts an hour
const CREATE_WARMUP = 5; // a create costs a photo's processing: fewer warm-ups

/** Each figure's samples (ms) on a world of `giftCount` seeded gifts; `claimNow` is a time at which CLAIMS_PER_LEVEL mails are due. */
export async function measureLevel(target: GrowthTarget, giftCount: number, claimNow: number): Promise<Record<GrowthMeasure, number[]>> {
  const { url, origin } = target;
  const gifts = openedGifts(giftCount, RUNS['board read'] + WARMUP);
  let next = 0;
  const board = await timeRuns(RUNS['board read'], WARMUP, async () => expectOk(await fetch(`${url}/api/puzzles/${gifts[next++ % gifts.length]}`), 'board read'));

  let made = 0;
  const create = await timeRuns(RUNS.create, CREATE_WARMUP, async () => {
    const localAddress = `127.0.0.${createdFrom + Math.floor(made++ / 25)}`;
    const { status, body } = await postPuzzleForm(url, origin, target.form, { localAddress });
    if (status !== 201) throw new Error(`create: ${status} ${body}`);
  });
  createdFrom += Math.ceil(made / 25);

  const myGifts = await timeRuns(RUNS['My gifts page 1'], WARMUP, async () =>
    expectOk(await fetch(`${url}/api/my/gifts`, { headers: { cookie: target.ownerCookie } }), 'My gifts'),
  );
  const claim = await timeRuns(RUNS['outbox claim'], WARMUP, async () => {
    // A lease of a year: the claimed row is out of the way of the next claim and of the app's own worker.
    if (!(await claimDueMail(target.db, claimNow, 365 * 24 * 3_600_000))) throw new Error('outbox claim: nothing was due');
  });
  const month = new Date(claimNow).toISOString().slice(0, 7);
  const adminMonth = await timeRuns(RUNS['admin month'], WARMUP, async () =>
    expectOk(await fetch(`${url}/api/admin/schedule?month=${month}`, { headers: { cookie: target.adminCookie } }), 'admin month'),
  );
  return { 'board read': board, create, 'My gifts page 1': myGifts, 'outbox claim': claim, 'admin month': adminMonth };
}
