/**
 * Renders the children's alphabet pictures (SPEC section 2 "Alphabet puzzle", section 9):
 * one 300x300 JPEG per letter at letterEntry(letter).picture, served from assets/public/
 * (so /assets/images/a-apple.jpg is assets/public/assets/images/a-apple.jpg).
 *
 * Each picture is the letter's word as a Twemoji graphic (the devDependency @twemoji/svg,
 * CC-BY 4.0 by Twitter/X and contributors, https://github.com/jdecked/twemoji) centred at
 * about 75% of the square with a soft drop shadow, on a pastel background of its own. The
 * picture is cut into a 3x3 swap puzzle, so the background is never flat: a diagonal
 * gradient, an off-centre glow and a scatter of dots and sparkles put something different on
 * every one of the nine tiles (checked below after rendering). There is no xylophone emoji:
 * that one is drawn here, in the same flat style.
 *
 * Run: node --import tsx assets/scripts/make-alphabet-pictures.ts (the output is committed).
 * Deterministic: the same bytes on every run with the same sharp/libvips.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { LETTERS, letterEntry, type Letter } from '../../game/rules/letters';
import { seededRandom } from '../../game/rules/random';

const SIZE = 300;
const EMOJI_SIZE = Math.round(SIZE * 0.75); // the object fills about 75% of the square
const QUALITY = 82;
const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const TWEMOJI_DIR = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

/** Twemoji code point of each word's picture ('x' is drawn below), and its background colours. */
interface Art {
  emoji: string | 'drawn-xylophone';
  light: string; // pastel, top-left
  deep: string; // a little stronger, bottom-right
  accent: string; // the confetti's colour, from another palette
}

// Backgrounds are picked to contrast with the object: red apple on mint, yellow sun on sky, …
const MINT = { light: '#e6fbef', deep: '#a2e5bf', accent: '#ffb3c7' };
const SKY = { light: '#e4f2ff', deep: '#a2d0fa', accent: '#ffe07a' };
const LAVENDER = { light: '#f1ebff', deep: '#c4b1fb', accent: '#9fe3c5' };
const LEMON = { light: '#fffbe0', deep: '#ffdf70', accent: '#a7d3fa' };
const PINK = { light: '#fff0f6', deep: '#ffb3d1', accent: '#a7d3fa' };
const PEACH = { light: '#fff3e8', deep: '#ffc39a', accent: '#b8e6a0' };
const AQUA = { light: '#e3fbfb', deep: '#8ddde2', accent: '#ffd27f' };
const LEAF = { light: '#effbdf', deep: '#b6e48f', accent: '#ffc0a8' };

const ART: Record<Letter, Art> = {
  a: { emoji: '1f34e', ...MINT }, // apple
  b: { emoji: '1f43b', ...SKY }, // bear
  c: { emoji: '1f431', ...LAVENDER }, // cat
  d: { emoji: '1f436', ...LEMON }, // dog
  e: { emoji: '1f418', ...PINK }, // elephant
  f: { emoji: '1f41f', ...LEMON }, // fish
  g: { emoji: '1f992', ...SKY }, // giraffe
  h: { emoji: '1f434', ...MINT }, // horse
  i: { emoji: '1f41e', ...LEAF }, // insect: a ladybug
  j: { emoji: '1fabc', ...AQUA }, // jellyfish
  k: { emoji: '1fa81', ...LEMON }, // kite
  l: { emoji: '1f981', ...LAVENDER }, // lion
  m: { emoji: '1f412', ...LEAF }, // monkey
  n: { emoji: '1faba', ...SKY }, // nest (with eggs)
  o: { emoji: '1f989', ...LAVENDER }, // owl
  p: { emoji: '1f427', ...AQUA }, // penguin
  q: { emoji: '1f478', ...MINT }, // queen: the crowned princess emoji
  r: { emoji: '1f430', ...PEACH }, // rabbit
  s: { emoji: '2600', ...SKY }, // sun
  t: { emoji: '1f42f', ...MINT }, // tiger
  u: { emoji: '2602', ...LEMON }, // umbrella
  v: { emoji: '1f3bb', ...SKY }, // violin
  w: { emoji: '1f433', ...PEACH }, // whale
  x: { emoji: 'drawn-xylophone', ...LEMON }, // xylophone: drawn here
  y: { emoji: '1f9f6', ...MINT }, // yarn
  z: { emoji: '1f993', ...PEACH }, // zebra
};

/**
 * A xylophone in Twemoji's flat style and palette (36x36 like the emoji): seven coloured bars,
 * longest to shortest, resting on two wooden rails with pegs, and two mallets. Drawn for this project.
 */
