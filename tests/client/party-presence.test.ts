import { describe, expect, it } from 'vitest';
import type { PartyHold, PartyPlayer } from '../../contract/party';
import { dealBoard, dropPiece, pieceCentre } from '../../game/rules/jigsaw';
import {
  boxToPx,
  CURSOR_IDLE_MS,
  cursorMarks,
  easeTowards,
  fractionsToPx,
  holdMarks,
  jigsawHoldBox,
  swapHoldBox,
  tileCentre,
  toUnits,
  type ToPx,
} from '../../client/features/party/presence/geometry';
import { inkOn } from '../../client/features/party/presence/ink';

const player = (id: string, colour: string, online = true): PartyPlayer => ({ id, name: `Player ${id}`, colour, host: id === 'a', online });
const PLAYERS = [player('a', '#e6194b'), player('b', '#3cb44b'), player('c', '#ffe119', false)];
// A camera that pans and zooms: 40 css px per cell, the table's (2, -1) at the top left.
const camera: ToPx = ({ x, y }) => ({ x: (x - 2) * 40, y: (y + 1) * 40 });

describe('cursor easing', () => {
  it('covers most of the way in a few frames, the same whatever the frame rate, and arrives', () => {
    const from = { x: 0, y: 0 };
    const to = { x: 1, y: 0.5 };
    const oneFrame = easeTowards(from, to, 16);
    expect(oneFrame.x).toBeGreaterThan(0.2);
    expect(oneFrame.x).toBeLessThan(0.3);
    // Two 8 ms frames land where one 16 ms frame does.
    const twoFrames = easeTowards(easeTowards(from, to, 8), to, 8);
    expect(twoFrames.x).toBeCloseTo(oneFrame.x, 10);
    expect(twoFrames.y).toBeCloseTo(oneFrame.y, 10);
    let at = from;
    for (let frame = 0; frame < 60; frame++) at = easeTowards(at, to, 16);
    expect(at).toBe(to); // close enough is there: the loop may rest
  });

  it('jumps at once without easing (reduced motion passes 0) and never overshoots on a long pause', () => {
    expect(easeTowards({ x: 0, y: 0 }, { x: 3, y: 4 }, 16, 0)).toEqual({ x: 3, y: 4 });
    const late = easeTowards({ x: 0, y: 0 }, { x: 1, y: 1 }, 10_000);
    expect(late).toEqual({ x: 1, y: 1 });
  });
});

describe('board units and css px', () => {
  it('inverts a camera: the pointer in px back to cells', () => {
    const back = toUnits(camera);
    expect(back(camera({ x: 3.25, y: 0.5 }))).toEqual({ x: 3.25, y: 0.5 });
    expect(back({ x: 0, y: 0 })).toEqual({ x: 2, y: -1 });
  });

  it('answers null for a camera that shows nothing (a board not laid out yet)', () => {
    expect(toUnits(() => ({ x: 0, y: 0 }))({ x: 10, y: 10 })).toBeNull();
  });

  it('maps a swap board’s fractions and a box to css px', () => {
    const map = fractionsToPx(400, 300);
    expect(map({ x: 0.5, y: 1 })).toEqual({ x: 200, y: 300 });
    expect(boxToPx({ x: 0.25, y: 0.25, width: 0.25, height: 0.25 }, map)).toEqual({ x: 100, y: 75, width: 100, height: 75 });
    expect(boxToPx({ x: 2, y: -1, width: 1, height: 2 }, camera)).toEqual({ x: 0, y: 0, width: 40, height: 80 });
  });
});

describe('a keyboard player’s cursor', () => {
  it.each([
    [0, 3, { x: 1 / 6, y: 1 / 6 }],
    [4, 3, { x: 0.5, y: 0.5 }],
    [5, 3, { x: 5 / 6, y: 0.5 }],
    [15, 4, { x: 7 / 8, y: 7 / 8 }],
  ])('shows at the centre of position %i on a board of side %i', (position, side, centre) => {
    expect(tileCentre(position, side)).toEqual(centre);
  });
});

