import { describe, expect, it } from 'vitest';
import { arc, centreOf, distance, dot, isDot, join, line, pathLength, pt, resample, type Point } from '../../../game/rules/strokes/geometry';
import { distanceToPath, simplify, turnsBack } from '../../../game/rules/strokes/measure';

const close = (a: Point | undefined, b: Point) => {
  expect(a?.x).toBeCloseTo(b.x, 9);
  expect(a?.y).toBeCloseTo(b.y, 9);
};

describe('paths', () => {
  it.each([
    { points: [] as Point[], length: 0 },
    { points: [pt(0.2, 0.2)], length: 0 },
    { points: [pt(0, 0), pt(0.3, 0.4)], length: 0.5 },
    { points: [pt(0, 0), pt(1, 0), pt(1, 1)], length: 2 },
  ])('pathLength of $points.length points is $length', ({ points, length }) => {
    expect(pathLength(points)).toBeCloseTo(length, 12);
  });

  it('resamples to evenly spaced points along the path, keeping both ends', () => {
    const points = resample([pt(0, 0), pt(0.9, 0), pt(1, 0), pt(1, 1)], 5); // uneven input, length 2
    expect(points).toHaveLength(5);
    [pt(0, 0), pt(0.5, 0), pt(1, 0), pt(1, 0.5), pt(1, 1)].forEach((expected, i) => close(points[i], expected));
    for (let i = 1; i < points.length; i++) expect(distance(points[i - 1] as Point, points[i] as Point)).toBeCloseTo(0.5, 9);
  });

  it.each([
    { name: 'a 1-point input repeats it', points: [pt(0.3, 0.4)], count: 4, expected: [pt(0.3, 0.4), pt(0.3, 0.4), pt(0.3, 0.4), pt(0.3, 0.4)] },
    { name: 'points on one spot repeat it', points: [pt(0.3, 0.4), pt(0.3, 0.4)], count: 2, expected: [pt(0.3, 0.4), pt(0.3, 0.4)] },
    { name: 'an empty input gives nothing', points: [], count: 3, expected: [] },
    { name: 'a count of 1 gives the start', points: [pt(0, 0), pt(1, 1)], count: 1, expected: [pt(0, 0)] },
  ])('resample: $name', ({ points, count, expected }) => {
    expect(resample(points, count)).toEqual(expected);
  });

  it('draws arcs clockwise for growing angles, 0° to the right, 90° down', () => {
    const quarter = arc(0.5, 0.5, 0.2, 0.1, 0, 90, 2);
    close(quarter[0], pt(0.7, 0.5));
    close(quarter[2], pt(0.5, 0.6));
    const c = arc(0.5, 0.5, 0.2, 0.2, -45, -315);
    expect(c[0]?.y).toBeLessThan(0.5); // starts upper right
    expect(Math.min(...c.map((p) => p.x))).toBeCloseTo(0.3, 9); // goes round the left
    expect(c.length).toBeGreaterThan(30); // dense enough to resample
  });

  it('joins parts without repeating the point where they meet', () => {
    expect(join(line(pt(0, 0), pt(0, 1)), line(pt(0, 1), pt(1, 1)))).toEqual([pt(0, 0), pt(0, 1), pt(1, 1)]);
  });

  it('makes dots that are dots, centred where asked', () => {
    expect(isDot(dot(0.5, 0.3))).toBe(true);
    expect(dot(0.5, 0.3)).toHaveLength(2);
    close(centreOf(dot(0.5, 0.3)), pt(0.5, 0.3));
    expect(isDot(line(pt(0.5, 0.3), pt(0.5, 0.35)))).toBe(false);
  });
});

describe('measures', () => {
  it.each([
    { point: pt(0.5, 0.5), distance: 0 },
    { point: pt(0.6, 0.5), distance: 0.1 },
    { point: pt(0.5, 0.1), distance: 0.1 }, // beyond the end: to the end
  ])('distanceToPath($point) is $distance', ({ point, distance: expected }) => {
    expect(distanceToPath(point, line(pt(0.5, 0.2), pt(0.5, 0.8)))).toBeCloseTo(expected, 9);
  });

  it.each([
    { name: 'a straight line', points: line(pt(0, 0), pt(1, 0)), turns: 0 },
    { name: 'an L (90°)', points: [pt(0, 0), pt(0, 1), pt(1, 1)], turns: 0 },
    { name: 'a V', points: [pt(0.2, 0.1), pt(0.5, 0.8), pt(0.8, 0.1)], turns: 1 },
    { name: 'a circle', points: arc(0.5, 0.5, 0.2, 0.2, 0, 360), turns: 0 },
    { name: 'there and back along one line', points: [pt(0.5, 0.2), pt(0.5, 0.8), pt(0.5, 0.3)], turns: 1 },
    { name: 'a zig-zag of 5 legs', points: [0, 1, 2, 3, 4, 5].map((i) => pt(i % 2 ? 0.9 : 0.1, 0.1 + i * 0.1)), turns: 4 },
    { name: 'a wobble under 0.02', points: Array.from({ length: 50 }, (_, i) => pt(i / 50, 0.5 + (i % 2 ? 0.008 : -0.008))), turns: 0 },
    { name: 'a rounded hairpin', points: join(line(pt(0.3, 0.2), pt(0.3, 0.8)), arc(0.33, 0.8, 0.03, 0.03, 180, 0), line(pt(0.36, 0.8), pt(0.36, 0.2))), turns: 1 },
  ])('turnsBack: $name turns back $turns times', ({ points, turns }) => {
    expect(turnsBack(points)).toBe(turns);
  });

  it('simplify keeps the corners and drops points on the line', () => {
    expect(simplify([pt(0, 0), pt(0.5, 0.001), pt(1, 0), pt(1, 1)], 0.02)).toEqual([pt(0, 0), pt(1, 0), pt(1, 1)]);
  });
});
