import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The board, coin and tracing sounds (assets/scripts/make-sounds.ts, make-coin-sounds.ts) are
 * referenced by URL in scenes and components that need Phaser or a DOM to import, so their
 * sources are read as text: every /audio/… URL they name must be a committed MP3.
 */
const SOURCE_DIRS = ['client', 'game'];
const AUDIO_URL = /['"`](\/audio\/[A-Za-z0-9_-]+\.[a-z0-9]+)['"`]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const referenced = [...new Set(SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(AUDIO_URL)].map((match) => match[1]!)))].sort();

/** An MPEG audio frame header: 11 sync bits set. */
const isMpegFrame = (bytes: Buffer) => bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;

describe('board sounds', () => {
  it('are referenced by the scenes and components', () => {
    expect(referenced).toEqual(expect.arrayContaining(['/audio/swap.mp3', '/audio/solve.mp3', '/audio/trace-good.mp3', '/audio/trace-miss.mp3', '/audio/coin-pour.mp3', '/audio/register.mp3']));
  });

  it.each(referenced)('%s is a committed, small MP3', (url) => {
    const file = path.resolve('assets/public', '.' + url);
    expect(fs.existsSync(file), file).toBe(true);
    const bytes = fs.readFileSync(file);
    expect(url).toMatch(/\.mp3$/);
    expect(isMpegFrame(bytes), `${url} starts with an MPEG frame (no ID3 tag)`).toBe(true);
    expect(bytes.length).toBeLessThan(16 * 1024);
  });

  it('leaves no WAV behind', () => {
    expect(fs.readdirSync('assets/public/audio').filter((name) => !name.endsWith('.mp3'))).toEqual([]);
  });
});
