import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_TYPE_VALUES, TONES, type CardType } from '../../game/rules/cards';
import { offlineImageSvg, renderOfflineImage, type OfflineImageRequest } from '../../server/ai/offline-image';
import { captionLines, LINE_MAX } from '../../server/ai/offline/caption';
import { motifsFor } from '../../server/ai/offline/motifs';

const REQUEST: OfflineImageRequest = { prompt: 'a lighthouse by the sea at dawn', tone: 'playful', cardType: 'greeting', occasion: "Mia's 7th birthday" };
const ALL_TONES = [...TONES, 'whimsical']; // the five presets and one the product does not know

type Rgb = [number, number, number];

/** Each n x n tile of the PNG, as a puzzle would cut it: its RGB pixels, row by row. */
async function tiles(png: Buffer, n: number): Promise<Uint8Array[]> {
  // Decode once and slice here: sharp's stats() describes its input, not an extract() of it.
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const side = Math.floor(info.width / n);
  return Array.from({ length: n * n }, (_, i) => {
    const pixels = new Uint8Array(side * side * 3);
    const [row, col] = [Math.floor(i / n), i % n];
    for (let y = 0; y < side; y++) {
      const start = ((row * side + y) * info.width + col * side) * 3;
      pixels.set(data.subarray(start, start + side * 3), y * side * 3);
    }
    return pixels;
  });
}

/** The largest standard deviation of a channel: 0 for a flat tile. */
function spread(pixels: Uint8Array): number {
  const count = pixels.length / 3;
  let widest = 0;
  for (let channel = 0; channel < 3; channel++) {
    let sum = 0;
    let squares = 0;
    for (let i = channel; i < pixels.length; i += 3) {
      sum += pixels[i] as number;
      squares += (pixels[i] as number) ** 2;
    }
    widest = Math.max(widest, Math.sqrt(Math.max(0, squares / count - (sum / count) ** 2)));
  }
  return widest;
}

/** Mean absolute difference of two tiles' pixels, 0 to 255. */
const pixelDifference = (a: Uint8Array, b: Uint8Array) => a.reduce((total, value, i) => total + Math.abs(value - (b[i] as number)), 0) / a.length;

/** The smallest difference between any two of the items. */
function closest<T>(items: T[], difference: (a: T, b: T) => number): number {
  let smallest = Infinity;
  items.forEach((a, i) => items.slice(i + 1).forEach((b) => (smallest = Math.min(smallest, difference(a, b)))));
  return smallest;
}

async function meanColour(png: Buffer): Promise<Rgb> {
  const { channels } = await sharp(png).stats();
  return channels.slice(0, 3).map((channel) => channel.mean) as Rgb;
}

describe('renderOfflineImage: the file', () => {
  it.each([{ size: undefined, expected: 1024 }, { size: 512, expected: 512 }])('is a $expected x $expected PNG when asked for size $size', async ({ size, expected }) => {
    const metadata = await sharp(await renderOfflineImage(REQUEST, size)).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: expected, height: expected });
  });

  it.each([0, 63, 10.5, 5000, Number.NaN])('refuses size %s', async (size) => {
    await expect(renderOfflineImage(REQUEST, size)).rejects.toThrow(RangeError);
  });
});

