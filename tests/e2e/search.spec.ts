import {expect, test, type Page} from '@playwright/test';
import {blockThirdParties} from '../support/network';
import {openHydrated} from '../support/page';

/** Opens a page with every request to another host blocked: search must work offline. */
async function open(page: Page, path = '/general') {
  await blockThirdParties(page);
  await openHydrated(page, path);
}

/** The local index: its manifest and the content-hashed file it names. */
const isIndexRequest = (url: URL) => url.pathname.startsWith('/search/');

const searchInput = (page: Page) => page.getByRole('searchbox').or(page.locator('.DocSearch-Input'));

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
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('migrate archive node');
    const firstHit = page.locator('.DocSearch-Hit a').first();
    await expect(firstHit).toHaveAttribute('href', /\/cel2\/operators\/migrate-archive-node/);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Layer 2');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cel2\/operators\/migrate-archive-node/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('remembers recent searches across a reload and lets the reader remove one', async ({page}) => {
    await open(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.locator('.DocSearch-Input').fill('glossary');
    await expect(page.getByText('No recent searches')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/general\/glossary/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await page.getByRole('button', {name: 'Remove this search from history'}).first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toHaveCount(0);
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('keeps a favourite search across a reload and lets the reader remove it', async ({page}) => {
    await open(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('epoch rewards');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await page.getByRole('button', {name: 'Save this search'}).first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    await page.getByRole('button', {name: 'Remove this search from favorites'}).first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toHaveCount(0);
  });

  test('says so when nothing matches', async ({page}) => {
    await open(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('qzxqzxqzx');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qzxqzxqzx"');
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /issues\/new/);
  });

  test('says it cannot fetch results while the index is unreachable, and answers once it is back', async ({page}) => {
    await open(page);
    await page.route(isIndexRequest, (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('Control+k');
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
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('gas');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    releaseIndex();
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
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
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('<script>window.__searchXss=2</script> gas');
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    expect(await page.evaluate(() => (window as Window & {__searchXss?: number}).__searchXss)).toBeUndefined();
  });
});
