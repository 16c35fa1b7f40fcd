import {expect, test, type Locator, type Page} from '@playwright/test';
import {headersFor, parseHeadersFile} from '../../scripts/serve-static/headers.mjs';
import {watchCspViolations} from '../support/csp';
import {openHydrated} from '../support/page';
import {routes} from '../support/routes';

/** The pages with a playground, the text its result shows as written, and an edit with the result it gives. */
const PLAYGROUNDS = [
  {
    path: '/protocol/transaction/native-currency',
    result: '2.75 CELO is 2750000000000000000 wei',
    edit: {from: "'2.75'", to: "'0.5'", result: '0.5 CELO is 500000000000000000 wei'},
  },
  {
    path: '/developer/fee-currency',
    result: 'The sender needs at least 0.003 USDC for the fee.',
    edit: {from: "'USDC'", to: "'USDm'", result: 'The sender needs at least 0.003 USDm for the fee.'},
  },
  {
    path: '/network',
    result: 'is Celo Mainnet',
    edit: {from: "'0xa4ec'", to: "'1'", result: 'Chain 1 is not a Celo network: ask the user to switch.'},
  },
];

const playground = (page: Page) => page.locator('[data-live-codeblock]').first();
const editor = (block: Locator) => block.locator('pre[contenteditable]');

/** Selects `text` inside the live editor the way a mouse drag would, so the next key press replaces it. */
async function selectInEditor(block: Locator, text: string) {
  await editor(block).evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const index = node.textContent!.indexOf(wanted);
      if (index < 0) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + wanted.length);
      (element as HTMLElement).focus();
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in one text node of the editor`);
  }, text);
}

for (const {path, result, edit} of PLAYGROUNDS) {
  test(`${path}: the playground runs under the page's CSP, and editing the code changes the result`, async ({page}) => {
    const cspViolations = await watchCspViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openHydrated(page, path);
    const block = playground(page);
    await expect(block.getByText(result)).toBeVisible();

    await selectInEditor(block, edit.from);
    await page.keyboard.type(edit.to);
    await expect(block.getByText(edit.result)).toBeVisible();
    await expect(block.getByText(result)).toHaveCount(0);

    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a playground is code in the page’s HTML, readable without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(PLAYGROUNDS[0].path);
  await expect(playground(page).locator('pre').first()).toContainText('const wei = parseUnits(amount, decimals);');
  await context.close();
});

test('a playground reached by a client-side navigation shows its code and a link that loads it live', async ({
  page,
}) => {
  const cspViolations = await watchCspViolations(page);
  await openHydrated(page, '/protocol/transaction/transaction-types');
  await page.locator('nav.menu a[href="/protocol/transaction/native-currency"]').first().click();
  await expect(page).toHaveURL('/protocol/transaction/native-currency');
  const block = playground(page);
  await expect(block).toContainText('const wei = parseUnits(amount, decimals);');
  expect(await cspViolations(), 'the strict page never tries to evaluate code').toEqual([]);

  await block.getByRole('link', {name: 'Load the live editor for this example'}).click();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(playground(page).getByText(PLAYGROUNDS[0].result)).toBeVisible();
  expect(await cspViolations()).toEqual([]);
});

test("_headers allows 'unsafe-eval' on exactly the pages with a playground, and every other page keeps the strict policy", async ({
  request,
}) => {
  // Reads the HTML of every route, which takes minutes on a loaded machine.
  test.setTimeout(300_000);
  // Uncompressed: the test reads no encoding, and the server would compress each page the first time it is asked for.
  const uncompressed = {headers: {'accept-encoding': 'identity'}};
  const rules = parseHeadersFile(await (await request.get('/_headers')).text());
  const policy = (path: string) =>
    new Map<string, string>(headersFor(rules, path)).get('Content-Security-Policy') ?? '';
  const strict = policy('/');
  expect(strict).toMatch(/script-src 'self'/);
  expect(strict).not.toContain('unsafe-eval');

  // A JSON-RPC page with a Try-it form may also connect to the public RPC hosts (tests/e2e/rpc-reference.spec.ts).
  const withoutConnect = (csp: string) => csp.replace(/connect-src [^;]*/, '');
  const live: string[] = [];
  for (const {route} of routes) {
    const html = await (await request.get(route, uncompressed)).text();
    if (html.includes('data-live-codeblock')) live.push(route);
    else if (html.includes('data-rpc-try-it'))
      expect(withoutConnect(policy(route)), route).toBe(withoutConnect(strict));
    else expect(policy(route), route).toBe(strict);
  }
  expect(live.sort()).toEqual(PLAYGROUNDS.map(({path}) => path).sort());
  for (const route of live) {
    expect(policy(route), route).toBe(strict.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"));
  }
});
