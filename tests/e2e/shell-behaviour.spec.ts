import {expect, test} from '@playwright/test';
import {STORAGE_WARNING} from '../../src/plugins/storage-fallback/client';
import {disableBrowserStorage, openHydrated, openSearchModal} from '../support/page';

test('section headings carry a direct link with the tooltip "Direct link to {heading}"', async ({page}) => {
  await openHydrated(page, '/general');
  const heading = page.locator('article h2').first();
  const text = (await heading.innerText()).replace(/\u200b/g, '').trim();
  const link = heading.locator('a.hash-link');
  await expect(link).toHaveAttribute('title', `Direct link to ${text}`);
  await expect(link).toHaveAttribute('href', `#${await heading.getAttribute('id')}`);
});

test('the first Tab reaches "Skip to main content", which moves focus past the navbar', async ({page}) => {
  await openHydrated(page, '/general');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The link moves the focus start point to <main>, so the next Tab lands inside the content, not in the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the menu is not rendered until the reader reaches for its button, then slides in', async ({page}) => {
    await openHydrated(page, '/general');
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toHaveCount(0);
    const button = page.getByRole('button', {name: 'Toggle navigation bar'});
    await button.hover();
    await page.mouse.down();
    await expect(menu).toHaveCount(1);
    await expect(menu).not.toBeInViewport();
    await page.mouse.up();
    await expect(menu.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await expect(menu).toBeInViewport();
  });

  test('the menu opens on the page sidebar, and "Back to main menu" shows the main menu', async ({page}) => {
    await openHydrated(page, '/general');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'What is Celo', exact: true})).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    await expect(menu.getByRole('link', {name: 'Build', exact: true})).toBeVisible();
    await menu.getByRole('link', {name: 'Build', exact: true}).click();
    await expect(page).toHaveURL(/\/build$/);
    await expect(menu).not.toBeVisible();
  });
});

for (const path of ['/general.html', '/general/index.html']) {
  test(`${path} shows the page at /general`, async ({page}) => {
    await openHydrated(page, path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('What is Celo?');
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'}).locator('[aria-current="page"]')).toHaveAttribute(
      'href',
      '/general',
    );
  });
}

test('after a navigation the page scrolls to the hash, or to the top without one', async ({page}) => {
  await openHydrated(page, '/network');
  await page.getByRole('link', {name: 'OP Stack'}).first().click();
  await expect(page).toHaveURL(/\/general\/glossary#op-stack$/);
  await expect(page.locator('[id="op-stack"]')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'What is Celo', exact: true})
    .click();
  await expect(page).toHaveURL(/\/general$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('when browser storage throws, one console warning shows and the site keeps working', async ({page}) => {
  await disableBrowserStorage(page);
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await openHydrated(page, '/general');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('link', {name: 'Build', exact: true}).first().click();
  await expect(page).toHaveURL(/\/build$/);
  await openSearchModal(page);
  await page.locator('.DocSearch-Input').fill('validator');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  expect(warnings.filter((text) => /storage/i.test(text))).toEqual([STORAGE_WARNING]);
  expect(errors).toEqual([]);
});

test('when the next page fails to preload, the browser loads it in full', async ({page}) => {
  await openHydrated(page, '/general');
  await page.route('**/assets/js/**', (route) => route.abort());
  const reload = page.waitForEvent('load');
  await page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a.menu__link[href="/general/glossary"]').click();
  await reload;
  await expect(page).toHaveURL(/\/general\/glossary$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('a change of colour mode recolours the page within the click and re-renders React after it', async ({page}) => {
  await openHydrated(page, '/general');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  const labelBefore = await toggle.getAttribute('aria-label');
  const atClick = await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>(
      'button[aria-label^="Switch between dark and light mode"]',
    )!;
    button.click();
    return {theme: document.documentElement.dataset.theme, label: button.getAttribute('aria-label')};
  });
  // The colours change in the click itself; the toggle's own label, React state, follows once the click is over.
  expect(atClick).toEqual({theme: 'light', label: labelBefore});
  await expect(toggle).not.toHaveAttribute('aria-label', labelBefore!);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
});

test('a change of colour mode repaints the page once, without animating colours, and transitions work afterwards', async ({
  page,
}) => {
  await openHydrated(page, '/general');
  const transitionsStarted = await page.evaluate(async () => {
    let started = 0;
    document.addEventListener('transitionrun', () => (started += 1), true);
    document.querySelector<HTMLButtonElement>('button[aria-label^="Switch between dark and light mode"]')!.click();
    // Two frames: the one that paints the new colours and the next.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return {started, running: document.getAnimations().length, theme: document.documentElement.dataset.theme};
  });
  expect(transitionsStarted).toEqual({started: 0, running: 0, theme: 'light'});
  // The links' own transitions (a hover's colour) are back once the new colours have painted.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('article a')!).transitionDuration))
    .not.toBe('0s');
});
