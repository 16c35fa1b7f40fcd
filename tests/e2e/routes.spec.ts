import {expect, test as base, type Page} from '@playwright/test';
import {violationsInBothModes} from '../support/axe';
import {blockThirdParties} from '../support/network';
import {routes, sidebarEntryRoutes} from '../support/routes';

interface ReaderTab {
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
 * One tab per worker, which every route test loads its page into: a full page load each time, as a reader who follows
 * an address, but in a browser that is already running with its cache warm. A fresh browser context per route spent
 * more time starting the context's processes and compiling the site's scripts again than checking the page.
 * Each test starts from empty storage (the dark mode of a first visit) and empty lists of errors and requests.
 */
const test = base.extend<{tab: ReaderTab}, {workerTab: ReaderTab}>({
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

/** The routes whose shell (navbar, sidebar, footer) axe checks: the first listed of each sidebar, and every page outside the docs. */
const shellRoutes = new Set(
  routes
    .filter(({sidebar}, index) => sidebar === '-' || routes.findIndex((entry) => entry.sidebar === sidebar) === index)
    .map(({route}) => route),
);

// One visit per route checks everything a route owes its reader, so the suite stays fast enough to cover them all.
// axe checks each route's content, and the shell its pages share once per sidebar: axe's colour rules cost most of
// a visit, and a sidebar's links are the same components and colours on every page of it.
for (const {route, sidebar} of routes) {
  test(`${route}: renders offline in the ${sidebar} sidebar, without errors or serious axe violations in either mode`, async ({
    tab: {page, thirdParty, errors},
  }) => {
    test.slow();
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('h1').first()).toBeVisible();

    const sidebarNav = page.getByRole('navigation', {name: 'Docs sidebar'});
    if (sidebar === '-' || sidebar === 'none') {
      await expect(sidebarNav).toHaveCount(0);
    } else {
      const firstLink = sidebarNav.locator('a.menu__link').first();
      await expect(firstLink).toHaveAttribute('href', sidebarEntryRoutes[sidebar]);
      await expect(sidebarNav.locator(`a.menu__link[href="${route}"]`)).toHaveAttribute('aria-current', 'page');
    }

    const violations = await violationsInBothModes(page, {withoutShell: !shellRoutes.has(route)});
    expect(violations.dark, 'axe in dark mode').toEqual([]);
    expect(violations.light, 'axe colour rules in light mode').toEqual([]);

    expect(errors).toEqual([]);
    expect(thirdParty, 'requests to other hosts').toEqual([]);
  });
}
