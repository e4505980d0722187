import type { Browser, Locator, Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import type { PartyJoinAck, PartyMoveAck, PartyStarted } from '../../contract/party';
import { REALTIME_PROTOCOL_VERSION, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/realtime';
import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { columnOf, pieceCentre, rowOf, type JigsawBoard, type Point } from '../../game/rules/jigsaw';
import { jigsawOf, type PartyBoard } from '../../game/rules/party';
import { tableBox } from '../../game/scenes/jigsaw/table';
import { fitCamera, toScreen } from '../../game/scenes/jigsaw/view';
import { dropMove } from '../../client/features/party/jigsaw/party-moves';
import { boardFromWire } from '../../contract/party-board';
import { puzzleForm, validPuzzleFields } from '../server/helpers/multipart';
import { imageBoard, movePiecesHome } from './board-helpers';
import { expect, siteApi, test, type Site } from './fixtures';
import { testPhoto } from './gift-helpers';
import { keepAtBothSizes, keepScreenshot } from './look';

const MESSAGE = 'Sealed until you all finish it';

async function createGift(site: Site, fields: Record<string, string> = {}): Promise<CreatedPuzzle> {
  const form = puzzleForm(validPuzzleFields({ recipientName: 'Robin', message: MESSAGE, ...fields }), { data: await testPhoto() });
  const response = await siteApi(site).request({ method: 'POST', url: '/api/puzzles', payload: form });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedPuzzle>();
}

/** The recipient presses "Solve together" (the page's own request). */
async function startParty(site: Site, puzzleId: string): Promise<PartyStarted> {
  const response = await siteApi(site).request({ method: 'POST', url: `/api/puzzles/${puzzleId}/party`, payload: {} });
  expect(response.statusCode).toBe(201);
  return response.json<PartyStarted>();
}

/** A player in Node, joined with the host's key: its moves are what the watch page must show. */
async function nodePlayer(site: Site, started: PartyStarted) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(site.url, {
    path: '/socket.io',
    forceNew: true,
    transports: ['websocket'],
    extraHeaders: { origin: site.url },
    auth: { protocol: REALTIME_PROTOCOL_VERSION },
  });
  const joined = (await socket.timeout(5_000).emitWithAck('party:join', { partyId: started.partyId, token: started.hostKey })) as PartyJoinAck;
  if (!joined.ok) throw new Error(`the host could not join: ${joined.error}`);
  return { socket, snapshot: joined.snapshot, board: boardFromWire(joined.snapshot.board, joined.snapshot.puzzle) };
}

/** Every remaining swap of a tile swap party, made by its host over a socket of its own. */
async function solveSwapParty(site: Site, started: PartyStarted): Promise<void> {
  const player = await nodePlayer(site, started);
  try {
    const order = (player.board as Extract<PartyBoard, { kind: 'swap' }>).order.slice();
    let seq = player.snapshot.seq;
    for (let position = 0; position < order.length; position++) {
      if (order[position] === position) continue;
      const from = order.indexOf(position);
      const move = { kind: 'swap' as const, a: position, b: from, tiles: [order[position]!, position] as [number, number] };
      const ack = (await player.socket.timeout(5_000).emitWithAck('party:move', { seq, move })) as PartyMoveAck;
      expect(ack.ok).toBe(true);
      [order[position], order[from]] = [position, order[position]!];
      seq += 1;
    }
  } finally {
    player.socket.disconnect();
  }
}

const watchLive = (page: Page) => page.getByTestId('watch-live');

test.describe('the sender watches a party', () => {
  test('a tile swap fills in live on the watch page as a guest plays, sealed; after the solve its replay plays', async ({ page, site, browser }) => {
    const gift = await createGift(site);
    await page.goto(`/watch/${gift.id}#${gift.watchToken}`);
    await expect(page.getByTestId('watch-status')).toBeVisible();
    await expect(watchLive(page)).toHaveCount(0); // no party yet: the page is as it was

    const started = await startParty(site, gift.id);
    const live = watchLive(page);
    await expect(live).toHaveAttribute('data-seq', '0'); // the party appears by itself
    await expect(live.getByRole('heading', { name: 'Being solved together, live' })).toBeVisible();
    const board = live.getByTestId('party-board');
    const before = Number(await board.getAttribute('data-done'));

    // A guest joins by the invite link and swaps one tile home.
    const guestContext = await browser.newContext({ reducedMotion: 'reduce' }); // her replay then shows the end at once
    const guest = await guestContext.newPage();
    await guest.goto(`/together/${started.partyId}#${started.inviteToken}`);
    await guest.getByLabel('Your name').fill('Kim');
    await guest.getByRole('button', { name: /join/i }).click();
    await expect(imageBoard(guest)).toBeAttached();
    await movePiecesHome(guest, 1);

    await expect(live).toHaveAttribute('data-seq', '1'); // live, no reload
    await expect(board).not.toHaveAttribute('data-done', String(before));
    await expect(live.getByTestId('party-players')).toContainText('Kim');
    await expect(page.getByText(MESSAGE)).toHaveCount(0);

    await keepAtBothSizes(page, live, 'party-watch-swap');

    // The host finishes it from another device (fast: straight on the socket); the watch page shows it
    // solved, still sealed, and plays the replay.
    await solveSwapParty(site, started);
    await expect(guest.getByTestId('party-reveal')).toBeVisible(); // the guest saw it through to the end
    await expect(live).toHaveAttribute('data-solved', 'true');
    await expect(live.getByRole('heading', { name: 'Solved together' })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
    await live.getByRole('button', { name: 'Watch how we solved it' }).click();
    const replay = live.getByTestId('party-replay');
    const frames = Number(await replay.getAttribute('data-frames'));
    expect(frames).toBeGreaterThan(1);
    await expect(replay).toHaveAttribute('data-playing', 'true'); // a time-lapse, not the end at once
    await expect(replay).toHaveAttribute('data-frame', String(frames), { timeout: 25_000 });
    await expect(replay.getByTestId('party-board')).toHaveAttribute('data-solved', 'true');
    await keepScreenshot(page, 'party-watch-replay-desktop.png');
    await replay.getByRole('button', { name: 'Replay again' }).click();
    await expect(replay).toHaveAttribute('data-playing', 'true');

    // On the guest's solved screen the same replay, with her page's own access; under reduced motion, no time-lapse.
    await guest.getByRole('button', { name: 'Watch how we solved it' }).click();
    const hers = guest.getByTestId('party-replay');
    await expect(hers).toHaveAttribute('data-frames', String(frames));
    await expect(hers).toHaveAttribute('data-frame', String(frames));
    await expect(hers).toHaveAttribute('data-playing', 'false');
    await guestContext.close();
  });

  test('a jigsaw party is drawn where its pieces lie, and follows a player’s drop', async ({ page, site }) => {
    const gift = await createGift(site, { puzzleType: 'jigsaw', pieces: '24' });
    await page.goto(`/watch/${gift.id}#${gift.watchToken}`);
    await expect(page.getByTestId('watch-status')).toBeVisible();
    const started = await startParty(site, gift.id);
    const live = watchLive(page);
    await expect(live).toHaveAttribute('data-seq', '0');
    const board = live.getByTestId('party-board');
    await expect(board).toHaveAttribute('data-kind', 'jigsaw');

    const player = await nodePlayer(site, started);
    try {
      const jigsaw = jigsawOf(player.board as Extract<PartyBoard, { kind: 'jigsaw' }>);
      const loose = jigsaw.places.findIndex((_, piece) => jigsaw.groups[piece] === piece);
      const move = dropMove(jigsaw, loose, { x: (loose % jigsaw.grid.columns) + 0.5, y: Math.floor(loose / jigsaw.grid.columns) + 0.5 });
      const ack = (await player.socket.timeout(5_000).emitWithAck('party:move', { seq: player.snapshot.seq, move: move! })) as PartyMoveAck;
      expect(ack.ok).toBe(true);
      await expect(live).toHaveAttribute('data-seq', '1');
      await expect(board).toHaveAttribute('data-done', '1'); // the piece dropped home is now in place
      await keepAtBothSizes(page, live, 'party-watch-jigsaw');
    } finally {
      player.socket.disconnect();
    }
  });
});

test.describe('the sender’s live board, cut off', () => {
  test('catches up on the moves made while its connection was down', async ({ page, site }) => {
    const gift = await createGift(site);
    await page.goto(`/watch/${gift.id}#${gift.watchToken}`);
    await expect(page.getByText('Live: this page updates by itself.')).toBeVisible();
    const started = await startParty(site, gift.id);
    const live = watchLive(page);
    await expect(live).toHaveAttribute('data-seq', '0');
    const player = await nodePlayer(site, started);
    try {
      // Hold every new connection at the door, then cut the page's (a browser's: the player stays) as a network drop would.
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      site.app.realtime.io.use((_socket, next) => void gate.then(() => next()));
      for (const socket of site.app.realtime.io.sockets.sockets.values()) {
        if (/Chrome/.test(socket.handshake.headers['user-agent'] ?? '')) socket.conn.close();
      }
      await expect(page.getByText(/^Reconnecting/)).toBeVisible();

      // Two swaps while the page is away.
      let order = (player.board as Extract<PartyBoard, { kind: 'swap' }>).order.slice();
      for (let seq = 0; seq < 2; seq++) {
        const move = { kind: 'swap' as const, a: 0, b: 1, tiles: [order[0]!, order[1]!] as [number, number] };
        const ack = (await player.socket.timeout(5_000).emitWithAck('party:move', { seq, move })) as PartyMoveAck;
        expect(ack.ok).toBe(true);
        order = [order[1]!, order[0]!, ...order.slice(2)];
      }
      await expect(live).toHaveAttribute('data-seq', '0');

      release(); // back: the page catches up without a reload
      await expect(live).toHaveAttribute('data-seq', '2');
      await expect(page.getByText('Live: this page updates by itself.')).toBeVisible();
    } finally {
      player.socket.disconnect();
    }
  });
});

/** A guest in a browser of their own, joined by the invite link with a name. */
async function joinAsGuest(browser: Browser, started: PartyStarted, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/together/${started.partyId}#${started.inviteToken}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: /join/i }).click();
  const board = page.locator('.jigsaw-board');
  await expect(board).toBeAttached();
  // The engine waits for a person: a first move of the mouse over the table starts it.
  const table = await board.locator('.jigsaw-board__table').boundingBox();
  await page.mouse.move(table!.x + 20, table!.y + 20);
  await page.mouse.move(table!.x + 30, table!.y + 30);
  await expect(board).toHaveAttribute('data-ready', 'true');
  return { context, page, mirror: page.locator('.jigsaw-mirror') };
}

/**
 * Where a table point (cells) is on a guest's page: the scene's starting camera (the whole table
 * fitted, at 1 device px per css px) over the board it started with, until anyone zooms or pans.
 */
async function tableMap(page: Page, board: JigsawBoard): Promise<(point: Point) => Point> {
  const canvas = (await page.locator('.jigsaw-board .board-kit__engine canvas:not([aria-hidden])').boundingBox())!;
  const camera = fitCamera(tableBox(board), { width: canvas.width, height: canvas.height });
  return (point) => {
    const at = toScreen(camera, point);
    return { x: canvas.x + at.x, y: canvas.y + at.y };
  };
}

/** Presses a mirror button as a keyboard user does (the mirror shows only with focus). */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

test.describe('a jigsaw solved together', () => {
  test('a drag and a placement land on the other’s table; what a player holds is outlined, and their cursor follows them', async ({ site, browser }) => {
    const gift = await createGift(site, { puzzleType: 'jigsaw', pieces: '24' });
    const started = await startParty(site, gift.id);
    const ann = await joinAsGuest(browser, started, 'Ann');
    const bob = await joinAsGuest(browser, started, 'Bob');
    try {
      await expect(ann.page.getByRole('button', { name: 'Scatter' })).toHaveCount(0); // a solo tool: not on a shared table

      // Bob drags piece 6 home with the mouse: while he holds it Ann sees it outlined; once dropped it is in place for her.
      const dealt = await nodePlayer(site, started);
      dealt.socket.disconnect();
      const board = jigsawOf(dealt.board as Extract<PartyBoard, { kind: 'jigsaw' }>);
      const onBobsTable = await tableMap(bob.page, board);
      const piece = 6;
      const from = onBobsTable(pieceCentre(board, piece));
      const home = onBobsTable({ x: columnOf(board.grid, piece) + 0.5, y: rowOf(board.grid, piece) + 0.5 });
      await bob.page.mouse.move(from.x, from.y);
      await bob.page.mouse.down();
      await bob.page.mouse.move((from.x + home.x) / 2, (from.y + home.y) / 2, { steps: 6 });
      await expect(ann.page.locator('.party-presence__hold')).toHaveCount(1);
      await bob.page.mouse.move(home.x, home.y, { steps: 6 });
      await bob.page.mouse.up();
      await expect(ann.mirror.getByRole('button', { name: `Jigsaw piece ${piece + 1}, in place` })).toHaveCount(1);
      await expect(ann.page.locator('.party-presence__hold')).toHaveCount(0);

      // Ann chooses piece 1: Bob sees it outlined in her colour.
      await press(ann.mirror.getByRole('button', { name: /^Jigsaw piece 1, belongs/ }));
      await expect(bob.page.locator('.party-presence__hold')).toHaveCount(1);
      // She puts it in its slot: on Bob's table it is in place, and her hold is gone.
      await press(ann.mirror.getByRole('group', { name: 'Board' }).getByRole('button').first());
      await expect(ann.mirror.getByRole('button', { name: 'Jigsaw piece 1, in place' })).toHaveCount(1);
      await expect(bob.mirror.getByRole('button', { name: 'Jigsaw piece 1, in place' })).toHaveCount(1);
      await expect(bob.page.locator('.party-presence__hold')).toHaveCount(0);

      // Ann points somewhere on the table: Bob sees her cursor with her name, and it follows her.
      const table = (await ann.page.locator('.jigsaw-board__table').boundingBox())!;
      await ann.page.mouse.move(table.x + table.width / 2, table.y + table.height / 2, { steps: 4 });
      const cursor = bob.page.locator('.party-presence__cursor');
      await expect(cursor).toHaveCount(1);
      await expect(cursor).toHaveText('Ann');
      const first = await cursor.boundingBox();
      await ann.page.mouse.move(table.x + table.width / 4, table.y + table.height / 4, { steps: 4 });
      await expect.poll(async () => (await cursor.boundingBox())!.x).toBeLessThan(first!.x - 20);

      await keepScreenshot(bob.page, 'party-jigsaw-cursor.png', false);
    } finally {
      await ann.context.close();
      await bob.context.close();
    }
  });
});