describe('renderOfflineImage: determinism', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives byte-identical PNGs for the same request, without Math.random or the clock', async () => {
    // Counted only when the painter is on the stack: this worker's process also runs what other test
    // files left behind (a timer, a closing app), and their calls say nothing about the painter.
    const fromPainter: string[] = [];
    // The stack is read in V8's own format: the module runner's source-map lookup (its prepareStackTrace)
    // may read the clock itself, and decoding a large inline source map of another file in this worker
    // overflowed the call stack. The file paths are there either way.
    const rawStack = (): string => {
      const errors: { prepareStackTrace?: ErrorConstructor['prepareStackTrace'] } = Error;
      const prepare = errors.prepareStackTrace;
      delete errors.prepareStackTrace;
      try {
        return new Error().stack ?? '';
      } finally {
        if (prepare) errors.prepareStackTrace = prepare;
      }
    };
    const watch = <T>(real: () => T) => () => {
      const stack = rawStack();
      if (stack.includes('/server/ai/offline')) fromPainter.push(stack);
      return real();
    };
    vi.spyOn(Math, 'random').mockImplementation(watch(Math.random.bind(Math)));
    vi.spyOn(Date, 'now').mockImplementation(watch(Date.now.bind(Date)));
    const [first, second] = [await renderOfflineImage(REQUEST, 256), await renderOfflineImage({ ...REQUEST }, 256)];
    expect(first.equals(second)).toBe(true);
    expect(fromPainter).toEqual([]);
  });

  it.each<Partial<OfflineImageRequest>>([
    { prompt: 'a fox in a snowy forest' },
    { tone: 'dramatic' },
    { cardType: 'holiday' },
    { occasion: 'Happy retirement, Sam' },
  ])('gives a different picture when one field changes: %o', async (change) => {
    const [original, changed] = [await renderOfflineImage(REQUEST, 256), await renderOfflineImage({ ...REQUEST, ...change }, 256)];
    expect(changed.equals(original)).toBe(false);
  });

  it('keeps fields apart in the seed: text moved from the prompt into the tone changes the picture', async () => {
    // Both tones are unknown (the same neutral look) and no motif word is involved, so only the seed can differ.
    const a = await renderOfflineImage({ ...REQUEST, prompt: 'sea', tone: 'xquirky' }, 256);
    const b = await renderOfflineImage({ ...REQUEST, prompt: 'seax', tone: 'quirky' }, 256);
    expect(a.equals(b)).toBe(false);
  });
});

describe('renderOfflineImage: tones', () => {
  it('gives every tone (and the neutral fallback) its own overall colour', async () => {
    const means = await Promise.all(ALL_TONES.map(async (tone) => meanColour(await renderOfflineImage({ ...REQUEST, tone }, 256))));
    expect(closest(means, (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]))).toBeGreaterThan(8);
  });

  it('paints romantic light and rosy, dramatic dark', async () => {
    const romantic = await meanColour(await renderOfflineImage({ ...REQUEST, tone: 'romantic' }, 256));
    const dramatic = await meanColour(await renderOfflineImage({ ...REQUEST, tone: 'dramatic' }, 256));
    const brightness = ([r, g, b]: Rgb) => (r + g + b) / 3;
    expect(brightness(romantic) - brightness(dramatic)).toBeGreaterThan(100);
    expect(romantic[0] - romantic[2]).toBeGreaterThan(25); // more red than blue: rose, not lilac
  });
});

