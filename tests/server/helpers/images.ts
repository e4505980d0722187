import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Test pictures made on the fly with sharp (or by hand where sharp would have
 * to decode a bomb to make it). Each is a real file of its kind.
 */

/** A plain picture of the given size and colour. */
export function solidJpeg(width = 640, height = 480, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg({ quality: 90 }).toBuffer();
}

export function solidPng(width = 300, height = 200, withAlpha = true): Promise<Buffer> {
  const background = withAlpha ? { r: 200, g: 40, b: 40, alpha: 0.5 } : '#c82828';
  return sharp({ create: { width, height, channels: withAlpha ? 4 : 3, background } }).png().toBuffer();
}

export function solidWebp(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#22aa66' } }).webp().toBuffer();
}

export function solidGif(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: '#ffcc00' } }).gif().toBuffer();
}

export const GPS_MARKER = 'WGS-84-SECRET-PLACE';
export const CAMERA_MARKER = 'Test Camera Owner';

/**
 * 400x200 pixels stored sideways with EXIF orientation 6 (shown as 200x400),
 * a copyright and GPS data. A safe copy is upright and has none of it.
 */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: CAMERA_MARKER },
      IFD3: { GPSMapDatum: GPS_MARKER, GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' },
    })
    .toBuffer();
}

/** A 4000x3000 JPEG with detail (not one flat colour), a realistic phone photo for benches. */
export function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 2654435761) >>> 13) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(1.2).jpeg({ quality: 90 }).toBuffer();
}

/** The first part of a real JPEG: the header is intact, the picture data is cut off. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script>' +
    '<rect width="100" height="100" fill="red"/></svg>',
);
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script>Not a photo</body></html>');
export const PDF_START = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

/** Starts like a JPEG but is larger than the upload limit (the size is checked before the content). */
export function oversizedFile(bytes: number): Buffer {
  const data = Buffer.alloc(bytes, 0x20);
  data.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return data;
}

/**
 * A valid 20000x20000 (400 megapixel) 1-bit PNG of about 50 KB: a decompression
 * bomb. Written by hand because sharp would have to decode it to make it.
 */
export function pngBomb(side = 20000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed pixels
  const pixels = zlib.deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
