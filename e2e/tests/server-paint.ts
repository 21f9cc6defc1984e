import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until its JavaScript has taken over from the server's first paint
 * (decision 0124): until then its controls are plain HTML, and a key pressed on one of them
 * is lost when the shell swaps its own page in.
 */
export async function openInteractive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#ssr')).toHaveCount(0);
}
