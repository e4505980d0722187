import type { Look } from './looks';
import { starPath, ticketPath } from './paths';
import { escapeXml, num } from './svg';

/**
 * The caption in the middle of the card: the occasion (or the card type's label) in
 * large type on a translucent band. At most two lines of about 28 characters, so it
 * stays readable at phone size and leaves most of the picture to the puzzle.
 */

export const LINE_MAX = 28;
const BALANCE_FROM = 21; // longer captions take two even lines: bigger type than one long line
const ELLIPSIS = '…';

/**
 * Splits a caption into one or two lines at spaces, as even as possible; what does not
 * fit in two lines ends in an ellipsis. Lengths count code points, not UTF-16 units,
 * so an emoji or accented letter is never cut in half.
 */
export function captionLines(text: string): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean).flatMap((word) => chunks(Array.from(word), LINE_MAX));
  const total = lineLength(words);
  if (total <= LINE_MAX && (total < BALANCE_FROM || words.length === 1)) return words.length ? [joined(words)] : [];
  let best: [string[][], string[][]] | null = null;
  for (let split = 1; split < words.length; split++) {
    const pair: [string[][], string[][]] = [words.slice(0, split), words.slice(split)];
    if (Math.max(lineLength(pair[0]), lineLength(pair[1])) > LINE_MAX) continue;
    if (!best || splitCost(pair) < splitCost(best)) best = pair;
  }
  if (best) return best.map(joined);
  // Too long for two lines: fill the first, then the second up to room for the ellipsis.
  const first = fill(words, LINE_MAX);
  const second = fill(words.slice(first.length), LINE_MAX - 1);
  const rest = second.length ? second : [(words[first.length] ?? []).slice(0, LINE_MAX - 1)];
  return [joined(first), `${joined(rest)}${ELLIPSIS}`];
}

/** Even lines are best, but breaking after a comma or full stop is worth a slightly longer line. */
function splitCost([first, second]: [string[][], string[][]]): number {
  const punctuated = /[,.;:!?]$/.test(joined(first));
  return Math.max(lineLength(first), lineLength(second)) - (punctuated ? 3 : 0);
}

function lineLength(words: readonly string[][]): number {
  return words.reduce((sum, word) => sum + word.length, 0) + Math.max(0, words.length - 1);
}

function joined(words: readonly string[][]): string {
  return words.map((word) => word.join('')).join(' ');
}

/** The leading words that fit in `room` characters. */
function fill(words: readonly string[][], room: number): string[][] {
  let count = 0;
  while (count < words.length && lineLength(words.slice(0, count + 1)) <= room) count++;
  return words.slice(0, count);
}

/** A word longer than a line is cut into line-sized pieces. */
function chunks(chars: string[], size: number): string[][] {
  const pieces: string[][] = [];
  for (let i = 0; i < chars.length; i += size) pieces.push(chars.slice(i, i + size));
  return pieces;
}

export type BandShape = 'rounded' | 'ticket';

/** The band and its text, centred on a `canvas`-wide square; a coupon's band is a ticket. */
export function captionSvg(text: string, look: Look, canvas: number, shape: BandShape = 'rounded'): string {
  const lines = captionLines(text);
  if (lines.length === 0) return '';
  const { font } = look;
  // librsvg cannot be asked how wide text will be, so widths are estimated from an
  // average advance that errs wide: a short caption gets big type, a full line still fits.
  const emWidth = (line: string) => Array.from(line).length * (font.widthPerChar + font.spacing);
  const widestEm = Math.max(...lines.map(emWidth));
  // Two lines get a smaller cap than one, so the band never hides more than a quarter of the puzzle.
  const fontSize = Math.min(canvas * (lines.length === 1 ? 0.095 : 0.08), (canvas * 0.78) / widestEm);
  const lineHeight = fontSize * 1.15;
  const width = Math.min(canvas - 60, Math.max(canvas * 0.56, widestEm * fontSize + fontSize * 2.2));
  const height = lines.length * lineHeight + fontSize * 0.85;
  const centre = canvas / 2;
  const textStyle =
    `font-family="${font.family}" font-size="${num(fontSize)}" font-weight="${font.weight}" font-style="${font.style}" ` +
    `letter-spacing="${num(font.spacing * fontSize)}" text-anchor="middle"`;
  const rows = lines.map((line, i) => {
    const middle = centre + (i - (lines.length - 1) / 2) * lineHeight;
    const content = escapeXml(line);
    // A sparkle either side of each line: it frames the words, and without it the band's
    // ends beside a short line would be the flattest, hardest tiles of the puzzle.
    const reach = Math.min(width / 2 - fontSize * 0.75, (emWidth(line) * fontSize) / 2 + fontSize * 0.45);
    const sparkle = (x: number) => `<path d="${starPath(fontSize * 0.5, 4, 0.3)}" transform="translate(${num(x)} ${num(middle)})" fill="${look.accent}" fill-opacity="0.7"/>`;
    const baseline = middle + fontSize * 0.36;
    // An offset copy under the text instead of a blur filter: the same lift, a fraction of the render time.
    return (
      sparkle(centre - reach) +
      sparkle(centre + reach) +
      `<text x="${num(centre + fontSize * 0.04)}" y="${num(baseline + fontSize * 0.05)}" ${textStyle} fill="${look.inkShadow}" fill-opacity="0.45">${content}</text>` +
      `<text x="${num(centre)}" y="${num(baseline)}" ${textStyle} fill="${look.ink}">${content}</text>`
    );
  });
  return bandSvg(shape, look, centre, width, height, fontSize) + rows.join('');
}

function bandSvg(shape: BandShape, look: Look, centre: number, width: number, height: number, fontSize: number): string {
  const paint = `fill="${look.band}" fill-opacity="${look.bandOpacity}" stroke="${look.accent}" stroke-opacity="0.4" stroke-width="3"`;
  if (shape === 'rounded') {
    return `<rect x="${num(centre - width / 2)}" y="${num(centre - height / 2)}" width="${num(width)}" height="${num(height)}" rx="${num(fontSize * 0.45)}" ${paint}/>`;
  }
  const notch = fontSize * 0.42;
  return (
    `<path d="${ticketPath(centre, centre, width, height, notch)}" ${paint}/>` +
    `<path d="${ticketPath(centre, centre, width - 28, height - 28, notch)}" fill="none" stroke="${look.accent}" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="10 8"/>`
  );
}
