import {expect, test} from '@playwright/test';
import {routes} from '../support/routes';

const site = 'https://docs.celo.org';

test('a doc names its canonical URL, its own description and an absolute social image', async ({page}) => {
  await page.goto('/developer/fee-currency');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/developer/fee-currency`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description!.length).toBeGreaterThan(50);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${site}/img/social-card.png`);
  await page.goto('/general');
  expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBe(description);
});

test('robots.txt allows crawling and names the sitemap', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test('the sitemap lists every route and no test-only page', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname));
  const missing = routes.map(({route}) => route).filter((route) => !listed.has(route));
  expect(missing).toEqual([]);
  expect([...listed].filter((route) => route.startsWith('/test-hooks'))).toEqual([]);
});
