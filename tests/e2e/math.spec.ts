import {expect, test, type Page} from '@playwright/test';
import {openHydrated} from '../support/page';

const MATH_PAGE = '/protocol/identity/odis';
const PAGE_WITHOUT_MATH = '/general';

/** The URL and body of every stylesheet and font the page loads, collected as the responses arrive. */
function collectStyleResponses(page: Page): () => Promise<{url: string; type: string; body: string}[]> {
  const responses: Promise<{url: string; type: string; body: string}>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'stylesheet' || type === 'font') {
      responses.push(
        (type === 'font' ? Promise.resolve('') : response.text()).then((body) => ({url: response.url(), type, body})),
      );
    }
  });
  return () => Promise.all(responses);
}

test.describe('math on demand', () => {
  test('a page with math renders KaTeX with its stylesheet and woff2 fonts from the site', async ({page, baseURL}) => {
    const styleResponses = collectStyleResponses(page);
    await openHydrated(page, MATH_PAGE);
    await expect(page.locator('head link[rel="stylesheet"][href^="/assets/katex/"]')).toHaveCount(1);

    const formula = page.locator('article .katex-display .katex-html').first();
    await expect(formula).toBeVisible();
    // Without KaTeX's stylesheet the MathML copy of each formula shows too; with it, it is visually hidden.
    const mathml = page.locator('article .katex-mathml').first();
    expect(await mathml.evaluate((node) => getComputedStyle(node).position)).toBe('absolute');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);

    const fonts = (await styleResponses()).filter((response) => response.type === 'font');
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.url.startsWith(`${baseURL}/assets/katex/`), font.url).toBe(true);
      expect(font.url).toMatch(/\.woff2$/);
    }
    for (const stylesheet of (await styleResponses()).filter((response) => response.type === 'stylesheet')) {
      expect(stylesheet.body, stylesheet.url).not.toMatch(/url\(\s*["']?data:(font|application\/(x-)?font)/);
    }
  });

  test('a page without math loads no KaTeX stylesheet and no font', async ({page}) => {
    const styleResponses = collectStyleResponses(page);
    await openHydrated(page, PAGE_WITHOUT_MATH);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[href*="katex"]')).toHaveCount(0);
    const loaded = await styleResponses();
    expect(loaded.filter((response) => response.type === 'font')).toEqual([]);
    for (const stylesheet of loaded) expect(stylesheet.body, stylesheet.url).not.toContain('.katex');
  });

  test('a client-side navigation to a page with math brings its stylesheet along', async ({page}) => {
    await openHydrated(page, PAGE_WITHOUT_MATH);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, MATH_PAGE);
    await expect(page.locator('article .katex-display').first()).toBeVisible();
    await expect(page.locator('head link[rel="stylesheet"][href^="/assets/katex/"]')).toHaveCount(1);
    const mathml = page.locator('article .katex-mathml').first();
    await expect.poll(() => mathml.evaluate((node) => getComputedStyle(node).position)).toBe('absolute');
  });
});
