import {expect, test, type Page} from '@playwright/test';
import {routes, sidebarEntryRoutes} from '../support/routes';

/** Collects console errors and uncaught page errors while a test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return errors;
}

for (const {route, sidebar} of routes) {
  test(`${route} renders, hydrates and shows the ${sidebar} sidebar`, async ({page}) => {
    const errors = watchErrors(page);
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
    expect(errors).toEqual([]);
  });
}
