import {expect, test, type Page} from '@playwright/test';
import {openHydrated, reloadHydrated} from '../support/page';
import {showcase} from '../../src/data/showcase';
import {tagTypes, tags} from '../../src/data/showcaseTags';

const count = (page: Page) => page.getByRole('main').getByRole('status');
const tagButton = (page: Page, label: string) => page.getByRole('button', {name: label, exact: true});
const cards = (page: Page) => page.getByRole('main').locator('ul > li:has(h3)');

const open = (page: Page, query = '') => openHydrated(page, `/showcase${query}`);

test.describe('showcase', () => {
  test('lists every site with favourites first and a plural count', async ({page}) => {
    await open(page);
    await expect(count(page)).toHaveText(`${showcase.length} sites`);
    await expect(page.getByRole('heading', {name: 'Our favorites'})).toBeVisible();
    const favorites = showcase.filter((e) => e.tags.includes('favorite')).length;
    await expect(cards(page)).toHaveCount(favorites + showcase.length);
  });

  for (const tag of tagTypes) {
    test(`filters by the ${tags[tag].label} tag`, async ({page}) => {
      await open(page);
      await tagButton(page, tags[tag].label).click();
      const expected = showcase.filter((e) => e.tags.includes(tag)).length;
      await expect(page).toHaveURL(new RegExp(`[?&]tags=${tag}(&|$)`));
      await expect(count(page)).toHaveText(expected === 1 ? '1 site' : `${expected} sites`);
      if (expected > 0) await expect(cards(page)).toHaveCount(expected);
      else await expect(page.getByText('No result')).toBeVisible();
    });
  }

  test('combines tags with OR, then AND, and keeps the state in the URL across reload, back and forward', async ({
    page,
  }) => {
    await open(page);
    await tagButton(page, 'Wallets').click();
    await tagButton(page, 'Developers').click();
    const either = showcase.filter((e) => e.tags.includes('wallets') || e.tags.includes('developers')).length;
    const both = showcase.filter((e) => e.tags.includes('wallets') && e.tags.includes('developers')).length;
    await expect(count(page)).toHaveText(`${either} sites`);

    await page.getByRole('button', {name: /Combine tags with AND/}).click();
    await expect(page).toHaveURL(/operator=AND/);
    await expect(count(page)).toHaveText(both === 1 ? '1 site' : `${both} sites`);

    await reloadHydrated(page);
    await expect(count(page)).toHaveText(both === 1 ? '1 site' : `${both} sites`);
    await expect(tagButton(page, 'Wallets')).toHaveAttribute('aria-pressed', 'true');

    await page.goBack();
    await expect(page).not.toHaveURL(/operator=AND/);
    await expect(count(page)).toHaveText(`${either} sites`);
    await page.goForward();
    await expect(count(page)).toHaveText(both === 1 ? '1 site' : `${both} sites`);
  });

  test('searches by name, says "1 site" and "No result", and clears all', async ({page}) => {
    await open(page);
    const valora = page.getByRole('searchbox', {name: 'Search for site name'});
    await valora.fill('valora');
    await expect(page).toHaveURL(/name=valora/);
    await expect(count(page)).toHaveText('1 site');
    await valora.fill('no project has this name');
    await expect(page.getByText('No result')).toBeVisible();
    await expect(count(page)).toHaveText('0 sites');
    await page.getByRole('button', {name: 'Clear all'}).click();
    await expect(count(page)).toHaveText(`${showcase.length} sites`);
    await expect(page).toHaveURL(/\/showcase$/);
  });

  test('applies filters from a shared link', async ({page}) => {
    await open(page, '?tags=wallets&name=meta');
    await expect(count(page)).toHaveText('1 site');
    await expect(cards(page).first()).toContainText('MetaMask');
  });

  test('preview images are sized so the layout does not shift', async ({page}) => {
    await open(page);
    const image = page.getByRole('main').locator('img').first();
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '360');
  });
});
