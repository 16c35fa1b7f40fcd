import {expect, test, type Page} from '@playwright/test';
import {openHydrated, openSearchModal} from '../support/page';

const versionLink = (page: Page, label: string) =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: label, exact: true});

test.describe('docs versions', () => {
  test('an archived page carries the unmaintained banner with a link to the current page', async ({page}) => {
    await openHydrated(page, '/l1/validator/proxy');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('L1 (archived)');
    await expect(banner).toContainText('no longer actively maintained');
    await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', '/validator/proxy');
  });

  test('the dropdown links to the same doc in the archive, keeping query and hash', async ({page}) => {
    await openHydrated(page, '/validator/proxy?from=test#top');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Next'}).hover();
    await expect(versionLink(page, 'L1 (archived)')).toHaveAttribute('href', '/l1/validator/proxy?from=test#top');
  });

  test('the dropdown falls back to the archive’s main doc when the page has no archived twin', async ({page}) => {
    await openHydrated(page, '/cel2/faq');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Next'}).hover();
    await expect(versionLink(page, 'L1 (archived)')).toHaveAttribute('href', '/l1/validator');
  });

  test('remembers the preferred version of the docs plugin', async ({page}) => {
    await openHydrated(page, '/l1/protocol/randomness');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'L1 (archived)'}).hover();
    await versionLink(page, 'L1 (archived)').click();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default')))
      .toBe('l1');
  });
});

test('search on an archived page lists current docs first, then the archive', async ({page}) => {
  await openHydrated(page, '/l1/validator/proxy');
  await openSearchModal(page);
  await page.locator('.DocSearch-Input').fill('proxy');
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible();
  const hrefs = await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const firstArchived = hrefs.findIndex((href) => href.startsWith('/l1/'));
  expect(firstArchived).toBeGreaterThan(0);
  expect(hrefs.slice(0, firstArchived).every((href) => !href.startsWith('/l1/'))).toBe(true);
});
