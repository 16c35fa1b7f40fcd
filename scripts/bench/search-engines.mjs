/**
 * The engine comparison of bench/RESULTS.md: Pagefind against the site's own sharded MiniSearch index, on the same built
 * pages, with the same queries, in Chromium. Pagefind runs through npx at a pinned version in a temporary copy of the
 * build, so it is measured without being a dependency of the site.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {launchChromium} from './browser.mjs';
import {serveBuild} from './serve.mjs';

export const PAGEFIND_VERSION = '1.6.0';

/** What Pagefind reads of a page: the main content, as the local index does, not navigation or code blocks. */
const PAGEFIND_ARGS = [
  '--root-selector',
  'main',
  '--exclude-selectors',
  'nav, pre, .hash-link, .theme-doc-toc-mobile, .theme-doc-footer, .pagination-nav',
];

/** Indexes `siteDir` in place (into `siteDir/pagefind`) and returns the seconds it took. */
export function buildPagefind(siteDir) {
  const started = performance.now();
  execFileSync('npx', ['-y', `pagefind@${PAGEFIND_VERSION}`, '--site', siteDir, ...PAGEFIND_ARGS], {stdio: 'pipe'});
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

/** A page with the browser's bytes of each response under `prefix` counted, compressed as gzip only. */
async function countingPage(browser, prefix) {
  const context = await browser.newContext({extraHTTPHeaders: {'Accept-Encoding': 'gzip'}});
  const page = await context.newPage();
  const bytes = {total: 0, files: 0};
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.startsWith(prefix)) return;
    const sizes = await request.sizes();
    bytes.total += sizes.responseBodySize;
    bytes.files += 1;
  });
  return {page, bytes};
}

/** Pagefind's figures: bytes of a typed session of `sessionQueries`, and the page rank of each query's expected page. */
export async function measurePagefind(siteDir, port, sessionQueries, rankedQueries) {
  const server = await serveBuild(siteDir, port);
  const browser = await launchChromium();
  try {
    const {page, bytes} = await countingPage(browser, '/pagefind/');
    await page.goto(`${server.origin}/404.html`);
    const answerTimes = await page.evaluate(async (queries) => {
      const pagefind = await import('/pagefind/pagefind.js');
      await pagefind.init();
      const times = [];
      for (const query of queries) {
        for (let length = 1; length <= query.length; length++) {
          const started = performance.now();
          const {results} = await pagefind.search(query.slice(0, length));
          await Promise.all(results.slice(0, 20).map((result) => result.data()));
          times.push(performance.now() - started);
        }
      }
      return times;
    }, sessionQueries);
    await page.waitForLoadState('networkidle');
    const session = {...bytes};
    const ranks = await page.evaluate(async (cases) => {
      const pagefind = await import('/pagefind/pagefind.js');
      const ranked = [];
      for (const {query, page: expected} of cases) {
        const {results} = await pagefind.search(query);
        const urls = await Promise.all(results.slice(0, 40).map(async (result) => (await result.data()).url));
        const pages = [
          ...new Set(
            urls
              .map((url) => url.replace(/\.html$/, '').replace(/\/$/, '') || '/')
              .filter((url) => !url.startsWith('/l1')),
          ),
        ];
        ranked.push(pages.indexOf(expected) + 1 || Infinity);
      }
      return ranked;
    }, rankedQueries);
    return {session, ranks, answerTimes};
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The local index's bytes for the same typed session, through the search modal of the site at `origin`. */
export async function measureLocalSession(origin, sessionQueries) {
  const browser = await launchChromium();
  try {
    const {page, bytes} = await countingPage(browser, '/search/');
    await page.goto(`${origin}/general`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.locator('.DocSearch-Button').click();
    const input = page.locator('.DocSearch-Input');
    for (const query of sessionQueries) {
      await input.fill('');
      await input.pressSequentially(query, {delay: 30});
      await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    return {...bytes};
  } finally {
    await browser.close();
  }
}

export function temporaryDir(name) {
  return mkdtempSync(path.join(os.tmpdir(), `${name}-`));
}

export const removeDir = (dir) => rmSync(dir, {recursive: true, force: true});
