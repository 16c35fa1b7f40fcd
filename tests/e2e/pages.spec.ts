import {expect, test} from '@playwright/test';
import {openHydrated} from '../support/page';

test.describe('home page', () => {
  for (const path of ['/', '/home']) {
    test(`${path} says what Celo is and links into the docs`, async ({page}) => {
      await openHydrated(page, path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Celo documentation');
      await expect(page.getByRole('link', {name: 'in under 5 minutes'})).toHaveAttribute('href', '/build/quickstart');
      for (const [name, href] of [
        ['Developers', '/build'],
        ['Node operators', '/cel2/operators/overview'],
        ['Validators', '/validator'],
        ['Holders', '/holder'],
      ]) {
        await expect(page.getByRole('main').getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
      }
    });
  }
});

test.describe('tutorials', () => {
  test('lists every tutorial and filters by level and technology in the URL', async ({page}) => {
    await openHydrated(page, '/tutorials');
    const count = page.getByRole('main').getByRole('status');
    await expect(count).toHaveText('8 tutorials');
    await page.getByRole('group', {name: 'Level'}).getByRole('button', {name: 'Beginner'}).click();
    await expect(page).toHaveURL(/level=beginner/);
    const beginners = await page.getByRole('main').locator('li h2').count();
    await expect(count).toHaveText(beginners === 1 ? '1 tutorial' : `${beginners} tutorials`);
    await page.getByRole('group', {name: 'Level'}).getByRole('button', {name: 'All levels'}).click();
    await page.getByRole('group', {name: 'Technology'}).getByRole('button', {name: 'Foundry'}).click();
    await expect(page).toHaveURL(/tags=foundry/);
    await expect(page.getByRole('link', {name: /Foundry/}).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', {name: 'Technology'}).getByRole('button', {name: 'Foundry'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a tutorial page renders with its tags', async ({page}) => {
    await openHydrated(page, '/tutorials/deploy-with-hardhat');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('a[href="/tutorials/tags/hardhat"]').first()).toBeVisible();
  });
});

test.describe('blog', () => {
  test('a post shows its author, reading time and tags', async ({page}) => {
    await openHydrated(page, '/blog/celo-mainnet-layer-2');
    await expect(page.locator('h1')).toHaveText('Celo Mainnet is now an Ethereum layer 2');
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.getByText('Celo docs team').first()).toBeVisible();
    await page.locator('article').getByRole('link', {name: 'Layer 2', exact: true}).first().click();
    await expect(page).toHaveURL(/\/blog\/tags\/layer-2$/);
    await expect(
      page.getByRole('main').getByRole('heading', {name: 'Celo Mainnet is now an Ethereum layer 2'}),
    ).toBeVisible();
  });

  test('a post’s date stays as the server wrote it on a first visit, and renders after a client-side navigation', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openHydrated(page, '/blog/alfajores-sunset');
    await expect(page.locator('article time').first()).toHaveText('September 30, 2025');
    await page.locator('a.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/blog\/celo-sepolia-developer-testnet$/);
    await expect(page.locator('article time').first()).toHaveText('August 13, 2025');
    expect(errors).toEqual([]);
  });

  test('publishes RSS and Atom feeds', async ({request}) => {
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('Celo Mainnet is now an Ethereum layer 2');
    }
  });
});

test('/markdown-page is a standalone MDX page', async ({page}) => {
  await openHydrated(page, '/markdown-page');
  await expect(page.locator('h1')).toHaveText('A standalone Markdown page');
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toHaveCount(0);
});
