/**
 * Makes the alphabet section's installable-app files from the site's own mark and tokens:
 * PNG icons from assets/public/favicon.svg (192 and 512 px, a 512 px maskable one whose
 * piece sits inside the safe circle on a full-bleed background, and a 180 px Apple touch icon)
 * and the web app manifest that lists them, with its colours read from client/app/styles.css.
 * Output (committed): assets/public/icons/*.png and assets/public/manifest.webmanifest.
 * Run: node --import tsx assets/scripts/make-app-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = path.join(ROOT, 'assets', 'public');
const ICONS = path.join(PUBLIC, 'icons');

/** A colour token of the site (`--color-primary: #6d28d9;`). */
function token(css: string, name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`no ${name} colour in client/app/styles.css`);
  return match[1];
}

/** The favicon's background colour and its puzzle piece (path and fill). */
function mark(svg: string) {
  const background = /<rect[^>]*fill="(#[0-9a-f]+)"/i.exec(svg)?.[1];
  const piece = /<path d="([^"]+)" fill="(#[0-9a-f]+)"/i.exec(svg);
  if (!background || !piece?.[1] || !piece[2]) throw new Error('favicon.svg no longer has the rect and path this script reads');
  return { background, d: piece[1], fill: piece[2] };
}

/** Maskable: square, full-bleed, the piece scaled into the central 80 % a launcher never crops. */
function maskableSvg({ background, d, fill }: ReturnType<typeof mark>): string {
  const scale = 0.8;
  const offset = (64 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><path transform="translate(${offset} ${offset}) scale(${scale})" d="${d}" fill="${fill}"/></svg>`;
}

/** Apple draws its own rounded corners over an opaque square: full-bleed, the piece at its favicon size. */
function squareSvg({ background, d, fill }: ReturnType<typeof mark>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><path d="${d}" fill="${fill}"/></svg>`;
}

async function png(svg: string, size: number, file: string) {
  const out = path.join(ICONS, file);
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out);
  console.log(`wrote ${path.relative(ROOT, out)}`);
}

async function main() {
  const favicon = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
  const css = fs.readFileSync(path.join(ROOT, 'client', 'app', 'styles.css'), 'utf8');
  const parts = mark(favicon);
  fs.mkdirSync(ICONS, { recursive: true });
  await png(favicon, 192, 'icon-192.png');
  await png(favicon, 512, 'icon-512.png');
  await png(maskableSvg(parts), 512, 'icon-maskable-512.png');
  await png(squareSvg(parts), 180, 'apple-touch-icon.png');

  const manifest = {
    id: '/learn',
    name: 'Puzzle Gift ABC',
    short_name: 'ABC',
    description: 'Learn the alphabet: a picture puzzle, a spelling game and tracing for every letter, with voices. Works offline.',
    lang: 'en',
    start_url: '/learn',
    scope: '/',
    display: 'standalone',
    orientation: 'any', // tablets in portrait or landscape, kiosk screens in landscape
    theme_color: token(css, '--color-primary'),
    background_color: token(css, '--color-bg'),
    categories: ['education', 'kids'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  const out = path.join(PUBLIC, 'manifest.webmanifest');
  fs.writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`wrote ${path.relative(ROOT, out)}`);
}

await main();
