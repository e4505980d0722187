import type { Random } from '../../../game/rules/random';
import { between, num } from './svg';

/** Outlines shared by the motifs, the colour regions and the coupon's caption band, as SVG path data. */

type Point = readonly [number, number];

/** A closed polygon through the points. */
export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`;
}

/** A star of `size` across with `points` tips; `inner` is the dent radius as a share of the tip radius. */
export function starPath(size: number, points: number, inner: number): string {
  const outer = size / 2;
  return polygon(
    Array.from({ length: points * 2 }, (_, i) => {
      const radius = i % 2 === 0 ? outer : outer * inner;
      const angle = (Math.PI * i) / points - Math.PI / 2;
      return [radius * Math.cos(angle), radius * Math.sin(angle)] as const;
    }),
  );
}

export function heartPath(size: number): string {
  const s = (value: number) => num(value * size);
  return (
    `M0 ${s(0.42)}C${s(-0.32)} ${s(0.2)} ${s(-0.52)} ${s(0)} ${s(-0.5)} ${s(-0.2)}` +
    `C${s(-0.47)} ${s(-0.46)} ${s(-0.14)} ${s(-0.52)} 0 ${s(-0.27)}` +
    `C${s(0.14)} ${s(-0.52)} ${s(0.47)} ${s(-0.46)} ${s(0.5)} ${s(-0.2)}` +
    `C${s(0.52)} 0 ${s(0.32)} ${s(0.2)} 0 ${s(0.42)}Z`
  );
}

/** A rectangle centred on (cx, cy) with a round notch bitten out of the middle of each short side, like a ticket. */
export function ticketPath(cx: number, cy: number, width: number, height: number, notch: number): string {
  const [left, right, top, bottom] = [cx - width / 2, cx + width / 2, cy - height / 2, cy + height / 2];
  const arc = (x: number, toY: number) => `A${num(notch)} ${num(notch)} 0 0 0 ${num(x)} ${num(toY)}`;
  return (
    `M${num(left)} ${num(top)}H${num(right)}V${num(cy - notch)}${arc(right, cy + notch)}` +
    `V${num(bottom)}H${num(left)}V${num(cy + notch)}${arc(left, cy - notch)}Z`
  );
}

/** A smooth closed blob: a ring of wobbly points joined by curves through their midpoints. */
export function blobPath(random: Random, cx: number, cy: number, radius: number): string {
  const count = 7;
  const points = Array.from({ length: count }, (_, i): Point => {
    const angle = (Math.PI * 2 * i) / count + between(random, -0.2, 0.2);
    const r = radius * between(random, 0.72, 1.12);
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  });
  const at = (i: number) => points[i % count] as Point;
  const mid = (a: Point, b: Point) => `${num((a[0] + b[0]) / 2)} ${num((a[1] + b[1]) / 2)}`;
  let d = `M${mid(at(count - 1), at(0))}`;
  for (let i = 0; i < count; i++) d += `Q${num(at(i)[0])} ${num(at(i)[1])} ${mid(at(i), at(i + 1))}`;
  return `${d}Z`;
}
