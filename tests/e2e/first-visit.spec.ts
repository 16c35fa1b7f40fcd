import {expect, test} from '@playwright/test';
import {COMPILE_HINT} from '@site/src/plugins/compile-hints';
import {QUIET_MS} from '@site/src/plugins/idle-prefetch/readerPause';
import {openHydrated, openSearchModal, settledPrefetchLinks} from '../support/page';
import {collectScripts} from '../support/scripts';

/** A doc page without site components: its network values are written in at build time. */
const PLAIN_DOC_PAGE = '/general';
/** A doc page with "Add to wallet" buttons. */
const WALLET_BUTTON_PAGE = '/network';

/** Code only the wallet buttons carry. */
const walletCode = (scripts: string[]) => scripts.some((script) => script.includes('wallet_addEthereumChain'));
/** Code only the local search client carries: the shape of its answers. */
const searchClientCode = (scripts: string[]) => scripts.some((script) => script.includes('exhaustiveNbHits'));

test.describe('what a first visit loads', () => {
  test('a doc page loads the code of the components it renders, not of every site component', async ({page}) => {
    const scripts = collectScripts(page);
    await openHydrated(page, PLAIN_DOC_PAGE);
    await page.waitForLoadState('networkidle');
    expect(walletCode(await scripts())).toBe(false);

    const walletScripts = collectScripts(page);
    await openHydrated(page, WALLET_BUTTON_PAGE);
    await expect.poll(async () => walletCode(await walletScripts())).toBe(true);
  });

  test('the search client and the modal’s styles load when the reader opens search, not with the page', async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await openHydrated(page, PLAIN_DOC_PAGE);
    await page.waitForLoadState('networkidle');
    expect(searchClientCode(await scripts())).toBe(false);

    const stylesheets = await page
      .locator('link[rel=stylesheet]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    for (const href of stylesheets) {
      const css = await (await page.request.get(href)).text();
      // A rule of DocSearch's modal stylesheet, not of the site's own overrides.
      expect(css.includes('.DocSearch-Hit-source'), href).toBe(false);
    }
    await expect(page.locator('.DocSearch-Button')).toHaveCSS('display', 'flex');

    await openSearchModal(page);
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
    await page.locator('.DocSearch-Input').fill('validator');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(searchClientCode(await scripts())).toBe(true);
  });
  test('the chunks of a link in view are prefetched in idle time, not in the task that sees it', async ({page}) => {
    await openHydrated(page, '/blog/alfajores-sunset');
    await page.waitForLoadState('networkidle');
    const prefetchLinks = page.locator('link[rel=prefetch]');
    const before = await prefetchLinks.count();
    const addedAtOnce = await page.evaluate(() => {
      const count = () => document.querySelectorAll('link[rel=prefetch]').length;
      const start = count();
      (window as unknown as {docusaurus: {prefetch: (path: string) => unknown}}).docusaurus.prefetch(
        '/developer/deploy/foundry',
      );
      return count() - start;
    });
    expect(addedAtOnce).toBe(0);
    await expect.poll(() => prefetchLinks.count()).toBeGreaterThan(before);
  });
  test('a prefetch asked for while the reader moves the pointer waits until they pause', async ({page}) => {
    await openHydrated(page, '/blog/alfajores-sunset');
    await settledPrefetchLinks(page);
    const {waitedMs} = await page.evaluate(async () => {
      const added = new Promise<number>((resolve) =>
        new MutationObserver((records, observer) => {
          const prefetchLink = (node: Node) => node instanceof HTMLLinkElement && node.rel === 'prefetch';
          if (!records.some((record) => Array.from(record.addedNodes).some(prefetchLink))) return;
          observer.disconnect();
          resolve(performance.now());
        }).observe(document.head, {childList: true}),
      );
      document.body.dispatchEvent(new PointerEvent('pointermove', {bubbles: true}));
      const moved = performance.now();
      (window as unknown as {docusaurus: {prefetch: (path: string) => unknown}}).docusaurus.prefetch(
        '/developer/deploy/hardhat',
      );
      return {waitedMs: (await added) - moved};
    });
    expect(waitedMs).toBeGreaterThanOrEqual(QUIET_MS);
  });
  test('a page lists the scripts of its route in its HTML: none is added by script before it has hydrated', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as {scriptsBeforeHydration: string[]}).scriptsBeforeHydration = []);
      new MutationObserver((records) => {
        if (document.documentElement.dataset.hasHydrated === 'true') return;
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLScriptElement && node.src) seen.push(new URL(node.src).pathname);
      }).observe(document, {childList: true, subtree: true});
    });
    for (const path of ['/', PLAIN_DOC_PAGE, '/blog/alfajores-sunset']) {
      const html = await (await page.request.get(path)).text();
      const listed = [...html.matchAll(/<script src=([^ >]+)/g)].map(([, src]) => src);
      expect(listed.length, `${path} lists its route's chunks beside the runtime and main.js`).toBeGreaterThan(2);
      await openHydrated(page, path);
      const seen = await page.evaluate(
        () => (window as unknown as {scriptsBeforeHydration: string[]}).scriptsBeforeHydration,
      );
      expect(
        seen.filter((src) => !listed.includes(src)),
        `${path}: scripts added by script`,
      ).toEqual([]);
    }
  });

  test("the runtime and main.js open with V8's compile hint, and the route's own scripts without it", async ({
    page,
  }) => {
    const html = await (await page.request.get('/blog/alfajores-sunset')).text();
    const listed = [...html.matchAll(/<script src=([^ >]+)/g)].map(([, src]) => src);
    const entryScript = (src: string) => /\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(src);
    expect(listed.filter(entryScript)).toHaveLength(2);
    expect(listed.filter((src) => !entryScript(src)).length).toBeGreaterThan(0);
    for (const src of listed) {
      const script = await (await page.request.get(src)).text();
      expect(script.startsWith(`${COMPILE_HINT}\n`), src).toBe(entryScript(src));
    }
  });

  test("main.js carries the site's browser context, which the idle-hydration alias puts in place of core's", async ({
    page,
  }) => {
    const html = await (await page.request.get('/general')).text();
    const main = /<script src=([^ >]*\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
    expect(main, 'the page lists main.js').toBeTruthy();
    const script = await (await page.request.get(main!)).text();
    expect(script).toContain('IdleHydrationBrowserContext');
  });

  test('each script is prefetched once, and none the page has already loaded', async ({page}) => {
    await openHydrated(page, '/general');
    await page.waitForLoadState('networkidle');
    const hrefs = await settledPrefetchLinks(page);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs.filter((href) => loaded.includes(href))).toEqual([]);
  });
});
