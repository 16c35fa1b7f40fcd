import {describe, expect, it} from 'vitest';
import {renderBlockingStylesheets, summarizeRequests} from '../../../scripts/bench/pageweight.mjs';

const origin = 'http://127.0.0.1:4310';

describe('first-visit request summary', () => {
  it('adds up the scripts and names every request to another host', () => {
    const summary = summarizeRequests(
      [
        {url: `${origin}/general`, resourceType: 'document', wireBytes: 9000},
        {url: `${origin}/assets/js/main.js`, resourceType: 'script', wireBytes: 150_000},
        {url: `${origin}/assets/js/page.js`, resourceType: 'script', wireBytes: 4000},
        {url: `${origin}/assets/css/styles.css`, resourceType: 'stylesheet', wireBytes: 20_000},
        {url: `${origin}/assets/katex/fonts/KaTeX_Main-Regular.woff2`, resourceType: 'font', wireBytes: 26_000},
        {url: `${origin}/search/manifest.json`, resourceType: 'fetch', wireBytes: 80},
        {url: 'https://www.googletagmanager.com/gtag/js', resourceType: 'script', wireBytes: 0},
        {url: 'http://127.0.0.1:9999/other-port.png', resourceType: 'image', wireBytes: 10},
      ],
      origin,
    );
    expect(summary).toEqual({
      requests: 8,
      jsRequests: 3,
      jsWireBytes: 154_000,
      fontRequests: 1,
      fontBytes: 26_000,
      thirdPartyRequests: ['https://www.googletagmanager.com/gtag/js', 'http://127.0.0.1:9999/other-port.png'],
      searchRequests: ['/search/manifest.json'],
    });
  });

  it('lists the stylesheets the HTML links, not those it preloads', () => {
    const html =
      '<head><link rel=stylesheet href=/assets/css/styles.css /><link rel="preload" href="/a.css" as="style">' +
      '<link data-rh=true rel=stylesheet href=/assets/katex/k/katex.min.css /></head>';
    expect(renderBlockingStylesheets(html, `${origin}/protocol/identity/odis`)).toEqual([
      `${origin}/assets/css/styles.css`,
      `${origin}/assets/katex/k/katex.min.css`,
    ]);
  });
});
