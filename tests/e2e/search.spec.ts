import {expect, test, type Page} from '@playwright/test';
import {blockThirdParties, isIndexRequest} from '../support/network';
import {openHydrated, openSearchModal, prefetchLinks, reloadHydrated, settledPrefetchLinks} from '../support/page';

/** Opens a page with every request to another host blocked: search must work offline. */
async function open(page: Page, path = '/general') {
  await blockThirdParties(page);
  await openHydrated(page, path);
}

const searchInput = (page: Page) => page.getByRole('searchbox').or(page.locator('.DocSearch-Input'));

/** Hits in the shape DocSearch keeps in local storage for recent and favourite searches. */
function storedHits(label: string, count: number) {
  return Array.from({length: count}, (_, index) => ({
    objectID: `${label}-${index}`,
    url: `/general#${label}-${index}`,
    type: 'lvl1',
    hierarchy: {
      lvl0: 'What is Celo',
      lvl1: `${label} ${index}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
  }));
}

const hitsUnder = (page: Page, source: string) =>
  page
    .locator('.DocSearch-Hits')
    .filter({has: page.locator('.DocSearch-Hit-source', {hasText: source})})
    .locator('li');

/** The words of every hit's title, which DocSearch draws from the snippet. */
async function snippetWordCounts(page: Page): Promise<number[]> {
  return page
    .locator('.DocSearch-Hit-title')
    .evaluateAll((titles) =>
      titles.map((title) => (title.textContent ?? '').replace(/…/g, ' ').split(/\s+/).filter(Boolean).length),
    );
}

test.describe('local search', () => {
  test('fetches nothing until the reader reaches for search, then loads the index once', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search/')) indexRequests.push(new URL(request.url()).pathname);
    });
    await open(page);
    expect(indexRequests).toEqual([]);
    await page
      .getByRole('button', {name: /Search/})
      .first()
      .hover();
    await expect.poll(() => indexRequests.length).toBe(2);
    expect(indexRequests[0]).toBe('/search/manifest.json');
    expect(indexRequests[1]).toMatch(/^\/search\/index\.[0-9a-f]{12}\.json$/);
  });

  test('the search worker comes in one file, so it asks for the index as soon as it runs', async ({page}) => {
    await open(page);
    const worker = page.waitForEvent('worker');
    await page
      .getByRole('button', {name: /Search/})
      .first()
      .hover();
    const workerUrl = (await worker).url();
    expect(workerUrl).toMatch(/\/search-worker\.[0-9a-f]+\.js$/);
    // A worker that loads chunks of its own carries the bundler's code for it, which fetches them with importScripts.
    expect(await (await page.request.get(workerUrl)).text()).not.toContain('importScripts');
  });

  test('a query fetches only the term shards and text it needs, and finds a word deep in a section', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search/')) requests.push(new URL(request.url()).pathname);
    });
    await open(page);
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('sequencerhttp');
    const hit = page.locator('.DocSearch-Hit a', {has: page.locator('mark', {hasText: /sequencerhttp/i})}).first();
    await expect(hit).toHaveAttribute('href', /#[\w-]+$/);
    const shards = requests.filter((path) => path.startsWith('/search/terms/'));
    expect(shards.length).toBeGreaterThanOrEqual(1);
    expect(shards.length).toBeLessThanOrEqual(2);
    const manifest = await (await page.request.get('/search/manifest.json')).json();
    expect(manifest.terms.first.length).toBeGreaterThan(10);
    expect(requests.filter((path) => path.startsWith('/search/text/')).length).toBeLessThanOrEqual(20);
  });

  test('opens with Ctrl+K and with "/", closes with Escape, and limits the query to 64 characters', async ({page}) => {
    await open(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await expect(input).toHaveAttribute('maxlength', '64');
    await page.keyboard.press('Escape');
    await expect(input).toHaveCount(0);
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
  });

  test('typing shows grouped hits, and Enter opens the first one', async ({page}) => {
    await open(page);
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('migrate archive node');
    const firstHit = page.locator('.DocSearch-Hit a').first();
    await expect(firstHit).toHaveAttribute('href', /\/cel2\/operators\/migrate-archive-node/);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Layer 2');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cel2\/operators\/migrate-archive-node/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('a hit loads its page when pointed at, not when drawn, and a click opens it in the app', async ({page}) => {
    await open(page);
    await openSearchModal(page);
    // Docusaurus prefetches a page's code by adding a <link rel="prefetch"> for each of its chunks. The page's own
    // links in view prefetch a few per idle period (src/plugins/idle-prefetch): once that has settled, what follows
    // counts only what the hits add.
    const before = await settledPrefetchLinks(page);
    await page.locator('.DocSearch-Input').fill('migrate archive node');
    const firstHit = page.locator('.DocSearch-Hit a').first();
    await expect(firstHit).toHaveAttribute('href', /\/cel2\/operators\/migrate-archive-node/);
    await expect(page.locator('.DocSearch-Hit a')).not.toHaveCount(1);
    // Two frames after the hits are drawn, a link that prefetches when drawn has done so.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await prefetchLinks(page)).toEqual(before);
    const pageCode = page.waitForRequest(/\/assets\/js\/.+\.js$/);
    await firstHit.hover();
    await pageCode;
    await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
    await firstHit.click();
    await expect(page).toHaveURL(/\/cel2\/operators\/migrate-archive-node/);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.DocSearch-Container')).toHaveCount(0);
    expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
  });

  test('remembers recent searches across a reload and lets the reader remove one', async ({page}) => {
    await open(page);
    await openSearchModal(page);
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.locator('.DocSearch-Input').fill('glossary');
    await expect(page.getByText('No recent searches')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/general\/glossary/);
    await reloadHydrated(page);
    await openSearchModal(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await page.getByRole('button', {name: 'Remove this search from history'}).first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toHaveCount(0);
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('keeps a favourite search across a reload and lets the reader remove it', async ({page}) => {
    await open(page);
    const generalTitle = await page.locator('h1').innerText();
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('epoch rewards');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    // After a change of page Docusaurus moves focus to its skip link; a modal opened before that loses its focus.
    await expect(page).not.toHaveURL(/\/general$/);
    await expect(page.locator('h1')).not.toHaveText(generalTitle);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await openSearchModal(page);
    await page.getByRole('button', {name: 'Save this search'}).first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();

    await reloadHydrated(page);
    await openSearchModal(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    await page.getByRole('button', {name: 'Remove this search from favorites'}).first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toHaveCount(0);
  });

  test('shows up to 7 recent searches, 4 beside favourites, and up to 10 favourites', async ({page}) => {
    const key = (kind: string) => `__DOCSEARCH_${kind}_SEARCHES__celo-docs`;
    await open(page);
    await page.evaluate(([recentKey, recent]) => window.localStorage.setItem(recentKey, JSON.stringify(recent)), [
      key('RECENT'),
      storedHits('Recent page', 9),
    ] as const);
    await openSearchModal(page);
    await expect(hitsUnder(page, 'Recent')).toHaveCount(7);
    await page.keyboard.press('Escape');

    await page.evaluate(
      ([favoriteKey, favorites]) => window.localStorage.setItem(favoriteKey, JSON.stringify(favorites)),
      [key('FAVORITE'), storedHits('Favourite page', 12)] as const,
    );
    await reloadHydrated(page);
    await openSearchModal(page);
    await expect(hitsUnder(page, 'Favorite')).toHaveCount(10);
    await expect(hitsUnder(page, 'Recent')).toHaveCount(4);
  });

  test('"See all results" prefetches nothing when drawn, and a click opens the search page in the app', async ({
    page,
  }) => {
    await open(page);
    await openSearchModal(page);
    // The links in view on the page are prefetched in idle periods; once that has settled, drawing adds nothing.
    const before = await settledPrefetchLinks(page);
    // Few hits: the footer link is drawn in view, where Link would add the search page's chunks again at each render.
    await page.locator('.DocSearch-Input').fill('sequencerhttp');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toBeInViewport();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await prefetchLinks(page)).toEqual(before);
    await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=sequencerhttp$/);
    await expect(page.locator('.DocSearch-Container')).toHaveCount(0);
    expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
  });

  test('groups hits by section, 5 at most to a group and 10 pages in all, and links to every result', async ({
    page,
  }) => {
    await open(page);
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('validator');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const groupSizes = await page
      .locator('.DocSearch-Hits')
      .evaluateAll((groups) => groups.map((group) => group.querySelectorAll('.DocSearch-Hit').length));
    expect(groupSizes.length).toBeGreaterThan(1);
    expect(Math.max(...groupSizes)).toBe(5);
    // 10 pages, each its title and at most one section.
    expect(groupSizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(20);
    const pages = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => new Set(links.map((link) => (link as HTMLAnchorElement).pathname)).size);
    // DocSearch drops the hits of a section beyond its fifth: some of the 10 pages may not show.
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThanOrEqual(10);

    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toHaveAttribute('href', '/search?q=validator');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=validator$/);
    await expect(page.locator('main article h2 a').first()).toBeVisible();
  });

  test('draws snippets of 10 words, or 5 on a screen 768 px wide or less', async ({page}) => {
    await open(page);
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('validator');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const wide = await snippetWordCounts(page);
    expect(Math.max(...wide)).toBeGreaterThan(5);
    expect(Math.max(...wide)).toBeLessThanOrEqual(10);

    await page.keyboard.press('Escape');
    await page.setViewportSize({width: 768, height: 900});
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('validator');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(Math.max(...(await snippetWordCounts(page)))).toBeLessThanOrEqual(5);
  });

  test('says so when nothing matches', async ({page}) => {
    await open(page);
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('qzxqzxqzx');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qzxqzxqzx"');
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /issues\/new/);
  });

  test('does not say "No results" for a query whose answer is still on its way', async ({page}) => {
    await open(page);
    await openSearchModal(page);
    const input = page.locator('.DocSearch-Input');
    await input.fill('gas');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await page.keyboard.press('Escape');
    let releaseShards = () => {};
    const shardsReleased = new Promise<void>((resolve) => (releaseShards = resolve));
    await page.route('**/search/terms/**', async (route) => {
      await shardsReleased;
      await route.continue();
    });
    const shardRequested = page.waitForRequest(/\/search\/terms\//);
    await openSearchModal(page);
    await input.fill('sequencerhttp');
    await shardRequested;
    await expect(page.locator('.DocSearch-Modal')).toHaveAttribute('data-search-pending');
    await expect(page.getByText('No results for')).toBeHidden();
    releaseShards();
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal')).not.toHaveAttribute('data-search-pending');
  });

  test('says it cannot fetch results while the index is unreachable, and answers once it is back', async ({page}) => {
    await open(page);
    await page.route(isIndexRequest, (route) => route.abort('internetdisconnected'));
    await openSearchModal(page);
    const input = page.locator('.DocSearch-Input');
    await input.fill('gas');
    const errorScreen = page.locator('.DocSearch-ErrorScreen');
    await expect(errorScreen).toHaveAttribute('role', 'alert');
    await expect(errorScreen).toContainText('Unable to fetch results');
    await expect(errorScreen).toContainText('You might want to check your network connection.');
    await expect(page.getByText('No results for')).toBeHidden();

    await page.unroute(isIndexRequest);
    await input.fill('gas fees');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await expect(errorScreen).toHaveCount(0);
  });

  test('shows the stall indicator while the index is on its way, and results once it arrives', async ({page}) => {
    await open(page);
    let releaseIndex = () => {};
    const indexReleased = new Promise<void>((resolve) => (releaseIndex = resolve));
    await page.route('**/search/index.*.json', async (route) => {
      await indexReleased;
      await route.continue();
    });
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('gas');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    releaseIndex();
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test('credits no one for results the local index gives, in the modal or on the search page', async ({page}) => {
    await open(page, '/search?q=validator');
    await expect(page.locator('main article h2 a').first()).toBeVisible();
    await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toBeHidden();
    const withoutScripts = await page.context().browser()!.newPage({javaScriptEnabled: false});
    await withoutScripts.goto(page.url());
    await expect(withoutScripts.getByRole('link', {name: 'Powered by Algolia'})).toBeHidden();
    await withoutScripts.close();
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('validator');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });

  test('the search page answers ?q= from the local index', async ({page}) => {
    await open(page, '/search?q=epoch%20rewards');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "epoch rewards"');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main article a').first()).toHaveAttribute('href', /\//);
    await expect(searchInput(page).first()).toHaveValue('epoch rewards');
  });

  test('the search page says it cannot fetch results while the index is unreachable, then recovers', async ({page}) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await blockThirdParties(page);
    await page.route(isIndexRequest, (route) => route.abort('internetdisconnected'));
    await openHydrated(page, '/search?q=gas');
    const notice = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
    await expect(notice).toContainText('You might want to check your network connection.');
    await expect(page.getByText('No results were found')).toBeHidden();
    expect(pageErrors).toEqual([]);

    await page.unroute(isIndexRequest);
    await searchInput(page).fill('gas fees');
    await expect(page.locator('main article h2 a').first()).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('never runs markup typed into the box or passed in q', async ({page}) => {
    const payload = '<img src=x onerror="window.__searchXss=1">';
    await open(page, `/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText('<img src=x');
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('<script>window.__searchXss=2</script> gas');
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    expect(await page.evaluate(() => (window as Window & {__searchXss?: number}).__searchXss)).toBeUndefined();
  });
});
