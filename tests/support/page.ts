import {expect, type Page} from '@playwright/test';
import {QUIET_MS} from '@site/src/plugins/idle-prefetch/readerPause';

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

/**
 * Opens the search modal with its navbar button and waits for the search box to take focus. The keyboard shortcuts
 * have their own test; a key press does not wait for the page the way a click does, and missed the modal under load.
 */
export async function openSearchModal(page: Page): Promise<void> {
  // A modal still closing (after choosing a hit) would take the click.
  await expect(page.locator('.DocSearch-Container')).toHaveCount(0);
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Makes every later page of this test behave as a browser whose storage is disabled: reading `localStorage` throws. */
export async function disableBrowserStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  });
}

/** The addresses of the page's prefetch links, as they stand. */
export async function prefetchLinks(page: Page): Promise<string[]> {
  return page.locator('link[rel=prefetch]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
}

/**
 * The page's prefetch links once the idle prefetch of the links in view has settled: prefetching waits for the reader
 * to pause (src/plugins/idle-prefetch/readerPause.ts), so idle periods pass until the pause after the test's last input
 * is over and one of them adds no prefetch link.
 */
export async function settledPrefetchLinks(page: Page): Promise<string[]> {
  await page.evaluate(async (quietMs) => {
    const pauseOver = performance.now() + quietMs;
    const idle = () => new Promise((resolve) => requestIdleCallback(resolve));
    let count: number;
    do {
      count = document.querySelectorAll('link[rel=prefetch]').length;
      await idle();
    } while (document.querySelectorAll('link[rel=prefetch]').length !== count || performance.now() < pauseOver);
  }, QUIET_MS);
  return prefetchLinks(page);
}
