import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartyPlayer, PartyPuzzle } from '../../contract/party';
import { dealBoard, dropPiece } from '../../game/rules/jigsaw';
import { partyJigsaw, type PartyBoard } from '../../game/rules/party';
import { CursorsOverlay, type CursorsOverlayProps } from '../../client/features/party/presence/CursorsOverlay';
import { fractionsToPx } from '../../client/features/party/presence/geometry';
import { PartyBoardPicture } from '../../client/features/party/replay/PartyBoardPicture';

// A 2 x 2 picture, one colour per quarter: tile 0 red, 1 green, 2 blue, 3 yellow.
const QUARTERS = ['#ff0000', '#00ff00', '#0000ff', '#ffff00'];
const RGB = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [255, 255, 0],
];

function quartersPicture(size = 200): string {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  QUARTERS.forEach((colour, tile) => {
    context.fillStyle = colour;
    context.fillRect((tile % 2) * (size / 2), Math.floor(tile / 2) * (size / 2), size / 2, size / 2);
  });
  return canvas.toDataURL('image/png');
}

const puzzle = (imageUrl: string, jigsaw: PartyPuzzle['jigsaw'] = null): PartyPuzzle => ({
  puzzleId: 'p1',
  imageUrl,
  width: 200,
  height: 200,
  puzzleType: jigsaw ? 'jigsaw' : 'swap',
  gridSize: 2,
  jigsaw,
  senderName: 'Sam',
  recipientName: 'Robin',
  isPublic: true,
});

let root: Root | null = null;
let container: HTMLElement | null = null;

function mount(element: React.ReactElement, width = 300): HTMLElement {
  container = document.createElement('div');
  container.style.cssText = `position: relative; width: ${width}px; height: ${width}px;`;
  document.body.appendChild(container);
  root = createRoot(container);
  flushSync(() => root?.render(element));
  return container;
}

afterEach(() => {
  flushSync(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function until(check: () => boolean, what: string): Promise<void> {
  for (let frame = 0; frame < 300; frame++) {
    if (check()) return;
    await nextFrame();
  }
  throw new Error(`never: ${what}`);
}

/** The colour drawn at css px (x, y) of the board's canvas. */
function colourAt(canvas: HTMLCanvasElement, x: number, y: number): number[] {
  const scale = canvas.width / canvas.getBoundingClientRect().width;
  return Array.from(canvas.getContext('2d')!.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data.slice(0, 3));
}

const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - (expected[i] as number)) < 40);

describe('a party board drawn read-only', () => {
  it('draws a tile swap’s tiles in the party’s order, with the real picture', async () => {
    const board: PartyBoard = { kind: 'swap', order: [3, 2, 1, 0] };
    const page = mount(<PartyBoardPicture puzzle={puzzle(quartersPicture())} board={board} label="The board now" />);
    const canvas = page.querySelector('canvas')!;
    await until(() => near(colourAt(canvas, 75, 75), RGB[3]!), 'the yellow tile drawn first');
    expect(near(colourAt(canvas, 225, 75), RGB[2]!)).toBe(true);
    expect(near(colourAt(canvas, 75, 225), RGB[1]!)).toBe(true);
    expect(near(colourAt(canvas, 225, 225), RGB[0]!)).toBe(true);
    expect(canvas.getAttribute('aria-label')).toBe('The board now: 0 of 4 tiles in place');
    expect(canvas.getAttribute('role')).toBe('img');
  });

  it('draws a jigsaw’s pieces where they lie, each showing its own part of the picture', async () => {
    const grid = { rows: 2, columns: 2 };
    const dealt = dealBoard(grid, 3, 'around', false);
    const placed = dropPiece(dealt, 3, { x: 1.5, y: 1.5 }).board; // piece 3 home, bottom right
    const board = partyJigsaw(grid, false, placed);
    const page = mount(<PartyBoardPicture puzzle={puzzle(quartersPicture(), { pieces: 4, rows: 2, columns: 2, seed: 3, rotation: false })} board={board} label="The board now" />);
    const canvas = page.querySelector('canvas')!;
    const wrapper = page.querySelector('[data-testid="party-board"]')!;
    expect(wrapper.getAttribute('data-done')).toBe('1');
    // Somewhere on the table a yellow piece is drawn: sample the canvas for it.
    await until(() => {
      const { width, height } = canvas;
      const data = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
      for (let at = 0; at < data.length; at += 4 * 7) if (data[at] === 255 && data[at + 1] === 255 && data[at + 2] === 0) return true;
      return false;
    }, 'a yellow piece drawn');
  });
});

describe('other players over a board', () => {
  const players: PartyPlayer[] = [
    { id: 'me', name: 'Me', colour: '#e6194b', host: true, online: true },
    { id: 'kim', name: 'Kim', colour: '#4363d8', host: false, online: true },
  ];

  function overlay(props: Partial<CursorsOverlayProps>) {
    return (
      <CursorsOverlay
        cursors={{}}
        players={players}
        holds={[]}
        youId="me"
        toPx={fractionsToPx(300, 300)}
        holdBox={(pieces) => ({ x: (pieces[0] ?? 0) / 2, y: 0, width: 0.5, height: 0.5 })}
        {...props}
      />
    );
  }

  it('draws another player’s cursor with its name, eases it to a new place, and never this player’s own', async () => {
    const now = Date.now();
    const page = mount(overlay({ cursors: { kim: { x: 0.1, y: 0.1, at: now }, me: { x: 0.5, y: 0.5, at: now } } }));
    const cursor = () => page.querySelector<HTMLElement>('.party-presence__cursor[data-player="kim"]')!;
    expect(page.querySelectorAll('.party-presence__cursor')).toHaveLength(1);
    expect(cursor().textContent).toBe('Kim');
    await until(() => cursor().style.transform === 'translate(30px, 30px)', 'the cursor at its first place');

    flushSync(() => root?.render(overlay({ cursors: { kim: { x: 0.9, y: 0.5, at: Date.now() } } })));
    const seen: number[] = [];
    await until(() => {
      seen.push(Number(/translate\(([\d.]+)px/.exec(cursor().style.transform)?.[1]));
      return cursor().style.transform === 'translate(270px, 150px)';
    }, 'the cursor at its new place');
    // On its way it passed through places between: eased, not jumped.
    expect(seen.some((x) => x > 30 && x < 270)).toBe(true);
  });

  it('outlines another player’s hold in their colour', async () => {
    const page = mount(overlay({ holds: [{ playerId: 'kim', pieces: [1] }, { playerId: 'me', pieces: [0] }] }));
    const holds = page.querySelectorAll<HTMLElement>('.party-presence__hold');
    expect(holds).toHaveLength(1);
    const hold = holds[0]!;
    expect(hold.style.borderColor).toBe('rgb(67, 99, 216)');
    await until(() => hold.style.width === '150px', 'the hold sized');
    expect(hold.style.transform).toBe('translate(150px, 0px)');
    expect(page.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
