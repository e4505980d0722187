/**
 * Renders the link-preview picture (og:image, twitter:image) of every page, the puzzle
 * pages included: those are private gifts, so their preview shows this generic picture,
 * never the sender's photo. The site's mark (the puzzle piece of assets/public/favicon.svg)
 * on a board of tiles with one lifted out, in the brand colours of client/app/styles.css.
 * 1200x630, the size Open Graph and large Twitter cards expect.
 * Output (committed): assets/public/images/link-preview.png.
 * Run: node --import tsx assets/scripts/make-preview-image.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = path.join(ROOT, 'assets', 'public');
const OUTPUT = path.join(PUBLIC, 'images', 'link-preview.png');
const WIDTH = 1200;
const HEIGHT = 630;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** A colour token of the site (`--color-primary: #6d28d9;`). */
function token(css: string, name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`no ${name} colour in client/app/styles.css`);
  return match[1];
}

/** The favicon's puzzle piece (a path in a 64x64 box) and its fill. */
function piece(svg: string): { d: string; fill: string } {
  const match = /<path d="([^"]+)" fill="(#[0-9a-f]+)"/i.exec(svg);
  if (!match?.[1] || !match[2]) throw new Error('favicon.svg no longer has the path this script reads');
  return { d: match[1], fill: match[2] };
}

type Colors = Record<'primary' | 'strong' | 'soft' | 'accent' | 'accentSoft' | 'border', string>;

/** A 3x3 board: soft tiles, the mark in the middle, the top-right tile lifted and turned as if mid-swap. */
function board(colors: Colors, mark: { d: string; fill: string }): string {
  const tile = 120;
  const gap = 14;
  const x0 = 110;
  const y0 = (HEIGHT - (3 * tile + 2 * gap)) / 2;
  const shades = [colors.soft, colors.border, colors.accentSoft, colors.border, '', colors.soft, colors.accentSoft, colors.soft, colors.border];
  const tiles = shades.map((fill, index) => {
    const x = x0 + (index % 3) * (tile + gap);
    const y = y0 + Math.floor(index / 3) * (tile + gap);
    if (index === 4) {
      const scale = tile / 64;
      return `<g transform="translate(${x} ${y}) scale(${scale})"><rect width="64" height="64" rx="10" fill="${colors.strong}"/><path d="${mark.d}" fill="${mark.fill}"/></g>`;
    }
    if (index === 2) {
      // The lifted tile: an empty slot where it was, the tile itself raised beside it.
      const slot = `<rect x="${x}" y="${y}" width="${tile}" height="${tile}" rx="18" fill="none" stroke="${colors.soft}" stroke-width="4" stroke-dasharray="12 10" opacity="0.7"/>`;
      const lifted = `<rect x="${x + 28}" y="${y - 26}" width="${tile}" height="${tile}" rx="18" fill="${colors.accent}" transform="rotate(12 ${x + 28 + tile / 2} ${y - 26 + tile / 2})" filter="url(#shadow)"/>`;
      return slot + lifted;
    }
    return `<rect x="${x}" y="${y}" width="${tile}" height="${tile}" rx="18" fill="${fill}"/>`;
  });
  return tiles.join('');
}

function previewSvg(colors: Colors, mark: { d: string; fill: string }): string {
  const textX = 610;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.primary}"/>
      <stop offset="1" stop-color="${colors.strong}"/>
    </linearGradient>
    <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%">
      <feDropShadow dx="0" dy="10" stdDeviation="10" flood-color="#1f1633" flood-opacity="0.35"/>
    </filter>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${board(colors, mark)}
  <text x="${textX}" y="270" font-family="${FONT}" font-size="76" font-weight="bold" fill="#ffffff">Puzzle Gift</text>
  <text x="${textX}" y="345" font-family="${FONT}" font-size="34" fill="${colors.soft}">A photo puzzle with</text>
  <text x="${textX}" y="392" font-family="${FONT}" font-size="34" fill="${colors.soft}">a hidden message</text>
  <rect x="${textX}" y="430" width="120" height="8" rx="4" fill="${colors.accent}"/>
</svg>`;
}

async function main() {
  const css = fs.readFileSync(path.join(ROOT, 'client', 'app', 'styles.css'), 'utf8');
  const colors: Colors = {
    primary: token(css, '--color-primary'),
    strong: token(css, '--color-primary-strong'),
    soft: token(css, '--color-primary-soft'),
    accent: token(css, '--color-accent'),
    accentSoft: token(css, '--color-accent-soft'),
    border: token(css, '--color-border'),
  };
  const mark = piece(fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8'));
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  // A palette PNG: flat brand colours need few, and a preview is fetched by every chat app a link is pasted in.
  await sharp(Buffer.from(previewSvg(colors, mark)))
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(OUTPUT);
  console.log(`wrote ${path.relative(ROOT, OUTPUT)}`);
}

await main();
