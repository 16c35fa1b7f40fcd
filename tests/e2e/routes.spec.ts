import {expect, test, type Page} from '@playwright/test';
import {violationsInBothModes} from '../support/axe';
import {blockThirdParties} from '../support/network';
import {routes, sidebarEntryRoutes} from '../support/routes';

/** Collects console errors (CSP violations included) and uncaught page errors while a test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return errors;
}

// One visit per route checks everything a route owes its reader, so the suite stays fast enough to cover them all.
for (const {route, sidebar} of routes) {
  test(`${route}: renders offline in the ${sidebar} sidebar, without errors or serious axe violations in either mode`, async ({
    page,
  }) => {
    test.slow();
    const errors = watchErrors(page);
    const thirdParty = await blockThirdParties(page);
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

    const violations = await violationsInBothModes(page);
    expect(violations.dark, 'axe in dark mode').toEqual([]);
    expect(violations.light, 'axe colour rules in light mode').toEqual([]);

    expect(errors).toEqual([]);
    expect(thirdParty, 'requests to other hosts').toEqual([]);
  });
}
