/**
 * The jigsaw scene in real Chromium, mounted by the kit as the page mounts it: it reports
 * ready, a real mouse drag (Playwright's, through Vitest) sends `drop` with the dragged piece
 * and where its centre was let go, a drag on the empty table pans, the wheel zooms, and a new
 * board from render() moves the pieces there.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cutJigsaw, dealBoard, dropPiece, type JigsawBoard, type Point } from '../../game/rules/jigsaw';
import type { MountedScene } from '../../game/scenes/kit/contract';
import { mountScene } from '../../game/scenes/kit/mount';
import type { JigsawActions, JigsawContract, JigsawEvents } from '../../game/scenes/jigsaw/contract';
import { jigsawScene } from '../../game/scenes/jigsaw/module';

const GRID = { rows: 3, columns: 4 };
const WIDTH = 480;
const HEIGHT = 360;

interface Heard {
  ready: number;
  drops: { piece: number; centre: Point }[];
  rotations: number[];
  chosen: number[];
}

interface Started {
  host: HTMLElement;
  canvas: HTMLCanvasElement;
  mounted: MountedScene<JigsawActions>;
  actions: JigsawActions;
  heard: Heard;
  board: JigsawBoard;
}

const running: Started[] = [];

/** A 4:3 picture with a different colour in every corner, made here so the test needs no file. */
async function picture(): Promise<HTMLImageElement> {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 300;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const gradient = context.createLinearGradient(0, 0, 400, 300);
  gradient.addColorStop(0, '#e11d48');
  gradient.addColorStop(0.5, '#facc15');
  gradient.addColorStop(1, '#0ea5e9');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 400, 300);
  const image = new Image();
  image.src = canvas.toDataURL();
  await image.decode();
  return image;
}

async function start(rotation = false): Promise<Started> {
  const host = document.createElement('div');
  host.style.cssText = `position: relative; width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden;`;
  document.body.appendChild(host);
  const heard: Heard = { ready: 0, drops: [], rotations: [], chosen: [] };
  const events: JigsawEvents = {
    ready: () => void (heard.ready += 1),
    drop: (piece, centre) => void heard.drops.push({ piece, centre }),
    rotate: (piece) => void heard.rotations.push(piece),
    choose: (piece) => void heard.chosen.push(piece),
    zoomed: () => {},
  };
  const board = dealBoard(GRID, 7, 'around', rotation);
  const options: JigsawContract['options'] = {
    width: WIDTH,
    height: HEIGHT,
    resolution: 1,
    sound: false,
    picture: await picture(),
    cut: cutJigsaw(GRID, 7),
    board,
    rotation,
    layout: 'around',
    view: { edgesOnly: false, ghost: false },
  };
  const mounted = mountScene(host, jigsawScene, options, events);
  await vi.waitFor(() => expect(heard.ready).toBe(1));
  await vi.waitFor(() => expect(mounted.actions.stats().piecesReady).toBe(true)); // they stream in after the first frame
  const canvas = host.querySelector('canvas') as HTMLCanvasElement;
  const started = { host, canvas, mounted, actions: mounted.actions, heard, board };
  running.push(started);
  return started;
}

afterEach(() => {
  for (const { mounted, host } of running.splice(0)) {
    mounted.destroy();
    host.remove();
  }
});

/** The canvas-relative point of a piece's centre, rounded as a mouse lands. */
function pieceAt(actions: JigsawActions, piece: number): Point {
  const at = actions.pieceOnScreen(piece);
  if (!at) throw new Error(`piece ${piece} is hidden`);
  return { x: Math.round(at.x), y: Math.round(at.y) };
}

