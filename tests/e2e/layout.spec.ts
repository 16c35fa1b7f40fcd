import {expect, test, type Page} from '@playwright/test';
import {openSearchModal} from '../support/page';

const widths = [1280, 390] as const;
const modes = ['light', 'dark'] as const;
const pages = [
  {name: 'home', path: '/'},
  {name: 'doc', path: '/developer/fee-currency'},
  {name: 'showcase', path: '/showcase'},
  {name: 'diagram', path: '/cel2/whats-changed/cel2-architecture'},
];

async function open(page: Page, path: string, mode: string) {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(() => document.fonts.ready);
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
}

for (const width of widths) {
  for (const mode of modes) {
    test.describe(`${width}px, ${mode} mode`, () => {
      test.use({viewport: {width, height: 900}});

      for (const {name, path} of pages) {
        test(`the ${name} page fits the screen`, async ({page}, testInfo) => {
          await open(page, path, mode);
          await expect(page.locator('h1').first()).toBeVisible();
          if (width < 997) await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
          if (name === 'diagram') await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
          await expectNoHorizontalOverflow(page);
          await testInfo.attach(`${name}-${width}-${mode}`, {body: await page.screenshot(), contentType: 'image/png'});
        });
      }

      test('the search modal fits the screen', async ({page}, testInfo) => {
        await open(page, '/general', mode);
        await openSearchModal(page);
        await page.locator('.DocSearch-Input').fill('fee currency');
        // The first search of a fresh page loads the index into the worker; this checks layout, the bench times it.
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 30_000});
        const box = await page.locator('.DocSearch-Modal').boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        await testInfo.attach(`search-${width}-${mode}`, {body: await page.screenshot(), contentType: 'image/png'});
      });
    });
  }
}
