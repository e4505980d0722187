import type { Letter } from '../letters';
import { arc, dot, join, line, pt, type Stroke } from './geometry';
import { GUIDES } from './guides';

/**
 * Lower-case letters in school print ("ball and stick"): a body between
 * GUIDES.midline and GUIDES.baseline, ascenders up to GUIDES.top (t lower),
 * descenders down to GUIDES.descender. Round letters "circle back"
 * (counter-clockwise) from about 1–2 o'clock; sticks are pulled down. Where a
 * continuous hand pushes back up a stem (a, b, d, h, m, n, p, q, r, u), the
 * pen lifts instead and the next stroke starts on the stem, as in ball and
 * stick print and most tracing sheets, so no stroke runs back over itself.
 * Dots (i, j) and crossings (f, t) come last.
 */
const X = GUIDES.midline; // the x-height
const BASE = GUIDES.baseline;
const TOP = GUIDES.top;
const DESC = GUIDES.descender;
const BODY_Y = (X + BASE) / 2; // the centre of a round body
const BODY_R = (BASE - X) / 2; // its vertical radius: it touches both lines
const DOT_Y = 0.3; // the dots of i and j, between the top line and the x-height

/** The "c" shape that opens a, d, g, q: circle back from about 2 o'clock nearly all the way round. */
const ball = (cx: number): Stroke => arc(cx, BODY_Y, 0.17, BODY_R, -30, -330);
/**
 * The bowl of b and p: from the stem a little under the x-height, over, round, and back to the stem
 * above the baseline. It leaves the stem high (0.06 under the x-height) so a child who starts it at
 * the top of p's stem, or where b's stem crosses the x-height, is still at its start dot.
 */
const bowl = (stemX: number): Stroke => arc(stemX + 0.17 * Math.cos((40 * Math.PI) / 180), BODY_Y, 0.17, BODY_R, -140, 140);
/**
 * The arch of h, m, n and r: it springs from the stem (at 150°, 0.085 under the x-height, close to the
 * stem's top where a child lifting the pencil starts it), goes over the x-height and, for h, m, n, is
 * pulled straight down to the baseline; `to` is where it stops (0° = the right side).
 */
const ARCH_RY = 0.17;
const archCentre = (stemX: number, rx: number) => stemX + rx * Math.cos((30 * Math.PI) / 180);
const archOver = (stemX: number, rx: number, to: number): Stroke => arc(archCentre(stemX, rx), X + ARCH_RY, rx, ARCH_RY, -150, to);
const arch = (stemX: number, rx: number): Stroke => {
  const right = archCentre(stemX, rx) + rx;
  return join(archOver(stemX, rx, 0), line(pt(right, X + ARCH_RY), pt(right, BASE)));
};
/** A descender's hook to the left, ending the down stroke of g and j. */
const hook = (stemX: number, rx: number): Stroke => join(line(pt(stemX, X), pt(stemX, DESC - 0.11)), arc(stemX - rx, DESC - 0.11, rx, 0.11, 0, 160));

export const LOWER: Record<Letter, readonly Stroke[]> = {
  // The c shape, then the stick down on its right (a two-stroke "a"; continuous hands push up instead).
  a: [ball(0.49), line(pt(0.66, X), pt(0.66, BASE))],
  // The tall line down, then the bowl.
  b: [line(pt(0.35, TOP), pt(0.35, BASE)), bowl(0.35)],
  c: [arc(0.53, BODY_Y, 0.17, BODY_R, -45, -315)],
  // The c shape, then the tall line down on its right.
  d: [ball(0.49), line(pt(0.66, TOP), pt(0.66, BASE))],
  // The line left to right through the middle, then round like c.
  e: [join(line(pt(0.33, BODY_Y), pt(0.67, BODY_Y)), arc(0.5, BODY_Y, 0.17, BODY_R, 0, -320))],
  // Curve back over the top and pull down; then the cross at the x-height.
  f: [join(arc(0.56, 0.27, 0.11, 0.15, -30, -180), line(pt(0.45, 0.27), pt(0.45, BASE))), line(pt(0.33, X), pt(0.59, X))],
  // The c shape, then down and the hook to the left.
  g: [ball(0.48), hook(0.65, 0.16)],
  h: [line(pt(0.34, TOP), pt(0.34, BASE)), arch(0.34, 0.17)],
  // Down, then the dot.
  i: [line(pt(0.5, X), pt(0.5, BASE)), dot(0.5, DOT_Y)],
  j: [hook(0.6, 0.13), dot(0.6, DOT_Y)],
  // The tall line down, then slant in to the stem and out to the baseline in one stroke.
  k: [line(pt(0.36, TOP), pt(0.36, BASE)), join(line(pt(0.64, X), pt(0.36, 0.65)), line(pt(0.36, 0.65), pt(0.66, BASE)))],
  l: [line(pt(0.5, TOP), pt(0.5, BASE))],
  // Down, then two arches, each from the stem it starts on.
  m: [line(pt(0.255, X), pt(0.255, BASE)), arch(0.255, 0.13), arch(archCentre(0.255, 0.13) + 0.13, 0.13)],
  n: [line(pt(0.34, X), pt(0.34, BASE)), arch(0.34, 0.17)],
  // Circle back all the way round, starting at about 1 o'clock.
  o: [arc(0.5, BODY_Y, 0.175, BODY_R, -60, -420)],
  p: [line(pt(0.35, X), pt(0.35, DESC)), bowl(0.35)],
  // The c shape, then the line down to the descender (no flick, as ball and stick).
  q: [ball(0.48), line(pt(0.65, X), pt(0.65, DESC))],
  r: [line(pt(0.39, X), pt(0.39, BASE)), archOver(0.39, 0.13, -35)],
  // Curve back round the top, then forward round the bottom.
  s: [join(arc(0.5, X + BODY_R / 2, 0.14, BODY_R / 2, -30, -270), arc(0.5, BASE - BODY_R / 2, 0.15, BODY_R / 2, -90, 150))],
  // Down from below the top line, then the cross at the x-height.
  t: [line(pt(0.5, 0.22), pt(0.5, BASE)), line(pt(0.36, X), pt(0.64, X))],
  // Down, round the bottom and up (the cup), then the stick down on the right.
  u: [join(line(pt(0.34, X), pt(0.34, 0.64)), arc(0.5, 0.64, 0.16, BASE - 0.64, 180, 0), line(pt(0.66, 0.64), pt(0.66, X))), line(pt(0.66, X), pt(0.66, BASE))],
  v: [join(line(pt(0.3, X), pt(0.5, BASE)), line(pt(0.5, BASE), pt(0.7, X)))],
  w: [join(line(pt(0.2, X), pt(0.35, BASE)), line(pt(0.35, BASE), pt(0.5, X)), line(pt(0.5, X), pt(0.65, BASE)), line(pt(0.65, BASE), pt(0.8, X)))],
  // Left-top to right-bottom first.
  x: [line(pt(0.33, X), pt(0.67, BASE)), line(pt(0.67, X), pt(0.33, BASE))],
  // Slant in from the left to the baseline, then the long slant from the right down past it to the descender.
  y: [line(pt(0.32, X), pt(0.5, BASE)), line(pt(0.68, X), pt(0.41, DESC))],
  z: [join(line(pt(0.33, X), pt(0.67, X)), line(pt(0.67, X), pt(0.33, BASE)), line(pt(0.33, BASE), pt(0.67, BASE)))],
};
