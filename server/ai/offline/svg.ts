import type { Random } from '../../../game/rules/random';

/**
 * Small helpers for writing SVG by hand from a seeded random source. Every number
 * goes through `num` so the SVG text (and so the PNG) is identical on every run.
 */

/** One decimal is finer than a pixel at 1024 and keeps the SVG short. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A number in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick() needs at least one item');
  return item;
}

/** Fisher–Yates on a copy, so callers can hand in shared constant lists. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

// Characters XML 1.0 forbids even when escaped (controls, non-characters, lone surrogates):
// one of them in a caption would make librsvg refuse the whole picture.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The text without characters XML cannot carry at all. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, '');
}

/** Text safe inside an SVG element or attribute. */
export function escapeXml(text: string): string {
  return xmlSafe(text).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** `translate(x y) rotate(a)`: shapes are drawn around the origin, then placed. */
export function placed(x: number, y: number, angle = 0): string {
  return angle ? `translate(${num(x)} ${num(y)}) rotate(${num(angle)})` : `translate(${num(x)} ${num(y)})`;
}
