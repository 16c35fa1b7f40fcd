import {expect, test} from '@playwright/test';
import {openHydrated} from '../support/page';
import {collectScripts} from '../support/scripts';

/** A page with code blocks and no live one. */
const CODE_PAGE = '/developer/viem';

const loadsPrism = (scripts: string[]) => scripts.some((script) => script.includes('Prism.languages'));
const loadsLiveEditor = (scripts: string[]) => scripts.some((script) => script.includes('jsxPragma'));

test.describe('code highlighting on demand', () => {
  test('a doc page without code loads neither Prism nor the live editor', async ({page}) => {
    const scripts = collectScripts(page);
    await openHydrated(page, '/general');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('article pre').count()).toBe(0);
    const loaded = await scripts();
    expect(loadsPrism(loaded)).toBe(false);
    expect(loadsLiveEditor(loaded)).toBe(false);
  });

  test('a page with code shows its highlighted HTML, loads Prism when the reader reaches a block, and copies', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts = collectScripts(page);
    await openHydrated(page, CODE_PAGE);
    await page.waitForLoadState('networkidle');
    const firstBlock = page.locator('article .theme-code-block').first();
    await expect(firstBlock.locator('.token').first()).toBeVisible();
    expect(loadsPrism(await scripts())).toBe(false);

    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    const code = lines(await firstBlock.locator('pre').innerText());
    await firstBlock.hover();
    await expect.poll(async () => loadsPrism(await scripts())).toBe(true);
    expect(loadsLiveEditor(await scripts())).toBe(false);
    await firstBlock.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect.poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(code);
  });

  test('a keyboard reader tabbing into a code block keeps focus on it as it loads, then reaches its copy button', async ({
    page,
  }) => {
    await openHydrated(page, CODE_PAGE);
    const serverCode = await page.locator('article .theme-code-block pre').first().elementHandle();
    await serverCode!.focus();
    // The loaded block replaces the server's HTML.
    await expect.poll(() => serverCode!.evaluate((code) => code.isConnected)).toBe(false);
    const firstBlock = page.locator('article .theme-code-block').first();
    await expect(firstBlock.locator('pre')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(firstBlock.getByRole('button', {name: 'Copy code to clipboard'})).toBeFocused();
  });

  test('after a client-side navigation, code shows and is then highlighted', async ({page}) => {
    await openHydrated(page, '/developer/sdks/celo-sdks');
    await page.locator(`nav.menu a[href="${CODE_PAGE}"]`).first().click();
    await expect(page).toHaveURL(CODE_PAGE);
    const firstBlock = page.locator('article .theme-code-block').first();
    await expect(firstBlock).toContainText('npm install viem');
    await expect(firstBlock.locator('.token').first()).toBeVisible();
  });
});

test.describe('code without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('is in the page’s HTML, highlighted', async ({page}) => {
    await page.goto(CODE_PAGE);
    const firstBlock = page.locator('article .theme-code-block').first();
    await expect(firstBlock).toBeVisible();
    await expect(firstBlock.locator('.token').first()).toBeVisible();
  });
});

test.describe('a sample with hidden setup', () => {
  test('shows the sample without its setup lines, and the Copy button copies the whole program', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHydrated(page, CODE_PAGE);
    const block = page
      .locator('article .theme-code-block')
      .filter({hasText: 'await publicClient.getTransaction({ hash })'});
    const shown = await block.locator('pre').innerText();
    expect(shown).not.toContain('createPublicClient');
    expect(shown).not.toContain('setup-start');
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain("import { createPublicClient, http } from 'viem'");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).not.toContain('setup-start');
    expect(copied).toContain('const tx = await publicClient.getTransaction({ hash })');
  });
});
