/**
 * Drive a tracing box with the mouse as a child drives it with a finger: press at a
 * stroke's start, move along it, lift. Points come from the same stroke data the
 * scene draws (game/rules/strokes), mapped onto the canvas as it is laid out.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { resample, type Point } from '../../game/rules/strokes/geometry';
import type { LetterForm } from '../../game/rules/strokes/index';
import { wakeBoards } from './wake-boards';

export async function drawStroke(page: Page, area: Locator, points: readonly Point[]): Promise<void> {
  const canvas = area.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the tracing canvas has no box');
  const at = (point: Point) => ({ x: box.x + point.x * box.width, y: box.y + point.y * box.height });
  const [first, ...rest] = points.map(at);
  if (!first) return;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y);
  await page.mouse.up();
}

/** Traces one reference stroke, forwards or backwards. */
export function traceStroke(page: Page, area: Locator, stroke: readonly Point[], backwards = false): Promise<void> {
  const points = resample(stroke, 16);
  return drawStroke(page, area, backwards ? points.reverse() : points);
}

/** Traces every stroke of a form in order, waiting for each to be accepted. */
export async function traceForm(page: Page, area: Locator, form: LetterForm, status: Locator): Promise<void> {
  await wakeBoards(page);
  await expect(area.locator('.tracing-board')).toHaveAttribute('data-ready', 'true');
  for (const [index, stroke] of form.strokes.entries()) {
    await traceStroke(page, area, stroke);
    if (index < form.strokes.length - 1) await expect(status).toContainText(`Stroke ${index + 1} of ${form.strokes.length} done`);
  }
}
