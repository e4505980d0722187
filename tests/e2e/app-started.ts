import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has replaced the first screen the server sent (server/pages/route-shells.ts).
 * That screen is inert and its code starts only after it is painted: a focus, a key or a mouse
 * movement sent before then reaches nothing, as a person's would. Locator clicks wait by
 * themselves (an inert element never receives the click); raw input must wait here first.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('#root > div[inert]')).toHaveCount(0, { timeout: 20_000 });
}
