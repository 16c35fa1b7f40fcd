import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';

/** One page of each kind the site has. */
const pages = [
  '/',
  '/general',
  '/developer/fee-currency',
  '/cel2/whats-changed/cel2-architecture',
  '/token-addresses',
  '/cli/account',
  '/showcase',
  '/search?q=gas',
  '/blog/celo-mainnet-layer-2',
  '/tutorials',
  '/l1/validator/proxy',
  '/this-page-does-not-exist',
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

for (const mode of ['light', 'dark'] as const) {
  for (const path of pages) {
    test(`${path} has no serious accessibility violation in ${mode} mode`, async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
