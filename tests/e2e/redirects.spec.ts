import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {addressTarget, type AddressMap} from '../../src/plugins/legacy-redirects/addressLookup.mjs';
import {LEGACY_LIST, readPathList} from '../../src/plugins/legacy-redirects/pathLists';
import {seriousViolations} from '../support/axe';

const site = path.join(__dirname, '..', '..');
const legacy = readPathList(path.join(site, LEGACY_LIST));
const addressMap: AddressMap = JSON.parse(readFileSync(path.join(site, 'build', 'address-map.json'), 'utf8'));

/** Every 20th address of the list, so each family is sampled, plus addresses that test one rule each. */
const sample = [
  ...legacy.filter((_, index) => index % 20 === 0),
  '/learn/celo-coin-summary',
  '/about-celo/bridged-tokens/native-ETH-bridging',
  '/about-celo/bridged-tokens/native-eth-bridging',
  '/build/build-with-thirdweb/one-click%20quickstart',
  '/tooling/libraries-sdks/cli/epochs',
];

test('a sample of legacy addresses answers 301 straight to its page, or is a page', async ({page}) => {
  test.setTimeout(120_000);
  // Uncompressed: the test reads no encoding, and the server would compress each page the first time it is asked for.
  const options = {maxRedirects: 0, headers: {'accept-encoding': 'identity'}};
  for (const address of sample) {
    const response = await page.request.get(address, options);
    const found = addressTarget(addressMap, decodeURI(address));
    const target = found === decodeURI(address) ? undefined : found;
    if (target === undefined) {
      expect(response.status(), `${address} is a page`).toBe(200);
      continue;
    }
    expect(response.status(), address).toBe(301);
    expect(response.headers().location, address).toBe(target);
    const landing = await page.request.get(target, options);
    expect(landing.status(), `${address} → ${target}`).toBe(200);
  }
});

test('an unknown child of an old folder answers 404, for the not-found page to match by its words', async ({page}) => {
  const response = await page.request.get('/celo-codebase/wallet/a-page-no-list-recorded', {maxRedirects: 0});
  expect(response.status()).toBe(404);
});

test('a redirect keeps the query string', async ({page}) => {
  const response = await page.request.get('/command-line-interface/account?ref=forum', {maxRedirects: 0});
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/cli/account?ref=forum');
});

test('the build writes the same map as _redirects, an nginx map and client redirect pages', async ({request}) => {
  const redirectsFile = await (await request.get('/_redirects')).text();
  expect(redirectsFile).toContain('/command-line-interface/account /cli/account 301');
  expect(redirectsFile).not.toMatch(/\/\* /);
  expect(redirectsFile).toContain('/FAQs /cel2/faq 301');
  const nginx = await (await request.get('/nginx-redirects.conf')).text();
  expect(nginx).toContain('map $celo_docs_base $celo_docs_target {');
  expect(nginx).toContain('"/faqs" "/cel2/faq";');
  const clientPage = readFileSync(path.join(site, 'build', 'command-line-interface', 'account', 'index.html'), 'utf8');
  expect(clientPage).toContain('url=/cli/account');
  expect(clientPage).toContain('<title>Moved to /cli/account</title>');
});

test.describe('every spelling of a page or an old address', () => {
  const spellings: [string, string][] = [
    ['/general/', '/general'],
    ['/GENERAL', '/general'],
    ['/general.html', '/general'],
    ['/general/index.html', '/general'],
    ['//general', '/general'],
    ['/protocol/pos/index', '/protocol/pos'],
    ['/community/release-process/index', '/community/release-process'],
    ['/FAQs/', '/cel2/faq'],
    ['/Command-Line-Interface/Account/?ref=forum', '/cli/account?ref=forum'],
  ];
  for (const [asked, expected] of spellings) {
    test(`${asked} answers one 301 to ${expected}`, async ({request, baseURL}) => {
      // Absolute, so `//general` stays a path rather than naming a host.
      const response = await request.get(`${baseURL}${asked}`, {
        maxRedirects: 0,
        headers: {'accept-encoding': 'identity'},
      });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(expected);
      const landing = await request.get(expected, {maxRedirects: 0, headers: {'accept-encoding': 'identity'}});
      expect(landing.status()).toBe(200);
    });
  }
});

test.describe('the not-found page on a host that does not redirect', () => {
  /** Answers `address` with the build's 404 page, as a host that reads no redirect file does. */
  async function servedAsNotFound(page: Page, address: string) {
    const notFound = readFileSync(path.join(site, 'build', '404.html'), 'utf8');
    await page.route(
      (url) => url.pathname === address,
      (route) => route.fulfill({status: 404, contentType: 'text/html; charset=utf-8', body: notFound}),
    );
  }

  test('forwards an old address to its page on the client, keeping query and hash', async ({page}) => {
    await servedAsNotFound(page, '/FAQs/');
    await page.goto('/FAQs/?ref=forum#top');
    await expect(page).toHaveURL(/\/cel2\/faq\?ref=forum#top$/);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
  });

  test('forwards another spelling of a page', async ({page}) => {
    await servedAsNotFound(page, '/Protocol/POS/index');
    await page.goto('/Protocol/POS/index?tab=1#rewards');
    await expect(page).toHaveURL(/\/protocol\/pos\?tab=1#rewards$/);
  });
});

test('the not-found page forwards an address nobody listed to the page its words clearly mean, keeping the hash', async ({
  page,
}) => {
  const response = await page.goto('/getting-started/wallets/ledger-setup#install-the-apps');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/wallet\/ledger\/setup#install-the-apps$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
});

test('the not-found page lists the best matches first when two pages match alike, and forwards nowhere', async ({
  page,
}) => {
  const response = await page.goto('/celo-gold-holder-guide-v2/eth-recovery');
  expect(response?.status()).toBe(404);
  const history = page.getByRole('complementary', {name: 'The page you are probably looking for'});
  await expect(history.getByRole('link').first()).toHaveAttribute('href', '/holder/recover/from-eth-address');
  await expect(history.getByRole('link')).toHaveCount(3);
  await expect(page).toHaveURL(/\/celo-gold-holder-guide-v2\/eth-recovery$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a made-up address stays on the not-found page', async ({page}) => {
  const response = await page.goto('/developer/quantum-widgets');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByTestId('address-forwarding')).toHaveCount(0);
  await expect(page).toHaveURL(/\/developer\/quantum-widgets$/);
});

test('a legacy celocli address lands on the new reference page', async ({page}) => {
  await page.goto('/command-line-interface/account');
  await expect(page).toHaveURL(/\/cli\/account$/);
  await expect(page.locator('h1')).toBeVisible();
});

test.describe('the not-found page of a deleted page', () => {
  const deleted = '/wallet/metamask/troubleshoot-connection';

  test('suggests the three pages most like its address, from the search index', async ({page}) => {
    // The suggestions wait for the local index (about 1 MB), which a loaded machine may take many seconds to send.
    test.setTimeout(90_000);
    const response = await page.goto(deleted);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    const suggestions = page.getByRole('complementary', {name: 'Pages like the one you asked for'});
    const links = suggestions.getByTestId('page-suggestions').getByRole('link');
    await expect(links).toHaveCount(3, {timeout: 60_000});
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    for (const href of hrefs)
      expect((await page.request.get(href!, {maxRedirects: 0})).status(), `${href} is a page`).toBe(200);
    await expect(links.filter({hasText: 'MetaMask'}).first()).toBeVisible();
    await expect(suggestions.getByRole('link', {name: /Search the docs for/})).toHaveAttribute(
      'href',
      '/search?q=wallet%20metamask%20troubleshoot%20connection',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