const XYLOPHONE = (() => {
  const colours = ['#DD2E44', '#F4900C', '#FFCC4D', '#77B255', '#55ACEE', '#5D5DB9', '#AA8DD8'];
  const bars = colours
    .map((fill, i) => {
      const x = 3.2 + i * 4.3;
      const top = 5.5 + i * 1.25;
      const bottom = 30.5 - i * 1.25;
      const cx = x + 1.75;
      const railTop = 10 + i * 0.9;
      const railBottom = 26.5 - i * 0.9;
      return `<rect x="${x}" y="${top}" width="3.5" height="${bottom - top}" rx="1.1" fill="${fill}"/>
        <circle cx="${cx}" cy="${railTop}" r="0.75" fill="#CCD6DD"/><circle cx="${cx}" cy="${railBottom}" r="0.75" fill="#CCD6DD"/>`;
    })
    .join('');
  const mallet = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="#C1694F" stroke-width="1.3" stroke-linecap="round"/>
     <circle cx="${x2}" cy="${y2}" r="2.6" fill="#BE1931"/><circle cx="${x2 - 0.8}" cy="${y2 - 0.8}" r="0.9" fill="#FFF" opacity="0.5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36">
    <path d="M1.5 9.2 L34.5 15.6 L34.5 17.6 L1.5 11.8 Z" fill="#662113"/>
    <path d="M1.5 25.2 L34.5 22.3 L34.5 24.3 L1.5 27.8 Z" fill="#662113"/>
    <path d="M2 28.5 L2 33.5 M33.5 24.5 L33.5 30" stroke="#662113" stroke-width="1.8" stroke-linecap="round"/>
    ${bars}
    ${mallet(11, 35, 20.5, 20.5)}
    ${mallet(29, 35, 26.5, 17.5)}
  </svg>`;
})();

function emojiSvg(art: Art): string {
  if (art.emoji === 'drawn-xylophone') return XYLOPHONE;
  return fs.readFileSync(path.join(TWEMOJI_DIR, `${art.emoji}.svg`), 'utf8');
}

/** The project's seeded PRNG, so the scatter is the same on every run. */
const random = seededRandom;

/**
 * Confetti: dots, rings and four-point sparkles, three in each outer tile and two in the middle
 * one, at random places inside it, and at least one in the accent colour, so no two of the nine
 * puzzle tiles look alike (a flat background would make the corner tiles identical).
 */
function confetti(letter: Letter, art: Art): string {
  const next = random(letter.charCodeAt(0) * 7919);
  const cell = SIZE / 3;
  const n = (value: number) => value.toFixed(1);
  const shapes: string[] = [];
  for (let tile = 0; tile < 9; tile++) {
    const count = tile === 4 ? 2 : 3; // the middle tile is mostly the object
    for (let k = 0; k < count; k++) {
      const x = (tile % 3) * cell + 14 + next() * (cell - 28);
      const y = Math.floor(tile / 3) * cell + 14 + next() * (cell - 28);
      const kind = k === 0 ? 0 : Math.floor(next() * 4); // the first is always an accent dot
      if (kind === 0) {
        shapes.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(5 + next() * 6)}" fill="${art.accent}" opacity="0.8"/>`);
      } else if (kind === 1) {
        shapes.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(4 + next() * 7)}" fill="#ffffff" opacity="0.85"/>`);
      } else if (kind === 2) {
        shapes.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(6 + next() * 5)}" fill="none" stroke="${art.deep}" stroke-width="3" opacity="0.9"/>`);
      } else {
        const r = 8 + next() * 6;
        const w = r * 0.28;
        const points = [
          [x, y - r, x + w, y - w],
          [x + r, y, x + w, y + w],
          [x, y + r, x - w, y + w],
          [x - r, y, x - w, y - w],
        ];
        const d = points.map(([px, py, qx, qy], i) => `${i === 0 ? 'M' : ''}${n(px!)} ${n(py!)} Q${n(qx!)} ${n(qy!)}`).join(' ');
        shapes.push(`<path d="${d} ${n(x)} ${n(y - r)} Z" fill="#ffffff" opacity="0.95"/>`);
      }
    }
  }
  return shapes.join('\n    ');
}

function pictureSvg(letter: Letter): string {
  const art = ART[letter];
  const offset = (SIZE - EMOJI_SIZE) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${art.light}"/><stop offset="1" stop-color="${art.deep}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.42" cy="0.38" r="0.55">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.65" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.10"/>
    </radialGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="5"/>
      <feOffset dx="0" dy="6" result="blur"/>
      <feFlood flood-color="#3b2a4a" flood-opacity="0.28"/>
      <feComposite in2="blur" operator="in"/>
      <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#glow)"/>
  <g>
    ${confetti(letter, art)}
  </g>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#vignette)"/>
  <g filter="url(#shadow)">
    <svg x="${offset}" y="${offset}" width="${EMOJI_SIZE}" height="${EMOJI_SIZE}" ${emojiSvg(art).replace(/^<svg[^>]*?(viewBox="[^"]*")[^>]*>/, '$1>')}
  </g>
</svg>`;
}

/** Mean absolute difference (0–255) between two tiles' raw RGB bytes. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

/** The smallest difference between any two of the picture's nine 3x3 puzzle tiles. */
async function closestTiles(jpeg: Buffer): Promise<number> {
  const cell = SIZE / 3;
  const tiles = await Promise.all(
    Array.from({ length: 9 }, (_, i) =>
      sharp(jpeg)
        .extract({ left: (i % 3) * cell, top: Math.floor(i / 3) * cell, width: cell, height: cell })
        .removeAlpha()
        .raw()
        .toBuffer(),
    ),
  );
  let smallest = Infinity;
  for (let i = 0; i < 9; i++) for (let j = i + 1; j < 9; j++) smallest = Math.min(smallest, difference(tiles[i]!, tiles[j]!));
  return smallest;
}

let total = 0;
for (const letter of LETTERS) {
  const { picture } = letterEntry(letter);
  const output = path.join(PUBLIC_DIR, '.' + picture);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const jpeg = await sharp(Buffer.from(pictureSvg(letter)))
    .resize(SIZE, SIZE)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer();
  const closest = await closestTiles(jpeg);
  if (closest < 6) throw new Error(`${picture}: two puzzle tiles look alike (mean difference ${closest.toFixed(1)})`);
  fs.writeFileSync(output, jpeg);
  total += jpeg.length;
  console.log(`${path.relative(process.cwd(), output)}  ${(jpeg.length / 1024).toFixed(1)} KB  (closest tiles differ by ${closest.toFixed(1)})`);
}
console.log(`${LETTERS.length} pictures, ${(total / 1024).toFixed(1)} KB in all`);
