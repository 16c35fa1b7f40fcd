import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {loadBuiltEngine} from '../support/builtIndex';
import {answer} from '../../src/plugins/local-search/client/searchClient';
import {blockThirdParties} from '../support/network';
import {openHydrated, openSearchModal} from '../support/page';
import {currentDocsFilters as facetFilters} from '../support/searchContext';

const pathOf = (url: string) => new URL(url, 'https://site.invalid').pathname;

/** Each page's hits side by side and at most two of them: the pages in the order they first appear. */
function expectGroupedByPage(paths: readonly string[]): string[] {
  const pages: string[] = [];
  for (const [index, page] of paths.entries()) {
    if (page === paths[index - 1]) continue;
    expect(pages, `${page} appears apart from its other hits: ${paths.join(', ')}`).not.toContain(page);
    pages.push(page);
  }
  for (const page of pages) expect(paths.filter((hit) => hit === page).length).toBeLessThanOrEqual(2);
  return pages;
}

test('the answer ranks pages: one or two adjacent hits each, counted as pages', async () => {
  const {engine} = await loadBuiltEngine(path.join(__dirname, '..', '..', 'build'));
  for (const query of ['how to stake CELO', 'validator', 'CELO', 'pay gas in cUSD']) {
    const result = await answer(engine, {query, facetFilters, hitsPerPage: 1000});
    const pages = expectGroupedByPage(result.hits.map((hit) => pathOf(hit.url)));
    expect(result.nbHits, query).toBe(pages.length);
    expect(result.nbPages).toBe(1);
    const firstPage = await answer(engine, {query, facetFilters, hitsPerPage: 5});
    expect(new Set(firstPage.hits.map((hit) => pathOf(hit.url))).size).toBe(Math.min(5, pages.length));
  }
});

async function openSite(page: Page, route: string) {
  await blockThirdParties(page);
  await openHydrated(page, route);
}

test('the modal shows distinct pages with their sections under them', async ({page}) => {
  await openSite(page, '/general');
  await openSearchModal(page);
  await page.locator('.DocSearch-Input').fill('how to stake CELO');
  // The first search of a fresh page fills the worker's index; this checks grouping, the bench times it.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 30_000});
  const paths = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const pages = expectGroupedByPage(paths);
  expect(pages.length).toBeGreaterThanOrEqual(3);
  await expect(page.locator('.DocSearch-Hit--Child').first()).toBeVisible();
});

test('the search page lists each page once, with its best section beside it', async ({page}) => {
  await openSite(page, '/search?q=stCELO');
  await expect(page.locator('main article').first()).toBeVisible({timeout: 30_000});
  const paths = await page
    .locator('main article h2 a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(expectGroupedByPage(paths)[0]).toBe('/holder/vote/validator');
});
