import {expect, test} from '@playwright/test';
import {watchCspViolations} from '../support/csp';
import {openHydrated} from '../support/page';

test('pages are served with the security headers the build writes into _headers', async ({request}) => {
  const response = await request.get('/general');
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/https:\/\//);
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBeUndefined();
});

test('hashed assets are cached as immutable and HTML is compressed', async ({page, request}) => {
  await page.goto('/general');
  const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const html = await request.get('/general', {headers: {'accept-encoding': 'gzip'}});
  expect(html.headers()['content-encoding']).toBe('gzip');
});

test('the CSP lets every script of a page with a diagram and of the showcase run: no violation', async ({page}) => {
  const cspViolations = await watchCspViolations(page);
  for (const path of ['/learn/topology-of-a-celo-network', '/showcase']) {
    await openHydrated(page, path);
    expect(await cspViolations(), path).toEqual([]);
  }
});

test('the CSP lets a redirect page run its script, which keeps the query and hash', async ({page}) => {
  // A blocked script would leave only the meta refresh, which drops both. The host answers the old address itself
  // with a 301, so the page is asked for by its file, as a host without redirects would serve it.
  await page.goto('/developer-guide/overview/index.html?from=old#tooling');
  await expect(page).toHaveURL(/\/developer\?from=old#tooling$/);
});

test('the nginx snippet carries the same policy as _headers', async ({request}) => {
  const headersFile = await (await request.get('/_headers')).text();
  const nginx = await (await request.get('/nginx-headers.conf')).text();
  const policy = /Content-Security-Policy: (.+)/.exec(headersFile)?.[1];
  expect(policy).toBeTruthy();
  expect(nginx).toContain(`add_header Content-Security-Policy "${policy}" always;`);
});
