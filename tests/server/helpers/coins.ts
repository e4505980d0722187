import { io, type Socket } from 'socket.io-client';
import type { CoinBalanceEvent } from '../../../contract/coins';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../contract/realtime';
import { REALTIME_PROTOCOL_VERSION } from '../../../contract/realtime';
import type { DailyPictureBody, DailyWordBody } from '../../../contract/schemas/daily';
import { swap, type Move } from '../../../game/rules/board';
import { pictureStart } from '../../../game/rules/daily-deal';
import { clue, createWordBoard, lettersOf } from '../../../game/rules/word';
import { TEST_ORIGIN, type TestApp } from './app';
import { solvingMoves } from './puzzles';

/** The moves a player who solves today's word makes: clue after clue (each is a swap). */
export async function wordSolvingMoves(t: TestApp, date: string): Promise<Move[]> {
  const entry = (await t.request({ method: 'GET', url: `/api/daily/word?date=${date}` })).json<DailyWordBody>();
  let board = createWordBoard(entry.word, entry.shuffled);
  const moves: Move[] = [];
  for (let move = clue(lettersOf(board), entry.word); move; move = clue(lettersOf(board), entry.word)) {
    moves.push(move);
    board = { ...board, order: swap(board.order, move[0], move[1]) };
  }
  return moves;
}

/** The moves that solve the day's picture, from the deal the browser makes of what GET /api/daily/picture serves. */
export async function pictureSolvingMoves(t: TestApp, date: string): Promise<Move[]> {
  const picture = (await t.request({ method: 'GET', url: `/api/daily/picture?date=${date}` })).json<DailyPictureBody>();
  return solvingMoves(pictureStart(date, picture.imageUrl));
}

export const coinsCall = (t: TestApp, cookie: string, url: string, payload?: unknown) =>
  t.request({ method: payload === undefined ? 'GET' : 'POST', url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

export type CoinSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io-client of an account (its session cookie in the handshake), recording every balance event. */
export async function connectAccount(url: string, cookie: string) {
  const socket: CoinSocket = io(url, {
    path: '/socket.io',
    forceNew: true,
    reconnection: false,
    transports: ['websocket'],
    extraHeaders: { origin: TEST_ORIGIN, cookie },
    auth: { protocol: REALTIME_PROTOCOL_VERSION },
  });
  const events: CoinBalanceEvent[] = [];
  const waiters: (() => void)[] = [];
  socket.on('coins:balance', (event) => {
    events.push(event);
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    events,
    /** Resolves once `count` events arrived. */
    async received(count: number): Promise<CoinBalanceEvent[]> {
      while (events.length < count) await new Promise<void>((wake) => waiters.push(wake));
      return events.slice(0, count);
    },
  };
}
