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
      await expect(page.locator('h1').first(), `${route}: H1`).toHaveText(/\w{3}/, {timeout: 2_000});
      if (route === '/search') {
        // A form rather than prose: without scripts it still offers the query box.
        await expect(page.getByRole('searchbox').first(), route).toBeVisible();
        continue;
      }
      // The first paragraph after the H1, wherever the page puts it (an article, a page's main, the home hero).
      const opening = page.locator('h1 ~ p, h1 ~ * p, article p, main p').first();
      await expect(opening, `${route}: opening paragraph`).toHaveText(/(\S+\s+){5}\S/, {timeout: 2_000});
    }
  });
}
