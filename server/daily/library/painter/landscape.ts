import { seededRandom, seedFromString, type Random } from '../../../../game/rules/random';
import { between, pick } from '../../../ai/offline/svg';
import { balloon, boat, bush, cactus, flower, house, pine, rock, roundTree, snowflake, umbrella, type Draw } from './details';
import { columnSpots, COLUMNS, HEIGHT, hill, profile, ridge, rolling, sky, stars, sun, surfaceAt, water, WIDTH, type Profile } from './layers';
import { PALETTES, type Palette, type PaletteName } from './palettes';
import { skyline, stream } from './scenery';

/**
 * A daily library picture: an 800x600 landscape painted as SVG from a kind of scene, a
 * palette and a seed, the same text every time (sharp turns it into the stored JPEG). No
 * caption: the daily message is revealed beside the board once it is solved. The board
 * cuts it into 5x5 tiles, so every tile of land gets things of its own (one or two per
 * tile, sized by their distance), and a stream or a path winds across the rows.
 */

export const SCENE_KINDS = ['meadow', 'mountains', 'seaside', 'village', 'forest', 'desert', 'balloons', 'lake'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export interface LandscapeSpec {
  kind: SceneKind;
  palette: PaletteName;
  seed: string; // varies the layout between pictures of the same kind and palette
}

/** A band of land (or water) from its top line down, and what stands on it. */
interface Zone {
  top: Profile;
  draws: readonly Draw[];
  density?: number; // the chance a spot gets something (1 when unset): water is emptier than land
}

interface Backdrop {
  svg: string;
  zones: readonly Zone[]; // back to front
  path: boolean; // a stream winding from the front to the far hills
}

const SAND = ['#f6d08a', '#ebb15e', '#d9923f'] as const;

function backdrop(kind: SceneKind, random: Random, palette: Palette, horizon: number): Backdrop {
  const far = rolling(random, horizon + 20, 120, 6);
  const middle = rolling(random, horizon + 100, 60, 4);
  const near = rolling(random, horizon + 190, 50, 3);
  const [h0, h1, h2] = palette.hills;
  switch (kind) {
    case 'meadow':
    case 'balloons':
      return {
        svg: hill(far, h0) + hill(middle, h1) + hill(near, h2),
        zones: [{ top: far, draws: [roundTree, bush] }, { top: middle, draws: [roundTree, flower, bush] }, { top: near, draws: [flower, flower, bush] }],
        path: true,
      };
    case 'mountains':
      return {
        svg: ridge(random, palette, profile(random, horizon - 10, 190, 7), palette.ridges[0]) + ridge(random, palette, profile(random, horizon + 50, 140, 5), palette.ridges[1]) + hill(middle, h1) + hill(near, h2),
        zones: [{ top: middle, draws: [pine, pine, rock] }, { top: near, draws: [pine, flower, rock] }],
        path: true,
      };
    case 'seaside': {
      const beach = rolling(random, HEIGHT - 90, 70, 3);
      return {
        svg: water(random, palette, horizon, HEIGHT) + hill(beach, palette.night ? h1 : SAND[0]),
        zones: [{ top: profile(random, horizon + 6, 0, 1), draws: [boat], density: 0.6 }, { top: beach, draws: [umbrella, umbrella, rock] }],
        path: false,
      };
    }
    case 'village':
      return {
        svg: hill(far, h0) + hill(middle, h1) + hill(near, h2),
        zones: [{ top: far, draws: [roundTree, house] }, { top: middle, draws: [house, roundTree, house] }, { top: near, draws: [flower, bush, flower] }],
        path: true,
      };
    case 'forest':
      return {
        svg: ridge(random, palette, profile(random, horizon + 10, 110, 6), palette.ridges[0]) + hill(far, h0) + hill(near, h2),
        zones: [{ top: far, draws: [pine] }, { top: near, draws: [pine, pine, bush] }],
        path: true,
      };
    case 'desert': {
      const dunes = palette.night ? palette.hills : SAND;
      return {
        svg: hill(far, dunes[0]) + hill(middle, dunes[1]) + hill(near, dunes[2]),
        zones: [{ top: far, draws: [cactus, rock] }, { top: middle, draws: [cactus, rock] }, { top: near, draws: [cactus, cactus, rock] }],
        path: true,
      };
    }
    case 'lake': {
      const shore = rolling(random, HEIGHT - 70, 90, 4);
      return {
        svg: ridge(random, palette, profile(random, horizon + 10, 150, 6), palette.ridges[1]) + water(random, palette, horizon + 40, HEIGHT) + hill(shore, h2),
        zones: [{ top: profile(random, horizon + 50, 0, 1), draws: [boat], density: 0.4 }, { top: shore, draws: [roundTree, flower, bush] }],
        path: false,
      };
    }
  }
}

/** One or two things in every tile that is land, each on the nearest band whose top is above it. */
function ground(random: Random, palette: Palette, horizon: number, zones: readonly Zone[]): string {
  const [cellW, cellH] = [WIDTH / COLUMNS, HEIGHT / COLUMNS];
  const items: { y: number; svg: string }[] = [];
  for (let row = 0; row < COLUMNS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      const count = row >= 3 ? 2 : 1;
      for (let k = 0; k < count; k++) {
        const x = column * cellW + between(random, 12, cellW - 12);
        const y = row * cellH + between(random, 20, cellH + 10);
        const zone = [...zones].reverse().find((candidate) => y > surfaceAt(candidate.top, x) + 10);
        if (!zone || y > HEIGHT + 4 || random() > (zone.density ?? 1)) continue;
        const depth = Math.max(0, (y - horizon) / (HEIGHT - horizon));
        const chosen = pick(random, zone.draws);
        const draw = palette.snow && chosen === flower ? pine : chosen; // no flowers in the snow
        items.push({ y, svg: draw(random, palette, x, y, 22 + depth * 95) });
      }
    }
  }
  return items
    .sort((a, b) => a.y - b.y)
    .map((item) => item.svg)
    .join('');
}

export function landscapeSvg(spec: LandscapeSpec): string {
  const random = seededRandom(seedFromString(`daily-library|${spec.kind}|${spec.palette}|${spec.seed}`));
  const palette = PALETTES[spec.palette];
  const horizon = between(random, 250, 300);
  const sunX = (Math.floor(random() * COLUMNS) + 0.5) * (WIDTH / COLUMNS) + between(random, -30, 30);
  const sunY = between(random, 70, horizon - 90);
  const land = backdrop(spec.kind, random, palette, horizon);
  const firstZone = land.zones[0]?.top;
  const falling = palette.snow ? columnSpots(random).map((x) => snowflake(random, x, between(random, 40, HEIGHT - 40), between(random, 18, 34))).join('') : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    sky(palette, horizon) +
    (palette.night ? stars(random, palette, horizon) : '') +
    sun(palette, sunX, sunY, between(random, 34, 52)) +
    skyline(random, palette, horizon, { x: sunX, y: sunY }, spec.kind === 'balloons' ? balloon : null) +
    land.svg +
    (land.path && firstZone ? stream(random, spec.kind === 'desert' && !palette.night ? '#f7e2b5' : palette.water[0], palette.glow, firstZone) : '') +
    ground(random, palette, horizon, land.zones) +
    falling +
    '</svg>'
  );
}
