/**
 * The camera over the table, as plain numbers: a zoom (screen px per cell) and the
 * table point at the screen's top left (in cells). Fitting, zooming about a point and
 * keeping the table in sight are pure functions, so they are easy to reason about and
 * the scene only copies the result into Phaser's camera.
 */
import type { Point } from '../../rules/jigsaw/cut';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Camera {
  zoom: number; // screen px per cell
  left: number; // the table's x (cells) at the screen's left edge
  top: number;
}

export interface Screen {
  width: number; // px
  height: number;
}

const FIT_PADDING = 0.04; // of the screen, kept clear around a fitted table
export const MAX_ZOOM_FACTOR = 4; // the closest look, relative to the board fitted to the screen

export const toScreen = (camera: Camera, point: Point): Point => ({ x: (point.x - camera.left) * camera.zoom, y: (point.y - camera.top) * camera.zoom });
export const toTable = (camera: Camera, point: Point): Point => ({ x: point.x / camera.zoom + camera.left, y: point.y / camera.zoom + camera.top });

/** The zoom that shows all of `box` on `screen`, with a little air. */
export function fitZoom(box: Box, screen: Screen): number {
  const usable = 1 - 2 * FIT_PADDING;
  return Math.min((screen.width * usable) / (box.right - box.left), (screen.height * usable) / (box.bottom - box.top));
}

/** All of `box`, centred. */
export function fitCamera(box: Box, screen: Screen): Camera {
  const zoom = fitZoom(box, screen);
  return {
    zoom,
    left: (box.left + box.right) / 2 - screen.width / zoom / 2,
    top: (box.top + box.bottom) / 2 - screen.height / zoom / 2,
  };
}

/** `box`'s full width, its top at the screen's top (a phone: the board fills the width, the tray waits below). */
export function fitWidthCamera(box: Box, screen: Screen): Camera {
  const zoom = (screen.width * (1 - 2 * FIT_PADDING)) / (box.right - box.left);
  return { zoom, left: (box.left + box.right) / 2 - screen.width / zoom / 2, top: box.top - (screen.width * FIT_PADDING) / zoom };
}

export interface ZoomLimits {
  min: number;
  max: number;
}

/** The camera zoomed by `factor` (within limits) keeping the table point under `anchor` (screen px) where it is. */
export function zoomAbout(camera: Camera, factor: number, anchor: Point, limits: ZoomLimits): Camera {
  const zoom = Math.min(limits.max, Math.max(limits.min, camera.zoom * factor));
  const fixed = toTable(camera, anchor);
  return { zoom, left: fixed.x - anchor.x / zoom, top: fixed.y - anchor.y / zoom };
}

/** The camera moved by a screen distance (a pan follows the finger: the table moves with it). */
export const panBy = (camera: Camera, dx: number, dy: number): Camera => ({ ...camera, left: camera.left - dx / camera.zoom, top: camera.top - dy / camera.zoom });

/** Keeps some of the table in sight: the screen's centre never leaves `box`. */
export function keepInSight(camera: Camera, box: Box, screen: Screen): Camera {
  const halfWidth = screen.width / camera.zoom / 2;
  const halfHeight = screen.height / camera.zoom / 2;
  const centreX = Math.min(box.right, Math.max(box.left, camera.left + halfWidth));
  const centreY = Math.min(box.bottom, Math.max(box.top, camera.top + halfHeight));
  return { ...camera, left: centreX - halfWidth, top: centreY - halfHeight };
}

export const union = (a: Box, b: Box): Box => ({
  left: Math.min(a.left, b.left),
  top: Math.min(a.top, b.top),
  right: Math.max(a.right, b.right),
  bottom: Math.max(a.bottom, b.bottom),
});
