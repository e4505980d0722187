/**
 * Makes /favicon.ico from assets/public/favicon.svg. Pages link the SVG icon, but browsers
 * without SVG icons, feed readers and crawlers still ask for /favicon.ico by name, and a
 * 404 there is noise in every log. sharp writes no ICO, so the file is assembled here:
 * an ICO may hold PNG images (Windows Vista and later, every current browser), at 16, 32 and 48 px.
 * Output (committed): assets/public/favicon.ico.
 * Run: node --import tsx assets/scripts/make-favicon-ico.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = path.join(ROOT, 'assets', 'public');
const SIZES = [16, 32, 48];

/** ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images one after another. */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width; 0 means 256
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

async function main() {
  const svg = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'));
  const images = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
    })),
  );
  const out = path.join(PUBLIC, 'favicon.ico');
  fs.writeFileSync(out, ico(images));
  console.log(`wrote ${path.relative(ROOT, out)}`);
}

await main();
