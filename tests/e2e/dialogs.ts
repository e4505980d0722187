import type { Dialog, Page } from '@playwright/test';

/** Every alert the page shows, accepted at once and recorded in order. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
