import type { Letter } from '../letters';
import { arc, join, line, pt, type Stroke } from './geometry';
import { GUIDES } from './guides';

/**
 * Capital letters in school print (manuscript, "ball and stick"; Zaner-Bloser
 * and Handwriting Without Tears agree on nearly all of them): every letter
 * starts at the top line, vertical lines are pulled down, bars slide left to
 * right, curves "circle back" (counter-clockwise) from the upper right. A stroke
 * never runs back over itself: where a continuous hand would retrace, the pen
 * lifts and a new stroke starts, so each dotted guide is one clear path.
 * Letters stand between GUIDES.top and GUIDES.baseline, centred on x = 0.5.
 */
const T = GUIDES.top;
const B = GUIDES.baseline;
const M = (T + B) / 2; // the middle of a capital: bars of A, E, F, H, the waist of B, K and S

export const UPPER: Record<Letter, readonly Stroke[]> = {
  // Slant down left, slant down right (both from the apex), then the bar.
  a: [line(pt(0.5, T), pt(0.22, B)), line(pt(0.5, T), pt(0.78, B)), line(pt(0.32, 0.58), pt(0.68, 0.58))],
  // Down, then both bumps in one stroke (back to the stem at the waist and out again).
  b: [
    line(pt(0.3, T), pt(0.3, B)),
    join(
      line(pt(0.3, T), pt(0.46, T)),
      arc(0.46, (T + M) / 2, 0.18, (M - T) / 2, -90, 90),
      line(pt(0.46, M), pt(0.3, M)),
      line(pt(0.3, M), pt(0.5, M)),
      arc(0.5, (M + B) / 2, 0.2, (B - M) / 2, -90, 90),
      line(pt(0.5, B), pt(0.3, B)),
    ),
  ],
  // Circle back from about 2 o'clock round to about 4 o'clock.
  c: [arc(0.54, M, 0.27, (B - T) / 2, -50, -310)],
  // Down, then the curve from the top of the stem round to its foot.
  d: [line(pt(0.3, T), pt(0.3, B)), join(line(pt(0.3, T), pt(0.4, T)), arc(0.4, M, 0.3, (B - T) / 2, -90, 90), line(pt(0.4, B), pt(0.3, B)))],
  // Down, then three bars left to right, top to bottom.
  e: [line(pt(0.32, T), pt(0.32, B)), line(pt(0.32, T), pt(0.68, T)), line(pt(0.32, M), pt(0.62, M)), line(pt(0.32, B), pt(0.68, B))],
  f: [line(pt(0.33, T), pt(0.33, B)), line(pt(0.33, T), pt(0.69, T)), line(pt(0.33, M), pt(0.63, M))],
  // Circle back like C, up to the middle on the right, then slide left (one stroke, as Zaner-Bloser;
  // some UK schools lift for the bar).
  g: [join(arc(0.5, M, 0.27, (B - T) / 2, -50, -360), line(pt(0.77, M), pt(0.56, M)))],
  h: [line(pt(0.27, T), pt(0.27, B)), line(pt(0.73, T), pt(0.73, B)), line(pt(0.27, M), pt(0.73, M))],
  // Down, then the top bar, then the bottom bar (the serifed school I).
  i: [line(pt(0.5, T), pt(0.5, B)), line(pt(0.36, T), pt(0.64, T)), line(pt(0.36, B), pt(0.64, B))],
  // Down and hook to the left; no top bar (Zaner-Bloser, D'Nealian and HWT draw it without).
  j: [join(line(pt(0.65, T), pt(0.65, 0.64)), arc(0.49, 0.64, 0.16, B - 0.64, 0, 170))],
  // Down, then slant in to the middle of the stem and out to the foot in one stroke.
  k: [line(pt(0.3, T), pt(0.3, B)), join(line(pt(0.7, T), pt(0.3, M)), line(pt(0.3, M), pt(0.72, B)))],
  l: [join(line(pt(0.32, T), pt(0.32, B)), line(pt(0.32, B), pt(0.68, B)))],
  // Down, then from the top of the stem: slant down, slant up, pull down. The middle point sits
  // between the middle line (HWT) and the baseline (some Zaner-Bloser charts).
  m: [line(pt(0.24, T), pt(0.24, B)), join(line(pt(0.24, T), pt(0.5, 0.64)), line(pt(0.5, 0.64), pt(0.76, T)), line(pt(0.76, T), pt(0.76, B)))],
  // Down, then slant down right and push up (Zaner-Bloser and HWT).
  n: [line(pt(0.27, T), pt(0.27, B)), join(line(pt(0.27, T), pt(0.73, B)), line(pt(0.73, B), pt(0.73, T)))],
  // Circle back all the way round, starting at about 1 o'clock.
  o: [arc(0.5, M, 0.28, (B - T) / 2, -60, -420)],
  p: [line(pt(0.3, T), pt(0.3, B)), join(line(pt(0.3, T), pt(0.44, T)), arc(0.44, (T + 0.5) / 2, 0.24, (0.5 - T) / 2, -90, 90), line(pt(0.44, 0.5), pt(0.3, 0.5)))],
  // The O, then the tail slanting out to the baseline.
  q: [arc(0.5, M, 0.28, (B - T) / 2, -60, -420), line(pt(0.58, 0.62), pt(0.78, B))],
  // Down, then the bump back to the stem and the leg slanting out.
  r: [
    line(pt(0.3, T), pt(0.3, B)),
    join(line(pt(0.3, T), pt(0.44, T)), arc(0.44, (T + 0.5) / 2, 0.24, (0.5 - T) / 2, -90, 90), line(pt(0.44, 0.5), pt(0.3, 0.5)), line(pt(0.3, 0.5), pt(0.7, B))),
  ],
  // Curve back round the top, then forward round the bottom.
  s: [join(arc(0.5, (T + M) / 2, 0.2, (M - T) / 2, -30, -270), arc(0.5, (M + B) / 2, 0.21, (B - M) / 2, -90, 150))],
  // Down first, then the bar (as lower-case t is crossed after its down stroke).
  t: [line(pt(0.5, T), pt(0.5, B)), line(pt(0.26, T), pt(0.74, T))],
  // Down, curve round the bottom, push up: one stroke.
  u: [join(line(pt(0.28, T), pt(0.28, 0.58)), arc(0.5, 0.58, 0.22, B - 0.58, 180, 0), line(pt(0.72, 0.58), pt(0.72, T)))],
  v: [join(line(pt(0.23, T), pt(0.5, B)), line(pt(0.5, B), pt(0.77, T)))],
  w: [join(line(pt(0.13, T), pt(0.32, B)), line(pt(0.32, B), pt(0.5, T)), line(pt(0.5, T), pt(0.68, B)), line(pt(0.68, B), pt(0.87, T)))],
  // Left-top to right-bottom first, then right-top to left-bottom.
  x: [line(pt(0.26, T), pt(0.74, B)), line(pt(0.74, T), pt(0.26, B))],
  // Slant in from the left to the middle, then from the right to the middle and straight down.
  y: [line(pt(0.25, T), pt(0.5, M)), join(line(pt(0.75, T), pt(0.5, M)), line(pt(0.5, M), pt(0.5, B)))],
  z: [join(line(pt(0.27, T), pt(0.73, T)), line(pt(0.73, T), pt(0.27, B)), line(pt(0.27, B), pt(0.73, B)))],
};
