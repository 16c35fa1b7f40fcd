import {expect, test, type Page} from '@playwright/test';
import {integrationsTestEnv} from '../support/integrations-env.mjs';

const APP_ID = integrationsTestEnv.ALGOLIA_APP_ID;
const INDEX = integrationsTestEnv.ALGOLIA_INDEX_NAME;

const hit = {
  objectID: '1',
  url: 'https://docs.celo.org/developer/fee-currency#pay-gas-in-usdc',
  type: 'lvl2',
  hierarchy: {
    lvl0: 'Tooling',
    lvl1: 'Fee currencies',
    lvl2: 'Pay gas in USDC',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Tooling', matchLevel: 'none', matchedWords: []},
      lvl1: {value: '<mark>Fee</mark> currencies', matchLevel: 'partial', matchedWords: ['fee']},
      lvl2: {value: 'Pay gas in USDC', matchLevel: 'none', matchedWords: []},
    },
  },
  _snippetResult: {
    hierarchy: {
      lvl1: {value: '<mark>Fee</mark> currencies', matchLevel: 'partial'},
      lvl2: {value: 'Pay gas in USDC', matchLevel: 'none'},
    },
  },
};

async function openModal(page: Page) {
  await page.goto('/general');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

test.describe('Algolia search', () => {
  test('sends the multi-query request the spec describes and renders the answer', async ({page}) => {
    const requests: {url: string; body: {requests: Record<string, unknown>[]}}[] = [];
    await page.route('**/1/indexes/*/queries**', async (route) => {
      requests.push({url: route.request().url(), body: route.request().postDataJSON()});
      await route.fulfill({
        json: {
          results: [
            {
              hits: [hit],
              nbHits: 1,
              page: 0,
              nbPages: 1,
              hitsPerPage: 20,
              processingTimeMS: 1,
              query: 'fee',
              params: '',
              exhaustiveNbHits: true,
              index: INDEX,
              queryID: 'q1',
            },
          ],
        },
      });
    });
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('fee');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      '/developer/fee-currency#pay-gas-in-usdc',
    );
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText('Fee');

    const {url, body} = requests.at(-1)!;
    expect(url).toContain(`x-algolia-application-id=${APP_ID}`);
    expect(new URL(url).hostname).toMatch(/algolia(net)?\.(net|com)$|algolianet\.com$/);
    const [request] = body.requests;
    expect(request).toMatchObject({
      query: 'fee',
      indexName: INDEX,
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
      clickAnalytics: false,
    });
    expect(request.attributesToRetrieve).toEqual(
      expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']),
    );
    expect(request.attributesToSnippet).toEqual(expect.arrayContaining(['hierarchy.lvl1:10', 'content:10']));
    expect(JSON.stringify(request.facetFilters)).toContain('language:en');
    expect(JSON.stringify(request.facetFilters)).toContain('docusaurus_tag:docs-default-current');
  });

  test('builds no local index', async ({request}) => {
    expect((await request.get('/search/manifest.json')).status()).toBe(404);
  });
});
