import {expect, test, type Page} from '@playwright/test';
import {openHydrated} from '../support/page';

/** Pages whose components have stylesheets of their own, and a page that has none. */
const PAGES_WITH_COMPONENTS = ['/', '/network', '/showcase', '/search', '/cli/account', '/tutorials'];
const PLAIN_PAGE = '/general';

/**
 * The CSS-module classes (`name_hash`) of the page's elements that no rule of its loaded stylesheets mentions. A
 * CSS module defines a class only with a rule, so each one an element carries must come with its stylesheet.
 */
function unstyledModuleClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const [, name] of rule.selectorText.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) styled.add(name);
        }
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const used = Array.from(document.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList));
    return [...new Set(used)].filter((name) => /^[A-Za-z][A-Za-z0-9]*_[\w-]{4}$/.test(name) && !styled.has(name));
  });
}

/** The stylesheets a page links, then those it carries inline, by the address the chunk loader knows them by. */
const stylesheetHrefs = (page: Page) =>
  page
    .locator('link[rel="stylesheet"], style[data-href]')
    .evaluateAll((sheets) => sheets.map((sheet) => sheet.getAttribute('href') ?? sheet.getAttribute('data-href')));
const linkedHrefs = (page: Page) =>
  page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test.describe('page stylesheets, without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const route of PAGES_WITH_COMPONENTS) {
    test(`${route} carries inline the stylesheets of the components its HTML renders`, async ({page}) => {
      await page.goto(route);
      await expect(page.locator('h1').first()).toBeVisible();
      // One render-blocking request: the global stylesheet (and KaTeX's on a page with math).
      const [global, ...linked] = await linkedHrefs(page);
      expect(global).toMatch(/^\/assets\/css\/styles\.\w+\.css$/);
      for (const href of linked) expect(href).toMatch(/^\/assets\/katex\//);
      const inlined = await page.locator('style[data-href]').count();
      expect(inlined, 'a page stylesheet inline').toBeGreaterThan(0);
      expect(await unstyledModuleClasses(page)).toEqual([]);
    });
  }

  test('the search button has its palette before any script runs, although DocSearch’s variables load later', async ({
    page,
  }) => {
    await page.goto(PLAIN_PAGE);
    const button = page.locator('.DocSearch-Button');
    await expect(button).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(button).toHaveCSS('border-top-color', 'rgb(214, 214, 231)');
  });

  test(`${PLAIN_PAGE}, which renders no page component, carries the global stylesheet alone`, async ({page}) => {
    await page.goto(PLAIN_PAGE);
    expect(await stylesheetHrefs(page)).toEqual([expect.stringMatching(/^\/assets\/css\/styles\.\w+\.css$/)]);
    expect(await unstyledModuleClasses(page)).toEqual([]);
  });
});

test.describe('page stylesheets, in the browser', () => {
  test('a client-side navigation brings the stylesheets of the next page along', async ({page}) => {
    await openHydrated(page, PLAIN_PAGE);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/showcase');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText(/showcase/i);
    await expect.poll(() => unstyledModuleClasses(page)).toEqual([]);
  });

  for (const route of ['/', '/network']) {
    test(`${route} opened directly fetches no page stylesheet when its scripts load their chunks`, async ({page}) => {
      await openHydrated(page, route);
      await page.waitForLoadState('networkidle');
      expect(await linkedHrefs(page)).toEqual([expect.stringMatching(/^\/assets\/css\/styles\.\w+\.css$/)]);
      const hrefs = await stylesheetHrefs(page);
      expect(hrefs.length).toBeGreaterThan(1);
      expect(hrefs).toEqual([...new Set(hrefs)]);
    });
  }

  test("the navbar's GitHub icon is a file the stylesheet points at, not an image inlined in it", async ({page}) => {
    await openHydrated(page, PLAIN_PAGE);
    const mask = await page
      .locator('.header-github-link')
      .first()
      .evaluate((link) => getComputedStyle(link, '::before').maskImage);
    expect(mask).toMatch(/url\("?https?:\/\/[^/]+\/img\/github-mark\.svg"?\)/);
    const icon = await page.request.get('/img/github-mark.svg');
    expect(icon.ok()).toBe(true);
    expect(await icon.text()).toContain('<svg');
  });
});
