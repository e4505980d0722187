/**
 * Renders the create screen's bundled background picture: a sunset landscape
 * (sky, sun, layered hills, a lake with reflections) drawn as SVG and encoded
 * to JPEG with sharp. Run: node --import tsx assets/scripts/make-background.ts
 * The output is committed; rerun only to change the picture.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const WIDTH = 1800;
const HEIGHT = 1200;
const OUTPUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'create-background.jpg');

/** A deterministic source so the picture is the same every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** A smooth ridge line across the picture, closed at the bottom. */
function hill(random: () => number, baseY: number, amplitude: number, waves: number): string {
  const points: string[] = [];
  const phase = random() * Math.PI * 2;
  for (let x = 0; x <= WIDTH; x += 30) {
    const t = x / WIDTH;
    const y =
      baseY +
      Math.sin(t * Math.PI * waves + phase) * amplitude +
      Math.sin(t * Math.PI * waves * 2.7 + phase * 1.3) * amplitude * 0.35;
    points.push(`${x},${y.toFixed(1)}`);
  }
  return `M0,${HEIGHT} L${points.join(' L')} L${WIDTH},${HEIGHT} Z`;
}

function stars(random: () => number, count: number): string {
  return Array.from({ length: count }, () => {
    const x = (random() * WIDTH).toFixed(0);
    const y = (random() * HEIGHT * 0.35).toFixed(0);
    const r = (0.8 + random() * 1.8).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
}

function flowers(random: () => number, count: number): string {
  const colours = ['#f472b6', '#fbbf24', '#a78bfa', '#fb7185', '#fde68a'];
  return Array.from({ length: count }, () => {
    const x = (random() * WIDTH).toFixed(0);
    const y = (HEIGHT * 0.86 + random() * HEIGHT * 0.14).toFixed(0);
    const r = (4 + random() * 7).toFixed(1);
    const colour = colours[Math.floor(random() * colours.length)];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="0.9"/>`;
  }).join('');
}

function svg(): string {
  const random = seeded(20240611);
  const lakeTop = HEIGHT * 0.68;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2e1065"/>
      <stop offset="0.35" stop-color="#7c3aed"/>
      <stop offset="0.62" stop-color="#f472b6"/>
      <stop offset="0.8" stop-color="#fdba74"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff7d6"/>
      <stop offset="0.55" stop-color="#fde68a"/>
      <stop offset="1" stop-color="#fb923c" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f9a8d4"/>
      <stop offset="1" stop-color="#4c1d95"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  ${stars(random, 90)}
  <circle cx="${WIDTH * 0.62}" cy="${HEIGHT * 0.5}" r="260" fill="url(#sun)"/>
  <circle cx="${WIDTH * 0.62}" cy="${HEIGHT * 0.5}" r="120" fill="#fff1c2"/>
  <path d="${hill(random, HEIGHT * 0.5, 60, 3)}" fill="#a855f7" opacity="0.75"/>
  <path d="${hill(random, HEIGHT * 0.57, 45, 4)}" fill="#7e22ce" opacity="0.85"/>
  <path d="${hill(random, HEIGHT * 0.63, 35, 5)}" fill="#581c87"/>
  <rect y="${lakeTop}" width="${WIDTH}" height="${HEIGHT - lakeTop}" fill="url(#lake)"/>
  ${Array.from({ length: 14 }, (_, i) => {
    const y = lakeTop + 18 + i * 16;
    const w = 260 - i * 14;
    return `<rect x="${WIDTH * 0.62 - w / 2}" y="${y}" width="${w}" height="5" rx="2.5" fill="#fff1c2" opacity="${(0.75 - i * 0.045).toFixed(2)}"/>`;
  }).join('')}
  <path d="${hill(random, HEIGHT * 0.88, 28, 2)}" fill="#14532d"/>
  <path d="${hill(random, HEIGHT * 0.93, 20, 3)}" fill="#166534"/>
  ${flowers(random, 140)}
</svg>`;
}

await sharp(Buffer.from(svg())).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toFile(OUTPUT);
console.log(`wrote ${OUTPUT}`);
