import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE } from './party-helpers';

/**
 * Screenshots for a person to look at before calling a screen done, written to .look/ (git-ignored) only
 * with LOOK=1 (`LOOK=1 npx playwright test tests/e2e/party.spec.ts`): the suite itself takes none.
 */
const LOOK_DIR = process.env.LOOK === '1' ? '.look' : null;

export async function keepScreenshot(page: Page, file: string, fullPage = true): Promise<void> {
  if (!LOOK_DIR) return;
  fs.mkdirSync(LOOK_DIR, { recursive: true });
  await page.screenshot({ path: path.join(LOOK_DIR, file), fullPage });
}

/** `name`-phone.png and `name`-desktop.png of the page, `element` in view. */
export async function keepAtBothSizes(page: Page, element: Locator, name: string): Promise<void> {
  if (!LOOK_DIR) return;
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await element.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `${name}-${size}.png`);
  }
}
