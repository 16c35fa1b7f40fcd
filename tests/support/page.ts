import {expect, type Page} from '@playwright/test';

/** Opens a page of the built site and waits until React has hydrated it. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Switches to light mode with the navbar toggle and waits for the colour transitions to finish. */
export async function switchToLightMode(page: Page): Promise<void> {
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
