import {expect, type Page} from '@playwright/test';

/** Opens a page of the built site and waits until React has hydrated it. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
