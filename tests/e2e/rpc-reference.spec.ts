import {expect, test, type Page, type Route} from '@playwright/test';
import {rpcMethods} from '../../src/data/rpc/methods';
import {exampleResult} from '../../src/data/rpc/examples';
import {tryItOrigins} from '../../src/data/rpc/endpoints';
import type {RpcMethod} from '../../src/data/rpc/types';
import {seriousViolations} from '../support/axe';
import {blockThirdParties} from '../support/network';
import {openHydrated} from '../support/page';

const methods: readonly RpcMethod[] = rpcMethods;
const PAGE_OF_GROUP: Record<RpcMethod['group'], string> = {
  chain: '/developer/json-rpc/chain',
  state: '/developer/json-rpc/state',
  fees: '/developer/json-rpc/fees',
  blocks: '/developer/json-rpc/blocks',
  'op-node': '/developer/json-rpc/op-node',
  sending: '/developer/json-rpc/sending',
};
const SEPOLIA_RPC = 'https://forno.celo-sepolia.celo-testnet.org';
const SEPOLIA_OP_NODE = 'https://op.celo-sepolia.celo-testnet.org';
const MAINNET_RPC = 'https://forno.celo.org';

interface Sent {
  url: string;
  method: string;
  params: unknown[];
}

/**
 * Blocks every request leaving the test server, then answers the RPC endpoints with `answer`; returns what was sent.
 * Routes added later win, so the RPC route is tried before the block.
 */
async function interceptRpc(page: Page, answer: (route: Route, body: Sent) => Promise<void>): Promise<Sent[]> {
  await blockThirdParties(page);
  const sent: Sent[] = [];
  await page.route(
    /^https:\/\/(forno\.celo\.org|forno\.celo-sepolia\.celo-testnet\.org|op\.celo-sepolia\.celo-testnet\.org)\//,
    async (route) => {
      const body = route.request().postDataJSON() as {method: string; params: unknown[]};
      const request = {url: route.request().url(), method: body.method, params: body.params};
      sent.push(request);
      await answer(route, request);
    },
  );
  return sent;
}

const answerWith = (result: unknown) => (route: Route) =>
  route.fulfill({contentType: 'application/json', body: JSON.stringify({jsonrpc: '2.0', id: 1, result})});

const tryIt = (page: Page, method: string, network = 'Celo Sepolia') =>
  page.getByRole('form', {name: `Try ${method} on ${network}`});

async function send(page: Page, method: string, network?: string) {
  const form = tryIt(page, method, network);
  await form.getByRole('button', {name: `Send ${method}`}).click();
  return form;
}

// Each test opens several pages and sends several requests.
test.beforeEach(() => test.slow());

/** Per family, one method whose answer the test sets, and a decoded value the form must show for it. */
const DECODED: Record<string, {method: string; result?: unknown; shows: string}> = {
  chain: {method: 'eth_chainId', result: '0xaa044c', shows: '11142220 (Celo Sepolia)'},
  state: {method: 'eth_getBalance', result: '0xde0b6b3a7640000', shows: '1 CELO (1000000000 Gwei)'},
  fees: {
    method: 'eth_gasPrice',
    result: '0x5d21dba00',
    shows: "0.000000025 USDC (18-decimal units, whatever the token's decimals)",
  },
  blocks: {method: 'eth_getTransactionReceipt', shows: '123 (CIP-64 fee currency)'},
  'op-node': {method: 'optimism_syncStatus', shows: 'result.unsafe_l2.number'},
};

for (const [group, check] of Object.entries(DECODED)) {
  test(`${group}: every read method runs from its form against the intercepted endpoint, and ${check.method} shows decoded values`, async ({
    page,
  }) => {
    const onPage = methods.filter((method) => method.readOnly && method.group === group);
    const sent = await interceptRpc(page, async (route, {method}) => {
      const schema = methods.find((item) => item.name === method)!;
      const override = method === check.method && 'result' in check;
      await answerWith(override ? check.result : exampleResult(schema, 'celo-sepolia'))(route);
    });
    await openHydrated(page, PAGE_OF_GROUP[group as RpcMethod['group']]);
    for (const method of onPage) {
      const form = await send(page, method.name);
      const answer = form.locator('[data-outcome]');
      await expect(answer, method.name).toHaveAttribute('data-outcome', 'result');
      await expect(answer).toContainText(/Answered in \d+ ms/);
      expect(sent.at(-1)).toMatchObject({
        method: method.name,
        url: `${method.server === 'op-node' ? SEPOLIA_OP_NODE : SEPOLIA_RPC}/`,
      });
    }
    await expect(tryIt(page, check.method).getByRole('table')).toContainText(check.shows);
    expect(sent.map((request) => request.method)).toEqual(onPage.map((method) => method.name));
  });
}

test('the reference covers every read method in a family page with a form', () => {
  const families = new Set(Object.keys(DECODED));
  for (const method of methods.filter((item) => item.readOnly)) expect(families, method.name).toContain(method.group);
});

