import {expect, test} from '@playwright/test';
import {routes} from '../support/routes';

test.use({javaScriptEnabled: false});

const CHUNK = 40;
const chunks = Array.from({length: Math.ceil(routes.length / CHUNK)}, (_, index) =>
  routes.slice(index * CHUNK, (index + 1) * CHUNK),
);

// The server-rendered HTML alone must carry each page: its title and its opening text, before any script runs.
for (const [index, chunk] of chunks.entries()) {
  test(`routes ${index * CHUNK + 1} to ${index * CHUNK + chunk.length} are readable with JavaScript disabled`, async ({
    page,
  }) => {
    test.slow();
    for (const {route} of chunk) {
      await page.goto(route);
      // Without scripts the page is whole once loaded: read it once instead of polling for each part.
      const {title, opening, searchBoxes} = await page.evaluate(() => ({
        title: document.querySelector('h1')?.textContent ?? '',
        // The first paragraph after the H1, wherever the page puts it (an article, a page's main, the home hero).
        opening: document.querySelector('h1 ~ p, h1 ~ * p, article p, main p')?.textContent ?? '',
        searchBoxes: document.querySelectorAll('input[type="search"]').length,
      }));
      expect(title, `${route}: H1`).toMatch(/\w{3}/);
      if (route === '/search') {
        // A form rather than prose: without scripts it still offers the query box.
        expect(searchBoxes, `${route}: search box`).toBeGreaterThan(0);
        continue;
      }
      expect(opening, `${route}: opening paragraph`).toMatch(/(\S+\s+){5}\S/);
    }
  });
}