describe('renderOfflineImage: captions', () => {
  it.each([
    { name: 'XML specials', occasion: `Tom & Jerry's <b>"party"</b> ]]> &amp; <!-- x --> <?pi?>` },
    { name: 'a very long occasion', occasion: `Happy birthday ${'x'.repeat(300)} `.repeat(5) },
    { name: 'control characters', occasion: 'Bell\u0007 and null\u0000 and form feed\u000c' },
    { name: 'a lone surrogate', occasion: 'broken \ud83d emoji' },
    { name: 'emoji and accents', occasion: 'Joyeux Noël 🎄🎁 ☃' },
    { name: 'only unprintable characters', occasion: '\u0001\u0002' },
  ])('still renders a valid PNG with $name', async ({ occasion }) => {
    const png = await renderOfflineImage({ ...REQUEST, prompt: `<svg onload="alert(1)"> & ${occasion}`, occasion }, 256);
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 256, height: 256 });
  });

  it('escapes the caption rather than letting it into the markup', () => {
    const svg = offlineImageSvg({ ...REQUEST, occasion: '<image href="x"/> & "more"' });
    const texts = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(svg.includes('<image')).toBe(false);
    expect(texts).toContain('&lt;image href=&quot;x&quot;/&gt;');
    expect(texts).toContain('&amp; &quot;more&quot;');
  });

  it.each<{ cardType: CardType; caption: string }>([
    { cardType: 'holiday', caption: 'Happy Holidays' },
    { cardType: 'invitation', caption: 'You&apos;re invited' },
    { cardType: 'coupon', caption: 'Special offer' },
  ])('captions an empty occasion with the $cardType label', ({ cardType, caption }) => {
    expect(offlineImageSvg({ ...REQUEST, cardType, occasion: '  ' })).toContain(`>${caption}</text>`);
  });

  it.each([
    { text: "Mia's 7th birthday", lines: ["Mia's 7th birthday"] },
    { text: '  spaced \n  out  ', lines: ['spaced out'] },
    { text: 'Merry Christmas from the Smiths', lines: ['Merry Christmas', 'from the Smiths'] },
    { text: 'Get well soon, Grandma', lines: ['Get well soon,', 'Grandma'] },
    { text: 'Ten wonderful years together and counting every single day', lines: ['Ten wonderful years together', 'and counting every single…'] },
    { text: 'y'.repeat(60), lines: ['y'.repeat(28), `${'y'.repeat(27)}…`] },
    { text: `Happy ${'🎉'.repeat(40)}`, lines: ['Happy', `${'🎉'.repeat(27)}…`] },
    { text: '', lines: [] },
  ])('breaks "$text" into at most two lines', ({ text, lines }) => {
    const result = captionLines(text);
    expect(result).toEqual(lines);
    for (const line of result) expect(Array.from(line).length).toBeLessThanOrEqual(LINE_MAX);
  });
});

describe('renderOfflineImage: works as a puzzle', () => {
  it.each(CARD_TYPE_VALUES)('gives a %s card nine 3x3 tiles with detail that all look different, in every tone', async (cardType) => {
    for (const tone of ALL_TONES) {
      const png = await renderOfflineImage({ ...REQUEST, cardType, tone }, 384);
      expect((await sharp(png).metadata()).format).toBe('png');
      const nine = await tiles(png, 3);
      expect(closest(nine, pixelDifference), `${cardType}/${tone}: two tiles look alike`).toBeGreaterThan(12);
      expect(Math.min(...nine.map(spread)), `${cardType}/${tone}: a flat tile`).toBeGreaterThan(12);
    }
  });

  it.each(['romantic', 'heartfelt', 'formal'])('leaves no 10x10 tile bare in the softest tones (%s)', async (tone) => {
    for (const cardType of CARD_TYPE_VALUES) {
      const hundred = await tiles(await renderOfflineImage({ ...REQUEST, cardType, tone, occasion: 'Get well soon, Grandma' }, 500), 10);
      expect(Math.min(...hundred.map(spread)), `${cardType}/${tone}`).toBeGreaterThan(3);
    }
  });
});

describe('motifsFor', () => {
  it.each<{ cardType: CardType; tone: string; prompt: string; has: string; lacks?: string }>([
    { cardType: 'holiday', tone: 'formal', prompt: 'a quiet street', has: 'snowflake' },
    { cardType: 'coupon', tone: 'formal', prompt: 'a bakery', has: 'ticket', lacks: 'heart' },
    { cardType: 'greeting', tone: 'romantic', prompt: 'a bakery', has: 'heart' },
    { cardType: 'greeting', tone: 'playful', prompt: 'a winter night full of stars', has: 'snowflake' },
    { cardType: 'coupon', tone: 'playful', prompt: 'ice cream for the start of summer', has: 'tag', lacks: 'snowflake' },
  ])('gives a $cardType card for "$prompt" ($tone) a $has', ({ cardType, tone, prompt, has, lacks }) => {
    const motifs: string[] = motifsFor(cardType, tone, prompt);
    expect(motifs).toContain(has);
    if (lacks) expect(motifs).not.toContain(lacks);
  });
});
