import {test as base, type Page} from '@playwright/test';
import {blockThirdParties} from './network';

export interface ReaderTab {
  page: Page;
  /** Every request to another host the tab has made, each aborted. */
  thirdParty: string[];
  /** Console errors (CSP violations included) and uncaught page errors. */
  errors: string[];
}

/** Collects console errors (CSP violations included) and uncaught page errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return errors;
}

/**
 * One tab per worker, which each test loads its pages into: a full page load each time, as a reader who follows an
 * address, but in a browser that is already running with its cache warm. A fresh browser context per test spent more
 * time starting the context's processes and compiling the site's scripts again than checking the page.
 * Each test starts from empty storage (the dark mode of a first visit) and empty lists of errors and requests.
 */
export const test = base.extend<{tab: ReaderTab}, {workerTab: ReaderTab}>({
  workerTab: [
    async ({browser}, provide) => {
      const context = await browser.newContext({reducedMotion: 'reduce'});
      const page = await context.newPage();
      await provide({page, thirdParty: await blockThirdParties(page), errors: watchErrors(page)});
      await context.close();
    },
    {scope: 'worker'},
  ],
  tab: async ({workerTab}, provide) => {
    if (workerTab.page.url().startsWith('http')) await workerTab.page.evaluate(() => localStorage.clear());
    workerTab.thirdParty.length = 0;
    workerTab.errors.length = 0;
    await provide(workerTab);
  },
});
