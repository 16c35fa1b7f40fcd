import {describe, expect, it} from 'vitest';
import {summarizeRequests} from '../../../scripts/bench/pageweight.mjs';

const origin = 'http://127.0.0.1:4310';

describe('first-visit request summary', () => {
  it('adds up the scripts and names every request to another host', () => {
    const summary = summarizeRequests(
      [
        {url: `${origin}/general`, resourceType: 'document', wireBytes: 9000},
        {url: `${origin}/assets/js/main.js`, resourceType: 'script', wireBytes: 150_000},
        {url: `${origin}/assets/js/page.js`, resourceType: 'script', wireBytes: 4000},
        {url: `${origin}/assets/css/styles.css`, resourceType: 'stylesheet', wireBytes: 20_000},
        {url: `${origin}/search/manifest.json`, resourceType: 'fetch', wireBytes: 80},
        {url: 'https://www.googletagmanager.com/gtag/js', resourceType: 'script', wireBytes: 0},
        {url: 'http://127.0.0.1:9999/other-port.png', resourceType: 'image', wireBytes: 10},
      ],
      origin,
    );
    expect(summary).toEqual({
      requests: 7,
      jsRequests: 3,
      jsWireBytes: 154_000,
      thirdPartyRequests: ['https://www.googletagmanager.com/gtag/js', 'http://127.0.0.1:9999/other-port.png'],
      searchRequests: ['/search/manifest.json'],
    });
  });
});
