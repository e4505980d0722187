import type { Page } from '@playwright/test';
import { appStarted } from './app-started';

/**
 * Moves the mouse over the page, as anyone using it does at once: boards start their
 * engine at the first sign of a person (client/game-host/useFirstInteraction.ts) and
 * show DOM tiles until then. Call it before waiting for a scene to be ready.
 */
export async function wakeBoards(page: Page): Promise<void> {
  await appStarted(page);
  await page.locator('.swap-board, .tracing-board').first().waitFor({ state: 'attached' }); // the page's board code has loaded
  await page.mouse.move(3, 3);
  await page.mouse.move(6, 6);
}
