/**
 * The light of a daily library picture: sky, sun, hills from far to near, water and the
 * small bright things (flowers, windows, sails). Each palette is a time of day or a season;
 * every kind of scene can be painted in any of them, so a few of each make a varied year.
 */

export interface Palette {
  sky: readonly [top: string, horizon: string];
  sun: string; // the sun's (or the moon's) disc
  glow: string; // the light around it
  cloud: string;
  ridges: readonly [far: string, near: string]; // mountains behind the hills, hazy with distance
  hills: readonly [string, string, string]; // far, middle, near
  water: readonly [top: string, bottom: string];
  trees: readonly string[]; // canopies
  trunk: string;
  brights: readonly string[]; // flowers, windows, sails, balloons
  night: boolean; // a moon and stars instead of a sun and birds
  snow: boolean; // snow-capped, snowflakes in the air
}

export const PALETTES = {
  morning: {
    sky: ['#7ec8f2', '#fdf1c7'],
    sun: '#fff3a6',
    glow: '#fffbe0',
    cloud: '#ffffff',
    ridges: ['#a9c6e8', '#8fb0d9'],
    hills: ['#9ad08b', '#63b36a', '#3f944f'],
    water: ['#5fb7e8', '#2f7fc1'],
    trees: ['#2f8f4e', '#4fae5a', '#237a45', '#6cbf4f'],
    trunk: '#7a4b2a',
    brights: ['#ff5c8a', '#ffd23f', '#ffffff', '#ff8c42', '#b084f5'],
    night: false,
    snow: false,
  },
  noon: {
    sky: ['#2f8fe0', '#bfe6ff'],
    sun: '#fff7c2',
    glow: '#ffffff',
    cloud: '#ffffff',
    ridges: ['#8eb4dc', '#6f98c8'],
    hills: ['#b5d96a', '#7cbf4a', '#4a9a3c'],
    water: ['#2fa4e0', '#1766a8'],
    trees: ['#2e7d32', '#43a047', '#1b5e20', '#66bb6a'],
    trunk: '#6d4c41',
    brights: ['#e53935', '#fdd835', '#ffffff', '#fb8c00', '#8e24aa'],
    night: false,
    snow: false,
  },
  sunset: {
    sky: ['#5b3f9e', '#ffb36b'],
    sun: '#ffe07a',
    glow: '#ff9e6b',
    cloud: '#ffc1a6',
    ridges: ['#b07bb8', '#8a5a9f'],
    hills: ['#c46a7a', '#8f4a78', '#5a3266'],
    water: ['#f08a7e', '#6b3f8f'],
    trees: ['#3f2357', '#5a2f63', '#2d1b45', '#734080'],
    trunk: '#2d1b2e',
    brights: ['#ffd166', '#ff7b9c', '#fff1c1', '#ff9f43'],
    night: false,
    snow: false,
  },
  night: {
    sky: ['#0b1640', '#2b3f86'],
    sun: '#f7f3d6',
    glow: '#8ea6ff',
    cloud: '#4a5a9a',
    ridges: ['#27346e', '#1e2a5c'],
    hills: ['#22386b', '#182a55', '#0f1c3d'],
    water: ['#2a3f86', '#0b1640'],
    trees: ['#0f2a3d', '#14364a', '#0a2030', '#1c4058'],
    trunk: '#0a1622',
    brights: ['#ffd54f', '#ffe9a8', '#ffb74d', '#fff6d5'],
    night: true,
    snow: false,
  },
  autumn: {
    sky: ['#6fb3d9', '#fbe3b8'],
    sun: '#ffe39a',
    glow: '#fff1d0',
    cloud: '#fff8ee',
    ridges: ['#b7a6c9', '#9d8bb5'],
    hills: ['#e0b14a', '#c8782f', '#9a4d23'],
    water: ['#6fa8c9', '#34678a'],
    trees: ['#e4572e', '#f3a712', '#c1292e', '#f0c808', '#8c3b1f'],
    trunk: '#5b3a29',
    brights: ['#ffe066', '#ff6b35', '#ffffff', '#c1292e'],
    night: false,
    snow: false,
  },
  winter: {
    sky: ['#9ec9ea', '#f2f7fb'],
    sun: '#fffbe6',
    glow: '#ffffff',
    cloud: '#ffffff',
    ridges: ['#c6d8ec', '#a9c1de'],
    hills: ['#f4f8fc', '#dfeaf5', '#c7d9ec'],
    water: ['#9cc6e4', '#5a8fb8'],
    trees: ['#2f6f5e', '#3d8a6e', '#245548', '#4f9c7a'],
    trunk: '#5d4037',
    brights: ['#e53935', '#ffca28', '#1e88e5', '#ffffff'],
    night: false,
    snow: true,
  },
  spring: {
    sky: ['#9fd8f5', '#fde4f1'],
    sun: '#fff6c8',
    glow: '#ffffff',
    cloud: '#ffffff',
    ridges: ['#c3c7f0', '#a7acea'],
    hills: ['#c6eb8f', '#93d36a', '#62b354'],
    water: ['#7fd0f0', '#3c98cf'],
    trees: ['#f7a8c8', '#ffffff', '#f58fb5', '#7fcf6a'],
    trunk: '#8a5a3c',
    brights: ['#ff6fa5', '#ffd84d', '#ffffff', '#9b7bff', '#ff9f5a'],
    night: false,
    snow: false,
  },
  dusk: {
    sky: ['#243b73', '#f0a3a0'],
    sun: '#ffd9a0',
    glow: '#ffb8a8',
    cloud: '#d98aa8',
    ridges: ['#6c5d9e', '#54488a'],
    hills: ['#4d5d94', '#37477a', '#25325e'],
    water: ['#c98aa8', '#2d3f73'],
    trees: ['#1f2b4d', '#2b3a66', '#18223f'],
    trunk: '#141b33',
    brights: ['#ffd166', '#ffe8b0', '#ff9fb2'],
    night: false,
    snow: false,
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
