import {expect, test, type Page} from '@playwright/test';
import {watchCspViolations} from '../support/csp';
import {openHydrated} from '../support/page';
import {integrationsTestEnv as env} from '../support/integrations-env.mjs';

/** Answers each third-party script with a stub and records what was asked for; anything else external is aborted. */
async function stubServices(page: Page, {assistantReachable = true} = {}): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
    const url = route.request().url();
    requested.push(url);
    const isAssistant = url.startsWith('https://widget.kapa.ai/');
    if (isAssistant && !assistantReachable) return route.abort('internetdisconnected');
    if (/widget\.kapa\.ai|googletagmanager\.com|hs-scripts\.com/.test(url)) {
      return route.fulfill({contentType: 'text/javascript', body: isAssistant ? 'window.assistantStub = true;' : ''});
    }
    return route.abort();
  });
  return requested;
}

type DataLayerEntry = unknown[] | Record<string, unknown>;
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as {dataLayer: DataLayerEntry[]}).dataLayer ?? []).map((entry) =>
      typeof entry === 'object' && entry !== null && 'length' in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

test.describe('AI assistant', () => {
  test('loads its widget from the CDN with the key, only once the page is complete', async ({page}) => {
    await page.addInitScript(() => {
      new MutationObserver((mutations) => {
        for (const node of mutations.flatMap((mutation) => Array.from(mutation.addedNodes))) {
          if (node instanceof HTMLScriptElement && node.id === 'ai-assistant-widget') {
            Object.assign(window, {assistantInsertedAt: document.readyState});
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    const requested = await stubServices(page);
    await openHydrated(page, '/general');
    await expect.poll(() => page.evaluate(() => 'assistantStub' in window)).toBe(true);
    const script = page.locator('script#ai-assistant-widget');
    await expect(script).toHaveAttribute('data-website-id', env.AI_ASSISTANT_KEY);
    await expect(script).toHaveAttribute('src', 'https://widget.kapa.ai/kapa-widget.bundle.js');
    expect(await page.evaluate(() => (window as unknown as {assistantInsertedAt: string}).assistantInsertedAt)).toBe(
      'complete',
    );
    expect(requested.filter((url) => url.includes('kapa'))).toHaveLength(1);
  });

  test('with the CDN unreachable the page keeps working and nothing throws', async ({page}) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await stubServices(page, {assistantReachable: false});
    await openHydrated(page, '/general');
    await expect(page.locator('script#ai-assistant-widget')).toHaveCount(0);
    await page.getByRole('link', {name: 'Build', exact: true}).first().click();
    await expect(page).toHaveURL(/\/build$/);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('analytics and forms', () => {
  test('load Google Analytics with IP anonymisation, the tag manager and the form service when their ids are set', async ({
    page,
  }) => {
    const requested = await stubServices(page);
    await openHydrated(page, '/general');
    await expect.poll(() => requested.some((url) => url.includes(`gtag/js?id=${env.GA_TRACKING_ID}`))).toBe(true);
    await expect.poll(() => requested.some((url) => url.includes(`gtm.js?id=${env.GTM_CONTAINER_ID}`))).toBe(true);
    await expect
      .poll(() => requested.some((url) => url.includes(`hs-scripts.com/${env.HUBSPOT_PORTAL_ID}.js`)))
      .toBe(true);
    expect(await dataLayer(page)).toContainEqual(['config', env.GA_TRACKING_ID, {anonymize_ip: true}]);
  });

  test('send a page view after a change of path, of query and of hash', async ({page}) => {
    await stubServices(page);
    await openHydrated(page, '/general');
    const pageViews = async () =>
      (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[0] === 'set' && entry[1] === 'page_path');

    await page.getByRole('link', {name: 'Build', exact: true}).first().click();
    await expect.poll(pageViews).toContainEqual(['set', 'page_path', '/build']);
    await openHydrated(page, '/showcase');
    await page.getByRole('button', {name: /Combine tags with AND/}).click();
    await expect.poll(pageViews).toContainEqual(['set', 'page_path', '/showcase?operator=AND']);
    await page.getByRole('link', {name: 'Tooling', exact: true}).first().click();
    await expect.poll(pageViews).toContainEqual(['set', 'page_path', '/developer']);
    const toc = page.locator('.table-of-contents a').first();
    const hash = new URL((await toc.getAttribute('href'))!, 'http://x').hash;
    await toc.click();
    await expect.poll(pageViews).toContainEqual(['set', 'page_path', `/developer${hash}`]);
    expect(await dataLayer(page)).toContainEqual(['event', 'page_view']);
  });

  test('the CSP of this build allows exactly these services: no violation', async ({page}) => {
    const cspViolations = await watchCspViolations(page);
    await stubServices(page);
    await openHydrated(page, '/general');
    await expect.poll(() => page.evaluate(() => 'assistantStub' in window)).toBe(true);
    expect(await cspViolations()).toEqual([]);
  });
});

test.describe('crash page', () => {
  test('a render crash shows "Page Error" with the message, its cause, and a Try again that re-renders', async ({
    page,
  }) => {
    await page.addInitScript(() => Object.assign(window, {testHooksCrash: true}));
    await stubServices(page);
    await page.goto('/test-hooks/crash');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByText('The test page threw on purpose')).toBeVisible();
    await expect(page.getByText('window.testHooksCrash was set')).toBeVisible();

    await page.evaluate(() => Object.assign(window, {testHooksCrash: false}));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The test page rendered.')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Crash test');
  });
});