describe('hold outlines', () => {
  it('outline a swap tile in the cell it is in now', () => {
    const order = [3, 1, 2, 0, 5, 4, 6, 7, 8];
    expect(swapHoldBox(order, 3, 0)).toEqual({ x: 0, y: 1 / 3, width: 1 / 3, height: 1 / 3 });
    expect(swapHoldBox(order, 3, 4)).toEqual({ x: 2 / 3, y: 1 / 3, width: 1 / 3, height: 1 / 3 });
    expect(swapHoldBox(order, 3, 42)).toBeNull();
  });

  it('outline a jigsaw group’s pieces where they lie, whichever way it is turned', () => {
    const grid = { rows: 3, columns: 4 };
    const dealt = dealBoard(grid, 7, 'around', false);
    // Piece 0 dropped next to its place, piece 1 dropped beside it: they join, one group.
    const placed = dropPiece(dealt, 0, { x: 5.5, y: 5.5 }).board;
    const joined = dropPiece(placed, 1, { x: 6.5, y: 5.5 }).board;
    expect(joined.groups[1]).toBe(joined.groups[0]);
    expect(jigsawHoldBox(joined, [0, 1])).toEqual({ x: 5, y: 5, width: 2, height: 1 });
    const turned = { ...joined, turns: joined.turns.map((turn, piece) => (piece <= 1 ? 1 : turn)) } as typeof joined;
    const centres = [pieceCentre(turned, 0), pieceCentre(turned, 1)];
    const box = jigsawHoldBox(turned, [0, 1]);
    expect(box).toEqual({
      x: Math.min(centres[0]!.x, centres[1]!.x) - 0.5,
      y: Math.min(centres[0]!.y, centres[1]!.y) - 0.5,
      width: Math.abs(centres[0]!.x - centres[1]!.x) + 1,
      height: Math.abs(centres[0]!.y - centres[1]!.y) + 1,
    });
    expect(box!.height).toBe(2); // a quarter turn stands the pair upright
    expect(jigsawHoldBox(joined, [])).toBeNull();
  });

  it('show other players’ holds in their colours, not this player’s own', () => {
    const holds: PartyHold[] = [
      { playerId: 'a', pieces: [1] },
      { playerId: 'b', pieces: [2] },
      { playerId: 'gone', pieces: [3] },
    ];
    const marks = holdMarks(holds, PLAYERS, 'a', (pieces) => ({ x: pieces[0]!, y: 0, width: 1, height: 1 }));
    expect(marks).toEqual([{ playerId: 'b', name: 'Player b', colour: '#3cb44b', box: { x: 2, y: 0, width: 1, height: 1 } }]);
  });
});

describe('cursor marks', () => {
  it('show other players online who moved lately, in their colours', () => {
    const now = 100_000;
    const cursors = {
      a: { x: 0.1, y: 0.2, at: now },
      b: { x: 0.3, y: 0.4, at: now - 500 },
      c: { x: 0.5, y: 0.6, at: now }, // offline
    };
    expect(cursorMarks(cursors, PLAYERS, 'a', now)).toEqual([{ playerId: 'b', name: 'Player b', colour: '#3cb44b', at: { x: 0.3, y: 0.4 } }]);
    expect(cursorMarks(cursors, PLAYERS, 'a', now - 500 + CURSOR_IDLE_MS + 1)).toEqual([]); // b put the phone down
  });
});

describe('name tags', () => {
  it('are dark on the light colours and white on the dark ones', () => {
    expect(inkOn('#ffe119')).toBe('#1f1633');
    expect(inkOn('#ffffff')).toBe('#1f1633');
    expect(inkOn('#000075')).toBe('#ffffff');
    expect(inkOn('#800000')).toBe('#ffffff');
    expect(inkOn('not a colour')).toBe('#1f1633');
  });
});
