import {expect, test} from '@playwright/test';
import {seriousViolations, violationsInBothModes} from '../support/axe';
import {isIndexRequest} from '../support/network';
import {openHydrated, openSearchModal} from '../support/page';

// Every route of tests/routes.txt is checked with axe in both modes by routes.spec.ts; these are the pages a
// route list does not name.
for (const path of ['/search?q=gas', '/this-page-does-not-exist']) {
  test(`${path} has no serious accessibility violation in dark or light mode`, async ({page}) => {
    await openHydrated(page, path);
    const violations = await violationsInBothModes(page);
    expect(violations.dark, 'dark mode').toEqual([]);
    expect(violations.light, 'colour rules in light mode').toEqual([]);
  });
}

test('the open search modal has no serious accessibility violation', async ({page}) => {
  await openHydrated(page, '/general');
  await openSearchModal(page);
  await page.locator('.DocSearch-Input').fill('validator');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // DocSearch renders each result as a link inside a listbox option, which axe reports as nested-interactive; that
  // markup is DocSearch's own (see ARCHITECTURE.md, "Known limitations"), every other rule applies.
  expect(await seriousViolations(page, {skipRules: ['nested-interactive']})).toEqual([]);
});

test('the "Unable to fetch results" notice and screen have no serious accessibility violation', async ({page}) => {
  await page.route(isIndexRequest, (route) => route.abort('internetdisconnected'));
  await openHydrated(page, '/search?q=gas');
  await expect(page.getByRole('alert').filter({hasText: 'Unable to fetch results'})).toBeVisible();
  const violations = await violationsInBothModes(page);
  expect(violations.dark, 'search page, dark mode').toEqual([]);
  expect(violations.light, 'search page, colour rules in light mode').toEqual([]);

  await openSearchModal(page);
  await page.locator('.DocSearch-Input').fill('gas');
  await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
  expect(await seriousViolations(page), 'modal').toEqual([]);
});

test('the axe check itself reports a low-contrast paragraph and an unnamed button', async ({page}) => {
  await openHydrated(page, '/general');
  await page.evaluate(() => {
    const article = document.querySelector('article')!;
    article.insertAdjacentHTML(
      'afterbegin',
      '<p id="faint" style="color:#777;background:#888">Faint text</p><button id="unnamed"></button>',
    );
  });
  const violations = await seriousViolations(page);
  expect(violations.find((line) => line.startsWith('color-contrast'))).toContain('#faint');
  expect(violations.find((line) => line.startsWith('button-name'))).toContain('#unnamed');
  expect(await seriousViolations(page, {coloursOnly: true})).toEqual([expect.stringContaining('#faint')]);
});

for (const {device, width} of [
  {device: 'a desktop', width: 1280},
  {device: 'a phone, where the text is hidden', width: 390},
]) {
  test(`the search button is named "Search" by its text, without a label that leaves out the key caps, on ${device}`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 800});
    await openHydrated(page, '/general');
    const button = page.locator('.DocSearch-Button');
    await expect(button).not.toHaveAttribute('aria-label');
    await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeVisible();
    await expect(button.locator('.DocSearch-Button-Keys')).toHaveAttribute('aria-hidden', 'true');
    const violations = await seriousViolations(page);
    expect(violations.filter((line) => line.includes('DocSearch'))).toEqual([]);
  });
}
