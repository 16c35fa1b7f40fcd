import {expect} from '@playwright/test';
import {violationsInBothModes} from '../support/axe';
import {test} from '../support/readerTab';
import {routes, sidebarEntryRoutes} from '../support/routes';

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
    await test.step('load and hydrate', async () => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('h1').first()).toBeVisible();
    });

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
