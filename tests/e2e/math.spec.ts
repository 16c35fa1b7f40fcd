import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {codePointsOf} from '../support/fontCmap';
import {openHydrated} from '../support/page';

const MATH_PAGE = '/protocol/identity/odis';
/** The page with math whose fonts weigh the most (the bench measured every page with math). */
const HEAVIEST_MATH_PAGE = '/protocol/identity/odis-use-case-phone-number-privacy';
const PAGE_WITHOUT_MATH = '/general';
/** Issue #18: the fonts of a first visit weigh at most 40 KB. */
const FONT_BUDGET_BYTES = 40_000;
const KATEX_FONTS = path.join(path.dirname(require.resolve('katex/dist/katex.min.css')), 'fonts');

interface DrawnText {
  text: string;
  /** The fonts Chromium drew the text with: PostScript names, KaTeX's faces being `KaTeX_Main-Regular` and the like. */
  fonts: {postScriptName: string; isCustomFont: boolean}[];
}

/**
 * Every text in the page's KaTeX, with the fonts Chromium actually drew it with (DevTools' platform fonts). KaTeX puts
 * each text alone in an innermost span, so the fonts of that span are the fonts of its text.
 */
async function drawnKatexText(page: Page): Promise<DrawnText[]> {
  const textOutsideInnermostSpans = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.katex-html *'))
      .filter(
        (element) =>
          element.childElementCount > 0 &&
          Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      )
      .map((element) => element.outerHTML.slice(0, 200)),
  );
  expect(textOutsideInnermostSpans).toEqual([]);
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('DOM.enable');
  await devTools.send('CSS.enable');
  const {root} = await devTools.send('DOM.getDocument', {depth: 0});
  const {nodeIds} = await devTools.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '.katex-html :not(:has(*))',
  });
  const drawn: DrawnText[] = [];
  for (const nodeId of nodeIds) {
    const {node} = await devTools.send('DOM.describeNode', {nodeId, depth: 1});
    const text = (node.children ?? []).map((child) => child.nodeValue).join('');
    if (text) drawn.push({text, fonts: (await devTools.send('CSS.getPlatformFontsForNode', {nodeId})).fonts});
  }
  return drawn;
}

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

  for (const route of [MATH_PAGE, HEAVIEST_MATH_PAGE]) {
    test(`${route} draws every character of its math from a KaTeX subset with its glyph, in at most 40 KB of fonts`, async ({
      page,
      request,
    }) => {
      const fontResponses: Promise<{url: string; bytes: number}>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font') {
          fontResponses.push(response.body().then((body) => ({url: response.url(), bytes: body.length})));
        }
      });
      await openHydrated(page, route);
      await page.evaluate(() => document.fonts.ready);
      const drawn = await drawnKatexText(page);
      expect(drawn.length).toBeGreaterThan(50);

      const stylesheet = await page.locator('head link[rel="stylesheet"][href^="/assets/katex/"]').getAttribute('href');
      const codePoints = new Map<string, {subset: Set<number>; whole: Set<number>}>();
      for (const face of new Set(drawn.flatMap(({fonts}) => fonts.map((font) => font.postScriptName)))) {
        expect(face, 'a text of the math was drawn with a font other than KaTeX’s').toMatch(/^KaTeX_/);
        const subset = await request.get(
          new URL(`fonts/${face}.woff2`, new URL(stylesheet ?? '', 'http://x')).pathname,
        );
        codePoints.set(face, {
          subset: await codePointsOf(await subset.body()),
          whole: await codePointsOf(readFileSync(path.join(KATEX_FONTS, `${face}.woff2`))),
        });
      }
      for (const {text, fonts} of drawn) {
        if (fonts.length === 0) {
          // KaTeX's zero-width spaces (U+200B) and plain spaces take no glyph from any font.
          expect(text, 'a text of the math was drawn with no font').toMatch(/^[\s\u200b]+$/);
          continue;
        }
        expect(
          fonts.every((font) => font.isCustomFont),
          `"${text}" fell back to a system font`,
        ).toBe(true);
        const face = codePoints.get(fonts[0].postScriptName);
        // A character KaTeX's own font has no glyph for (U+200B in its spacing) falls back as it always did.
        const lacking = [...text].filter((character) => {
          const codePoint = character.codePointAt(0) ?? 0;
          return face?.whole.has(codePoint) && !face.subset.has(codePoint);
        });
        expect(lacking, `${fonts[0].postScriptName} subset lacks glyphs of "${text}"`).toEqual([]);
      }

      const fonts = await Promise.all(fontResponses);
      expect(fonts.length).toBeGreaterThan(0);
      const bytes = fonts.reduce((total, font) => total + font.bytes, 0);
      expect(bytes, fonts.map((font) => `${font.url}: ${font.bytes} B`).join('\n')).toBeLessThanOrEqual(
        FONT_BUDGET_BYTES,
      );
    });
  }

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
