/**
 * What a first visit to a page loads, in Chromium against serve-static: its JavaScript, its render-blocking CSS, its
 * fonts and any third-party request.
 */
import http from 'node:http';
import {launchChromium} from './browser.mjs';

/**
 * Totals of one page's requests. `wireBytes` is the body as Chromium received it (brotli from serve-static).
 * @param {{url: string, resourceType: string, wireBytes: number}[]} requests
 * @param {string} origin the local server; every other origin is a third party. `searchRequests` are those for the
 *   local search index, which a first visit must not make.
 */
export function summarizeRequests(requests, origin) {
  const scripts = requests.filter((request) => request.resourceType === 'script');
  const fonts = requests.filter((request) => request.resourceType === 'font');
  return {
    requests: requests.length,
    jsRequests: scripts.length,
    jsWireBytes: scripts.reduce((total, request) => total + request.wireBytes, 0),
    fontRequests: fonts.length,
    fontBytes: fonts.reduce((total, request) => total + request.wireBytes, 0),
    thirdPartyRequests: requests.map((request) => request.url).filter((url) => new URL(url).origin !== origin),
    searchRequests: requests
      .map((request) => new URL(request.url))
      .filter((url) => url.origin === origin && url.pathname.startsWith('/search/'))
      .map((url) => url.pathname),
  };
}

/** Size of the body serve-static sends for `url` with `Accept-Encoding: gzip`. */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: {'Accept-Encoding': 'gzip'}}, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** The stylesheets a page's HTML links, which block its first paint, as absolute URLs. */
export function renderBlockingStylesheets(html, pageUrl) {
  return [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi)]
    .map(([tag]) => /\bhref=["']?([^"'\s>]+)/.exec(tag)?.[1])
    .filter((href) => href !== undefined)
    .map((href) => new URL(href, pageUrl).href);
}

/**
 * Every request a fresh browser context makes to open `url` until the page has hydrated and the network is idle,
 * and the page's HTML as served.
 */
async function firstVisit(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const requests = [];
    page.on('request', (request) => requests.push(request));
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    const html = (await response?.text()) ?? '';
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    const visited = await Promise.all(
      requests.map(async (request) => ({
        url: request.url(),
        resourceType: request.resourceType(),
        wireBytes: request.failure() ? 0 : (await request.sizes()).responseBodySize,
      })),
    );
    return {requests: visited, html};
  } finally {
    await context.close();
  }
}

const sumOf = async (urls) => (await Promise.all(urls.map(gzipBytes))).reduce((total, bytes) => total + bytes, 0);

/**
 * First-visit JavaScript, render-blocking CSS (gzip), fonts and third-party requests of each route, the site being
 * served at `origin`.
 */
export async function measurePageWeight(origin, routes) {
  const browser = await launchChromium();
  try {
    const pages = [];
    for (const route of routes) {
      const {requests, html} = await firstVisit(browser, `${origin}${route}`);
      const scriptUrls = requests
        .filter((request) => request.resourceType === 'script' && new URL(request.url).origin === origin)
        .map((request) => request.url);
      const stylesheets = renderBlockingStylesheets(html, `${origin}${route}`);
      pages.push({
        route,
        ...summarizeRequests(requests, origin),
        jsGzipBytes: await sumOf(scriptUrls),
        renderBlockingCssGzipBytes: await sumOf(stylesheets),
      });
    }
    return pages;
  } finally {
    await browser.close();
  }
}
