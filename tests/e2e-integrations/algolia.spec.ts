import {expect, test, type Page, type Route} from '@playwright/test';
import {integrationsTestEnv} from '../support/integrations-env.mjs';
import {openHydrated, reloadHydrated} from '../support/page';

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

/** Answers every query of a multi-query request with `hits`, as Algolia would. */
function answerWithHits(route: Route, hits: readonly object[]) {
  const {requests} = route.request().postDataJSON() as {requests: {query?: string}[]};
  return route.fulfill({
    json: {
      results: requests.map(({query = ''}) => ({
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        query,
        params: '',
        exhaustiveNbHits: true,
        index: INDEX,
        queryID: 'q1',
        facets: {},
      })),
    },
  });
}

const answerWithHit = (route: Route) => answerWithHits(route, [hit]);

async function openModal(page: Page) {
  await openHydrated(page, '/general');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

test.describe('Algolia search', () => {
  test('sends the multi-query request the spec describes and renders the answer', async ({page}) => {
    const requests: {url: string; body: {requests: Record<string, unknown>[]}}[] = [];
    await page.route('**/1/indexes/*/queries**', (route) => {
      requests.push({url: route.request().url(), body: route.request().postDataJSON()});
      return answerWithHit(route);
    });
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('fee');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      '/developer/fee-currency#pay-gas-in-usdc',
    );
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText('Fee');
    await expect(page.locator('.DocSearch-Logo')).toContainText('Powered by');

    const {url, body} = requests.at(-1)!;
    expect(url).toContain(`x-algolia-application-id=${APP_ID}`);
    expect(new URL(url).searchParams.get('x-algolia-agent')).toMatch(/docsearch-react \(.+; docusaurus \(\d/);
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

  test('says it cannot fetch results when Algolia is unreachable, and answers once it is back', async ({page}) => {
    let reachable = false;
    await page.route('**/1/indexes/*/queries**', (route) =>
      reachable ? answerWithHit(route) : route.abort('internetdisconnected'),
    );
    await openModal(page);
    const input = page.locator('.DocSearch-Input');
    await input.fill('fee');
    const errorScreen = page.locator('.DocSearch-ErrorScreen');
    await expect(errorScreen).toContainText('Unable to fetch results');
    await expect(errorScreen).toContainText('You might want to check your network connection.');
    await expect(page.getByText('No results for')).toBeHidden();

    reachable = true;
    await input.fill('fees');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /\/developer\/fee-currency/);
    await expect(errorScreen).toHaveCount(0);
  });

  test('the search page asks Algolia, and says when it cannot be reached', async ({page}) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    let reachable = false;
    await page.route('**/1/indexes/*/queries**', (route) =>
      reachable ? answerWithHit(route) : route.abort('internetdisconnected'),
    );
    await page.goto('/search?q=fee');
    const notice = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
    await expect(notice).toContainText('You might want to check your network connection.');
    await expect(page.getByText('No results were found')).toBeHidden();
    expect(pageErrors).toEqual([]);

    reachable = true;
    await page.getByRole('searchbox').fill('fees');
    await expect(page.locator('main article h2 a').first()).toHaveAttribute(
      'href',
      '/developer/fee-currency#pay-gas-in-usdc',
    );
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toBeVisible();
  });

  test('opens a hit on another site there, and maps old /docs/ paths to today’s routes', async ({page}) => {
    const forumUrl = 'https://forum.celo.org/t/paying-gas-in-stablecoins/1';
    const forumHit = {
      ...hit,
      objectID: '2',
      url: forumUrl,
      type: 'lvl1',
      hierarchy: {...hit.hierarchy, lvl0: 'Forum', lvl1: 'Paying gas in stablecoins', lvl2: null},
    };
    const oldDocsHit = {...hit, objectID: '3', url: 'https://docs.celo.org/docs/developer/fee-currency'};
    await page.route('**/1/indexes/*/queries**', (route) => answerWithHits(route, [forumHit, oldDocsHit]));
    await page.route(`${forumUrl}`, (route) =>
      route.fulfill({contentType: 'text/html', body: '<title>Celo Forum</title><h1>Forum thread</h1>'}),
    );
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('gas');
    const links = page.locator('.DocSearch-Hit a');
    await expect(links.first()).toHaveAttribute('href', forumUrl);
    await expect(links.nth(1)).toHaveAttribute('href', '/developer/fee-currency');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(forumUrl);
    await expect(page.locator('h1')).toHaveText('Forum thread');
  });

  test('keeps a chosen hit as a recent search and a favourite across a reload', async ({page}) => {
    await page.route('**/1/indexes/*/queries**', answerWithHit);
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('fee');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/developer\/fee-currency#pay-gas-in-usdc$/);

    await reloadHydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await page.getByRole('button', {name: 'Save this search'}).first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();

    await reloadHydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
  });

  test('says so when nothing matches', async ({page}) => {
    await page.route('**/1/indexes/*/queries**', (route) => answerWithHits(route, []));
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('qzxqzxqzx');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qzxqzxqzx"');
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /issues\/new\?title=/);
  });

  test('builds no local index', async ({request}) => {
    expect((await request.get('/search/manifest.json')).status()).toBe(404);
  });
});
