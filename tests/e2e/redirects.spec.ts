import {expect, test} from '@playwright/test';
import {redirects} from '../../src/data/redirects';

test('every legacy address serves a redirect page to its new route', async ({request}) => {
  for (const {from, to} of redirects) {
    const response = await request.get(from);
    expect(response.status(), from).toBe(200);
    expect(await response.text(), from).toContain(`url=${to}`);
  }
});

test('a legacy celocli address lands on the new reference page', async ({page}) => {
  await page.goto('/command-line-interface/account');
  await expect(page).toHaveURL(/\/cli\/account$/);
  await expect(page.locator('h1')).toBeVisible();
});