describe('the jigsaw scene', () => {
  it('draws at the size the page gives it and fires ready once', async () => {
    const { canvas, heard, actions } = await start();
    expect([canvas.width, canvas.height]).toEqual([WIDTH, HEIGHT]);
    expect(heard.ready).toBe(1);
    expect(actions.stats().textureBytes).toBeGreaterThan(0);
  });

  it('sends a drop with the dragged piece and where its centre was let go', async () => {
    const { canvas, actions, heard } = await start();
    const from = pieceAt(actions, 5);
    const target = actions.screenPoint({ x: 2.5, y: 1.5 }); // piece 5's true place (row 1, column 1 is x 1.5: this is column 2)
    const to = { x: Math.round(target.x), y: Math.round(target.y) };
    await userEvent.dragAndDrop(canvas, canvas, { sourcePosition: from, targetPosition: to } as never);
    await vi.waitFor(() => expect(heard.drops).toHaveLength(1));
    const [drop] = heard.drops;
    expect(drop?.piece).toBe(5);
    // The piece's centre moved with the mouse: it is where the mouse was let go (to a pixel).
    const cell = actions.screenPoint({ x: 1, y: 0 }).x - actions.screenPoint({ x: 0, y: 0 }).x;
    expect(Math.abs((drop?.centre.x ?? 0) - 2.5)).toBeLessThan(1.5 / cell);
    expect(Math.abs((drop?.centre.y ?? 0) - 1.5)).toBeLessThan(1.5 / cell);
    expect(heard.chosen).toEqual([5]);
  });

  it('moves the pieces to a new board handed down by render()', async () => {
    const { actions, board } = await start();
    const change = dropPiece(board, 0, { x: 0.5, y: 0.5 }); // home: it locks
    expect(change.locked).toBe(true);
    actions.render(change.board, change);
    const home = actions.screenPoint({ x: 0.5, y: 0.5 });
    await vi.waitFor(() => {
      const at = actions.pieceOnScreen(0);
      expect(Math.abs((at?.x ?? 0) - home.x)).toBeLessThan(0.5);
      expect(Math.abs((at?.y ?? 0) - home.y)).toBeLessThan(0.5);
    });
    await vi.waitFor(() => expect(actions.stats().gliding).toBe(false));
  });

  it('pans when the drag starts on the empty table, and sends no drop', async () => {
    const { canvas, actions, heard } = await start();
    const empty = actions.screenPoint({ x: 2, y: 1.5 }); // the empty board's middle
    const before = actions.screenPoint({ x: 0, y: 0 });
    const from = { x: Math.round(empty.x), y: Math.round(empty.y) };
    await userEvent.dragAndDrop(canvas, canvas, { sourcePosition: from, targetPosition: { x: from.x + 30, y: from.y + 20 } } as never);
    const after = actions.screenPoint({ x: 0, y: 0 });
    expect(after.x - before.x).toBeCloseTo(30, 0);
    expect(after.y - before.y).toBeCloseTo(20, 0);
    expect(heard.drops).toHaveLength(0);
  });

  it('zooms with the wheel and keeps the point under the mouse in place', async () => {
    const { canvas, actions } = await start();
    const cell = () => actions.screenPoint({ x: 1, y: 0 }).x - actions.screenPoint({ x: 0, y: 0 }).x;
    const before = cell();
    const origin = actions.screenPoint({ x: 0, y: 0 });
    const centre = { x: WIDTH / 2, y: HEIGHT / 2 }; // where the wheel turns
    const under = { x: (centre.x - origin.x) / before, y: (centre.y - origin.y) / before }; // the table point there
    await userEvent.wheel(canvas, { delta: { y: -200 } });
    await vi.waitFor(() => expect(cell()).toBeGreaterThan(before * 1.2));
    const after = actions.screenPoint(under);
    expect(after.x).toBeCloseTo(centre.x, 0);
    expect(after.y).toBeCloseTo(centre.y, 0);
  });

  it('with rotation, a tap on a piece asks to turn it', async () => {
    const { canvas, actions, heard } = await start(true);
    const at = pieceAt(actions, 3);
    await userEvent.click(canvas, { position: at } as never);
    await vi.waitFor(() => expect(heard.rotations).toEqual([3]));
    expect(heard.drops.map((drop) => drop.piece)).toEqual([3]); // a tap is a drop where it lay, then the turn
  });
});
