import {expect, test, type Page} from '@playwright/test';
import {blockThirdParties} from '../support/network';
import {openHydrated, openSearchModal} from '../support/page';

/** Opens a page with every request to another host blocked: search must work offline. */
async function open(page: Page, path = '/general') {
  await blockThirdParties(page);
  await openHydrated(page, path);
}

/** The app's main bundle, whose arrival hydrates the page. */
const MAIN_BUNDLE = /\/assets\/js\/main\.[0-9a-f]+\.js$/;
/** The search worker's script (src/plugins/local-search/client/offThreadClient.ts names its chunk). */
const SEARCH_WORKER = /\/assets\/js\/search-worker\.[0-9a-f]+\.js$/;

/** The DocSearch modal's code (src/components/LocalSearchBar names its chunk) and the first file of the index. */
const SEARCH_MODAL = /\/assets\/js\/search-modal\.[0-9a-f]+\.js$/;
const FIRST_INDEX_FILE = /\/search\/index\.[0-9a-f]{12}\.json$/;

/** Records the requests for the modal's code and the first index file from now on. */
function watchSearchLoads(page: Page) {
  const loads = {modal: 0, index: 0};
  page.on('request', (request) => {
    if (SEARCH_MODAL.test(request.url())) loads.modal++;
    if (FIRST_INDEX_FILE.test(request.url())) loads.index++;
  });
  return loads;
}

/** Two frames from now: by then a layout shift, a paint or a prefetch a render caused has been reported. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('search interaction', () => {
  for (const shortcut of ['Control+k', '/']) {
    test(`"${shortcut}" pressed before the page hydrates opens the modal once it can`, async ({page}) => {
      await blockThirdParties(page);
      let releaseApp = () => {};
      const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
      await page.route(MAIN_BUNDLE, async (route) => {
        await appReleased;
        await route.continue();
      });
      await page.goto('/general', {waitUntil: 'commit'});
      await page.waitForFunction(() => 'earlySearchShortcut' in window && document.querySelector('.DocSearch-Button'));
      await page.keyboard.press(shortcut);
      expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');
      releaseApp();
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await expect(page.locator('.DocSearch-Input')).toHaveValue('');
    });
  }

  const intents: [string, (page: Page) => Promise<void>][] = [
    ['the pointer over the search button', (page) => page.locator('.DocSearch-Button').hover()],
    ['focus on the search button', (page) => page.locator('.DocSearch-Button').focus()],
    ['Ctrl going down, the first key of Ctrl+K', (page) => page.keyboard.down('Control')],
    ['"/" outside a text field', (page) => page.keyboard.press('/')],
  ];
  for (const [intent, show] of intents) {
    test(`${intent} fetches the modal's code and the first index file`, async ({page}) => {
      const loads = watchSearchLoads(page);
      await open(page);
      await show(page);
      await expect.poll(() => loads).toEqual({modal: 1, index: 1});
    });
  }

  test("a page where the reader shows no intent to search fetches neither the modal's code nor the index", async ({
    page,
  }) => {
    const loads = watchSearchLoads(page);
    await open(page);
    await page.mouse.wheel(0, 600);
    await page.locator('main p').first().click();
    await page.keyboard.press('ArrowDown');
    await page.waitForLoadState('networkidle');
    await twoFrames(page);
    expect(loads).toEqual({modal: 0, index: 0});
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => loads).toEqual({modal: 1, index: 1});
  });

  test('ranks in a Web Worker: the page only draws the answer', async ({page}) => {
    const workerScripts: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_WORKER.test(request.url())) workerScripts.push(request.url());
    });
    await open(page);
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('CELO');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    expect(workerScripts).toHaveLength(1);
    expect(page.workers().map((worker) => worker.url())).toEqual(workerScripts);
  });

  test('the open modal does not blur the page behind it, which is redrawn at every key typed', async ({page}) => {
    await open(page);
    await openSearchModal(page);
    const container = page.locator('.DocSearch-Container');
    await expect(container).toHaveCSS('backdrop-filter', 'none');
    await expect(container).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('answers on the page when the search worker cannot start', async ({page}) => {
    const blocked: string[] = [];
    await page.route(SEARCH_WORKER, (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    await open(page);
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('migrate archive node');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      /\/cel2\/operators\/migrate-archive-node/,
    );
    expect(blocked).toHaveLength(1);
    expect(page.workers()).toEqual([]);
  });

  test('from an archived L1 page, the modal reaches the current docs first, labelled, and the archive after', async ({
    page,
  }) => {
    await open(page, '/l1/validator/proxy');
    await openSearchModal(page);
    // A word of both the current docs and the archive.
    await page.locator('.DocSearch-Input').fill('proxy');
    const sources = page.locator('.DocSearch-Hit-source');
    await expect(sources.first()).toContainText('Current docs');
    await expect(page.locator('.DocSearch-Hit a').first()).not.toHaveAttribute('href', /^\/l1\//);
    await expect(sources.filter({hasText: 'L1 archive'})).toHaveCount(1);
    const names = await sources.allTextContents();
    const archive = names.indexOf('L1 archive');
    expect(names.slice(0, archive).every((name) => name.endsWith('Current docs'))).toBe(true);
    expect(names.slice(archive + 1).some((name) => name.endsWith('Current docs'))).toBe(false);
  });

  test('the search page does not shift when its results arrive', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, {layoutShifts: shifts});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await open(page, '/search?q=validator');
    await expect(page.locator('main article h2 a').first()).toBeVisible();
    await twoFrames(page);
    const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
    expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThanOrEqual(0.02);
  });

  test('snippets end in one ellipsis at most and are never empty, on the search page and in the modal', async ({
    page,
  }) => {
    await open(page, '/search?q=validator');
    await expect(page.locator('main article h2 a').first()).toBeVisible();
    const summaries = await page.locator('main article > p').allTextContents();
    expect(summaries.length).toBeGreaterThan(5);
    for (const summary of summaries) {
      expect(summary).not.toMatch(/(…|\.\.\.)\s*(…|\.\.\.)/);
      expect(summary.replace(/…|\.\.\./g, '').trim()).not.toBe('');
    }
    await openSearchModal(page);
    await page.locator('.DocSearch-Input').fill('validator rewards');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const modalSnippets = await page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').allTextContents();
    for (const snippet of modalSnippets) expect(snippet).not.toMatch(/…\s*…/);
  });
});
