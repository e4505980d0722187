/**
 * Renders the picture of the board test harness (/__board-harness): a 4:3 landscape
 * whose nine regions carry big numbers, so a screenshot shows at a glance which piece
 * sits where. 4:3 (not square) also exercises the aspect-ratio geometry.
 * Run: node --import tsx assets/scripts/make-harness-image.ts (the output is committed).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const WIDTH = 600;
const HEIGHT = 450;
const OUTPUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'harness.jpg');

const cellWidth = WIDTH / 3;
const cellHeight = HEIGHT / 3;
const numbers = Array.from({ length: 9 }, (_, i) => {
  const x = (i % 3) * cellWidth + cellWidth / 2;
  const y = Math.floor(i / 3) * cellHeight + cellHeight / 2;
  return `<text x="${x}" y="${y + 34}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="96"
    text-anchor="middle" fill="#fff" stroke="#1f1633" stroke-width="4" paint-order="stroke">${i + 1}</text>`;
}).join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7c3aed"/><stop offset="0.5" stop-color="#ec4899"/><stop offset="1" stop-color="#f59e0b"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="450" cy="120" r="80" fill="#fde68a" opacity="0.85"/>
  <path d="M0 330 Q150 250 300 320 T600 300 V450 H0 Z" fill="#0f766e" opacity="0.9"/>
  <path d="M0 390 Q200 340 380 400 T600 380 V450 H0 Z" fill="#115e59"/>
  ${numbers}
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(OUTPUT);
console.log(`${path.relative(process.cwd(), OUTPUT)} written`);