test('a JSON-RPC error, a rate limit, a network failure and malformed JSON are each explained, with the curl command', async ({
  page,
}) => {
  const answers: ((route: Route) => Promise<void>)[] = [
    (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({jsonrpc: '2.0', id: 1, error: {code: -32601, message: 'the method does not exist'}}),
      }),
    (route) => route.fulfill({status: 429, body: 'Too Many Requests'}),
    (route) => route.abort('connectionrefused'),
    (route) => route.fulfill({contentType: 'text/html', body: '<html>captive portal</html>'}),
  ];
  let next = 0;
  await interceptRpc(page, (route) => answers[next++](route));
  await openHydrated(page, PAGE_OF_GROUP.chain);
  const expectations = [
    'JSON-RPC error -32601: the method does not exist',
    'Rate limited (HTTP 429).',
    'No answer reached the page.',
    'The answer is not JSON-RPC.',
  ];
  for (const explanation of expectations) {
    const form = await send(page, 'eth_blockNumber');
    await expect(form.locator('[data-outcome]')).toContainText(explanation);
    await expect(form.getByRole('heading', {name: 'The same request with curl'})).toBeVisible();
    await expect(form.locator('[data-outcome] pre').last()).toContainText(`curl -s -X POST ${SEPOLIA_RPC}`);
    await expect(form.locator('[data-outcome] pre').last()).toContainText('"method":"eth_blockNumber"');
  }
});

test('invalid input gets a clear message next to its field, and nothing is sent', async ({page}) => {
  const sent = await interceptRpc(page, answerWith('0x0'));
  await openHydrated(page, PAGE_OF_GROUP.state);
  const form = tryIt(page, 'eth_getBalance');
  const address = form.getByRole('textbox', {name: 'address (required)'});
  await address.fill('0x1234');
  await send(page, 'eth_getBalance');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toBeFocused();
  await expect(address).toHaveAccessibleDescription(/address: Enter an address: 0x and 40 hex digits\./);
  await expect(form).toContainText('Nothing was sent: fix the fields marked above.');
  expect(sent).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the form works from the keyboard', async ({page}) => {
  const sent = await interceptRpc(page, answerWith('0x2a'));
  await openHydrated(page, PAGE_OF_GROUP.chain);
  const button = tryIt(page, 'eth_blockNumber').getByRole('button', {name: 'Send eth_blockNumber'});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(tryIt(page, 'eth_blockNumber').getByRole('table')).toContainText('42');
  expect(sent).toHaveLength(1);
});

test('switching the network changes the endpoint, the samples and the prefilled fee currency', async ({page}) => {
  const sent = await interceptRpc(page, answerWith('0x5d21dba00'));
  await openHydrated(page, PAGE_OF_GROUP.fees);
  const feeCurrency = tryIt(page, 'eth_gasPrice').getByRole('combobox', {name: 'feeCurrency (optional)'});
  const sepoliaUsdc = await feeCurrency.inputValue();
  await expect(tryIt(page, 'eth_gasPrice')).toContainText(`Sends to ${SEPOLIA_RPC}`);
  const curl = page.locator('article .theme-code-block pre').filter({hasText: 'curl -s -X POST'}).first();
  await expect(curl).toContainText(SEPOLIA_RPC);

  await page
    .getByRole('radiogroup', {name: 'Network for code samples'})
    .getByRole('radio', {name: 'Celo Mainnet'})
    .check();
  const mainnetForm = tryIt(page, 'eth_gasPrice', 'Celo Mainnet');
  await expect(mainnetForm).toContainText(`Sends to ${MAINNET_RPC}`);
  await expect(curl).toContainText(MAINNET_RPC);
  await expect(mainnetForm.getByRole('combobox', {name: 'feeCurrency (optional)'})).not.toHaveValue(sepoliaUsdc);
  await send(page, 'eth_gasPrice', 'Celo Mainnet');
  await expect(mainnetForm.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'result');
  expect(sent.at(-1)?.url).toBe(`${MAINNET_RPC}/`);

  await openHydrated(page, PAGE_OF_GROUP['op-node']);
  const opNode = tryIt(page, 'optimism_syncStatus', 'Celo Mainnet');
  await expect(opNode).toContainText('Celo Mainnet has no public endpoint that serves optimism_syncStatus');
  await expect(opNode.getByRole('button')).toHaveCount(0);
});

test('the CSP allows the RPC origins only on the pages with a Try-it form', async ({request}) => {
  const connectSrc = async (path: string) => {
    const csp = (await request.get(path)).headers()['content-security-policy'];
    return (
      csp
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('connect-src')) ?? ''
    );
  };
  const origins = tryItOrigins();
  expect(origins).toEqual([MAINNET_RPC, SEPOLIA_RPC, SEPOLIA_OP_NODE].sort());
  for (const path of [
    '/developer/json-rpc/chain',
    '/developer/json-rpc/state',
    '/developer/json-rpc/fees',
    '/developer/json-rpc/blocks',
    '/developer/json-rpc/op-node',
  ]) {
    expect(await connectSrc(path), path).toBe(`connect-src 'self' ${origins.join(' ')}`);
  }
  for (const path of ['/developer/json-rpc', '/developer/json-rpc/sending', '/general', '/developer/viem']) {
    expect(await connectSrc(path), path).toBe("connect-src 'self'");
  }
});

test('the AI assistant menu is a disclosure of links that name the page’s Markdown twin, and sends nothing before a click', async ({
  page,
}) => {
  const blocked = await blockThirdParties(page);
  await openHydrated(page, PAGE_OF_GROUP.chain);
  const toggle = page.getByRole('button', {name: 'Open in an AI assistant'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', {name: 'Open in ChatGPT'})).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const twin = /\/developer\/json-rpc\/chain\.md so you can answer/;
  for (const [name, start] of [
    ['Open in ChatGPT', 'https://chatgpt.com/?q='],
    ['Open in Claude', 'https://claude.ai/new?q='],
  ]) {
    const href = (await page.getByRole('link', {name}).getAttribute('href')) ?? '';
    expect(href.startsWith(start), href).toBe(true);
    expect(new URL(href).searchParams.get('q')).toMatch(twin);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  expect(blocked).toEqual([]);
});
