import {expect, test} from '@playwright/test';

test.describe('navbar', () => {
  test('has every item the spec names, each pointing at its target', async ({page}) => {
    await page.goto('/general');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const expectLink = async (name: string, href: string) =>
      expect(navbar.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    await expectLink('What is the platform', '/general');
    await expectLink('Build', '/build');
    await expectLink('Tooling', '/developer');
    await expectLink('Layer 2', '/cel2');
    await expect(navbar.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute(
      'href',
      'https://github.com/celo-org/docs',
    );

    await navbar.getByRole('button', {name: 'More'}).hover();
    await expectLink('Protocol', '/protocol');
    await expectLink('Validators', '/validator');
    await expectLink('Holders', '/holder');
    await expectLink('CLI', '/cli');
    await expect(navbar.getByRole('link', {name: 'dApps directory'})).toHaveAttribute('href', /^https:\/\//);

    await navbar.getByRole('button', {name: 'Support'}).hover();
    await expect(navbar.getByRole('link', {name: 'Ask on the forum'})).toHaveAttribute(
      'href',
      'https://forum.celo.org/',
    );
    await expect(navbar.getByRole('link', {name: 'Leave feedback'})).toHaveAttribute(
      'href',
      'https://github.com/celo-org/docs/issues/new',
    );

    await navbar.getByRole('button', {name: 'English'}).hover();
    await expect(navbar.getByRole('link', {name: 'Help us translate'})).toHaveAttribute('href', /crowdin/);
  });

  test('the brand link goes to the root and the logo is 32 by 96', async ({page}) => {
    await page.goto('/build');
    const brand = page.locator('a.navbar__brand');
    await expect(brand).toHaveAttribute('href', '/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const logo = brand.getByRole('img', {name: 'Celo Docs home'});
    await expect(logo).toHaveAttribute('width', '96');
    await expect(logo).toHaveAttribute('height', '32');
    await expect(logo).toHaveAttribute('src', '/img/logo-dark.svg');
  });
});

test('the footer has the Docs, Community and Ecosystem columns and the 2022 copyright', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const title of ['Docs', 'Community', 'Ecosystem']) {
    await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
  }
  for (const link of ['Forum', 'Discord', 'X', 'Celo Signal mailing list', 'Community calendar', 'Blog', 'Careers']) {
    await expect(footer.getByRole('link', {name: new RegExp(`^${link}\\b`)}).first()).toBeVisible();
  }
  await expect(footer).toContainText('Copyright © 2022');
});

test('the announcement links to the op-reth switch notice and cannot be closed', async ({page}) => {
  await page.goto('/developer');
  const bar = page.getByRole('banner').filter({hasText: 'support for op-geth ended on 22 July 2026'});
  await expect(bar).toContainText('Node operators still on op-geth');
  await expect(bar.getByRole('link', {name: 'migrate to op-reth'})).toHaveAttribute(
    'href',
    '/cel2/notices/op-reth-switch',
  );
  await expect(page.getByRole('button', {name: 'Close'})).toHaveCount(0);
});

test.describe('colour mode', () => {
  test('is dark on a first visit, even when the system prefers light', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('the toggle switches mode and the choice persists under the key "theme"', async ({page}) => {
    await page.goto('/general');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('an unknown route shows the not-found page', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
  await expect(
    page.getByText(/contact the owner of the site that linked you .* let them know their link is broken/),
  ).toBeVisible();
});

test('the production build has no test-only route', async ({page}) => {
  const response = await page.goto('/test-hooks/crash');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('the page head names the favicon, the touch icon and the social card', async ({page, request}) => {
  await page.goto('/general');
  const hrefs = {
    icon: await page.locator('link[rel="icon"]').getAttribute('href'),
    touch: await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
    card: await page.locator('meta[property="og:image"]').getAttribute('content'),
  };
  expect(hrefs.icon).toBe('/img/favicon.svg');
  for (const href of Object.values(hrefs)) {
    expect((await request.get(new URL(href!, 'http://x').pathname)).status(), href!).toBe(200);
  }
});
