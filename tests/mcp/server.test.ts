/**
 * The docs MCP server as an assistant runs it: started over stdio by the SDK's own client against the production
 * build in `build/`, then against `scripts/serve-static.mjs` serving that build over HTTP (`--site`). Needs the
 * build: `npm run build`, then `npm run test:mcp`.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {contracts, settlementContracts} from '../../src/data/contracts';
import {networkIds, networks} from '../../src/data/networks';
import {tokens} from '../../src/data/tokens';
import {loadBuiltEngine} from '../support/builtIndex';
import {lastUpdated} from '../../mcp/pages.mjs';
import {callTool, repoRoot, resultPaths, startServer, type RunningServer} from '../support/mcpServer';
import {loadQuestions, rankQuestions} from '../support/searchQuestions';

const build = path.join(repoRoot, 'build');
const built = existsSync(path.join(build, 'search', 'manifest.json')) && existsSync(path.join(build, 'llms-full.txt'));
if (!built) {
  console.warn(
    'tests/mcp: skipped, build/ has no search index or llms-full.txt. Run `npm run build`, then `npm run test:mcp`.',
  );
}

/** The Markdown body of a read_page answer: what follows the header's `---`, without the footer. */
function bodyOf(text: string): string {
  const start = text.indexOf('\n---\n\n') + '\n---\n\n'.length;
  const footer = text.indexOf('\n\n---\nMore of this');
  return text.slice(start, footer === -1 ? undefined : footer);
}

const cursorOf = (text: string) => /cursor "([^"]+)"/.exec(text)?.[1];

/** Every part of a read_page answer, following its cursors. */
async function readWhole(server: RunningServer, url: string): Promise<string[]> {
  const parts: string[] = [];
  let cursor: string | undefined;
  do {
    const answer = await callTool(server.client, 'read_page', {url_or_path: url, ...(cursor ? {cursor} : {})});
    expect(answer.isError, answer.text).toBe(false);
    parts.push(answer.text);
    cursor = /More of this/.test(answer.text) ? cursorOf(answer.text) : undefined;
  } while (cursor);
  return parts;
}

/** The twin of a page as read_page gives it: its links to the site's pages made absolute. */
const twinOf = (route: string, siteUrl = 'https://docs.celo.org') =>
  readFileSync(path.join(build, `${route}.md`), 'utf8').replace(/\]\(\//g, `](${siteUrl}/`);

/** The tables of a Markdown text, each as its block of `|` lines. */
const tablesOf = (markdown: string) => markdown.match(/(?:^\|.*\n)+/gm) ?? [];

describe.skipIf(!built)('the MCP server on a local build (--build build)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(['--build', build]);
  });
  afterAll(() => server?.close());

  it('offers its three tools, each described for a model, with an input schema that refuses other arguments', async () => {
    const {tools} = await server.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'read_page', 'network_facts']);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(200);
      expect(tool.inputSchema.additionalProperties).toBe(false);
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
  });

  it("ranks every real question's first page as the site's search page does", async () => {
    const {engine} = await loadBuiltEngine(build);
    const questions = loadQuestions();
    const site = await rankQuestions(engine, questions);
    const differing: string[] = [];
    for (const {query, top} of site) {
      const answer = await callTool(server.client, 'search_docs', {query, limit: 1});
      expect(answer.isError, answer.text).toBe(false);
      const first = resultPaths(answer.text)[0];
      if (first !== top[0]) differing.push(`"${query}": server ${first}, site ${top[0]}`);
    }
    expect(differing, `${differing.length} of ${questions.length} questions`).toEqual([]);
  });

  it('answers a real question with the page that answers it first, with its section, URL and snippet', async () => {
    const answer = await callTool(server.client, 'search_docs', {query: 'how to stake CELO'});
    const question = loadQuestions().find((entry) => entry.query === 'how to stake CELO')!;
    expect(question.answers).toContain(resultPaths(answer.text)[0]);
    expect(answer.text).toMatch(
      /^1\. .+ \(.+\)\n {3}URL: https:\/\/docs\.celo\.org\/\S+\n {3}Section: .+\n {3}.*\*\*/m,
    );
    expect(answer.text.length).toBeLessThanOrEqual(6500);
  });

  it('pages through results with its cursor, and keeps the archive behind the current docs', async () => {
    const query = 'validator election';
    const six = resultPaths((await callTool(server.client, 'search_docs', {query, limit: 6})).text);
    const first = await callTool(server.client, 'search_docs', {query, limit: 3});
    const next = await callTool(server.client, 'search_docs', {query, limit: 3, cursor: cursorOf(first.text)});
    expect([...resultPaths(first.text), ...resultPaths(next.text)]).toEqual(six);
    expect(six.some((page) => page.startsWith('/l1/'))).toBe(false);
    const archive = await callTool(server.client, 'search_docs', {query, version: 'l1'});
    expect(resultPaths(archive.text).length).toBeGreaterThan(0);
    expect(resultPaths(archive.text).every((page) => page.startsWith('/l1/'))).toBe(true);
  });

  it('reads a long page in parts that join up to its Markdown twin, every table whole in one part', async () => {
    const route = '/cli/account';
    const twin = twinOf(route);
    const parts = await readWhole(server, `https://docs.celo.org${route}`);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map(bodyOf).join('\n').replace(/\n+/g, '\n')).toBe(twin.trimEnd().replace(/\n+/g, '\n'));
    for (const table of tablesOf(twin)) {
      expect(
        parts.some((part) => bodyOf(part).includes(table.trimEnd())),
        table.slice(0, 80),
      ).toBe(true);
    }
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(22_000);
  });

  it('reads one section by its anchor, with the title, URL and the date the page shows as last updated', async () => {
    const answer = await callTool(server.client, 'read_page', {url_or_path: '/contract-addresses#celo-mainnet'});
    expect(answer.isError, answer.text).toBe(false);
    const date = lastUpdated(readFileSync(path.join(build, 'contract-addresses.html'), 'utf8'));
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(answer.text).toContain(
      `Title: Celo core contract addresses\nURL: https://docs.celo.org/contract-addresses#celo-mainnet\nSection: Celo Mainnet\nLast updated: ${date!.slice(0, 10)}\n`,
    );
    const body = bodyOf(answer.text);
    expect(body.startsWith('## Celo Mainnet\n')).toBe(true);
    expect(body).not.toContain('## Celo Sepolia');
    expect(twinOf('/contract-addresses')).toContain(body.trimEnd());
    for (const contract of contracts.filter((entry) => entry.network === 'mainnet')) {
      expect(body).toMatch(new RegExp(`^\\| ${contract.name}<br>.*\`${contract.address}\``, 'm'));
    }
  });

  it('follows an old address to the page it moved to', async () => {
    const answer = await callTool(server.client, 'read_page', {url_or_path: '/about-celo/bridged_tokens/tokens'});
    expect(answer.isError, answer.text).toBe(false);
    expect(answer.text).toContain(
      'URL: https://docs.celo.org/token-addresses\n(/about-celo/bridged_tokens/tokens has moved here.)',
    );
  });

  it('answers an address that is no page with the three closest doc pages', async () => {
    const answer = await callTool(server.client, 'read_page', {
      url_or_path: 'https://docs.celo.org/developer/deploy/hardhatt',
    });
    expect(answer.isError).toBe(true);
    expect(answer.text).toMatch(
      /^No page at https:\/\/docs\.celo\.org\/developer\/deploy\/hardhatt\. The closest pages:\n/,
    );
    const suggested = [...answer.text.matchAll(/^- .+: https:\/\/docs\.celo\.org(\/\S*)$/gm)].map((match) => match[1]);
    expect(suggested).toHaveLength(3);
    expect(suggested).toContain('/developer/deploy/hardhat');
    for (const route of suggested) expect(existsSync(path.join(build, `${route}.md`)), route).toBe(true);
  });

  it.each([
    [
      'read_page',
      {url_or_path: '/contract-addresses#no-such-section'},
      /has no section #no-such-section\. The closest: #/,
    ],
    [
      'read_page',
      {url_or_path: 'https://example.com/developer/viem'},
      /reads the pages of .* only; "example\.com" is another site/,
    ],
    ['read_page', {url_or_path: '/blog/alfajores-sunset'}, /is a page of the site, but not a doc/],
    ['read_page', {url_or_path: '/network', cursor: 'bogus'}, /the cursor "bogus" is not one this server gave/],
    ['search_docs', {query: 'unlock', limit: 50}, /"limit" is 50; it must be from 1 to 10/],
    ['search_docs', {query: 'unlock', version: 'v1'}, /"version" is "v1"; use one of "current", "l1"/],
    ['search_docs', {}, /search_docs needs "query"/],
    ['network_facts', {network: 'goerli'}, /no network "goerli"\. Use one of "mainnet"/],
    ['fetch_url', {url: 'https://example.com'}, /There is no tool "fetch_url"/],
  ] as const)('refuses %s %j with a clear error', async (name, args, message) => {
    const answer = await callTool(server.client, name, args);
    expect(answer.isError).toBe(true);
    expect(answer.text).toMatch(message);
  });

  it("gives each network's figures and addresses as src/data holds them, from the build's network-facts.json", async () => {
    for (const id of networkIds) {
      const answer = await callTool(server.client, 'network_facts', {network: id});
      expect(answer.isError, answer.text).toBe(false);
      expect(answer.text).toContain(`from ${build}/network-facts.json.`);
      const network = networks[id];
      expect(answer.text).toContain(`- Chain id: ${network.chainId} (hex ${network.chainIdHex})`);
      expect(answer.text).toContain(`- RPC: ${network.rpcUrl}\n`);
      for (const faucet of network.faucets) expect(answer.text).toContain(faucet.url);
      for (const token of tokens.filter((entry) => entry.network === id)) {
        expect(answer.text).toContain(`| ${token.address} | ${token.decimals} |`);
      }
      for (const contract of [...contracts, ...settlementContracts].filter((entry) => entry.network === id)) {
        expect(answer.text).toContain(`| ${contract.name} | ${contract.address} |`);
      }
    }
    const all = await callTool(server.client, 'network_facts', {});
    for (const id of networkIds) expect(all.text).toContain(`(network id \`${id}\`)`);
  });
});

/** A port nothing listens on yet. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const {port} = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.skipIf(!built)('the MCP server on the build served over HTTP (--site)', () => {
  let serve: ChildProcess;
  let origin = '';
  let cacheDir = '';
  let local: RunningServer;
  let remote: RunningServer;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    serve = spawn(process.execPath, ['scripts/serve-static.mjs', '--dir', build, '--port', String(port)], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      serve.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serve-static:') && resolve());
      serve.on('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
    });
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'mcp-site-cache-'));
    [local, remote] = await Promise.all([
      startServer(['--build', build]),
      startServer(['--site', origin, '--cache-dir', cacheDir, '--timeout', '20']),
    ]);
  });
  afterAll(async () => {
    await Promise.all([local?.close(), remote?.close()]);
    serve?.kill();
  });

  it('ranks as the local build does, with links on the site it reads', async () => {
    for (const query of ['deploy a contract with foundry', 'eth_estimateGas fee currency', 'run a celo sepolia node']) {
      const [fromBuild, fromSite] = await Promise.all([
        callTool(local.client, 'search_docs', {query}),
        callTool(remote.client, 'search_docs', {query}),
      ]);
      expect(fromSite.isError, fromSite.text).toBe(false);
      expect(resultPaths(fromSite.text)).toEqual(resultPaths(fromBuild.text));
      expect(fromSite.text).toContain(`URL: ${origin}/`);
    }
  });

  it("keeps the index's content-hashed files in its cache folder", () => {
    const host = new URL(origin).host.replace(/[^a-z0-9.-]/gi, '_');
    const cached = path.join(cacheDir, host, 'search');
    expect(readdirSync(cached).some((name) => /^index\.[0-9a-f]+\.json$/.test(name))).toBe(true);
    expect(readdirSync(path.join(cached, 'terms')).length).toBe(1);
    expect(existsSync(path.join(cacheDir, host, 'search', 'manifest.json'))).toBe(false);
  });

  it('reads a page, following its old address, and the network facts over HTTP', async () => {
    const page = await callTool(remote.client, 'read_page', {url_or_path: `${origin}/contract-addresses#celo-sepolia`});
    expect(page.isError, page.text).toBe(false);
    expect(page.text).toContain(
      `URL: ${origin}/contract-addresses#celo-sepolia\nSection: Celo Sepolia\nLast updated: `,
    );
    const body = bodyOf(page.text);
    expect(body.startsWith('## Celo Sepolia\n')).toBe(true);
    expect(twinOf('/contract-addresses', origin)).toContain(body.trimEnd());
    const moved = await callTool(remote.client, 'read_page', {url_or_path: '/about-celo/bridged_tokens/tokens'});
    expect(moved.text).toContain(`URL: ${origin}/token-addresses\n`);
    const facts = await callTool(remote.client, 'network_facts', {network: 'mainnet'});
    expect(facts.text).toContain(`from ${origin}/network-facts.json.`);
    expect(facts.text).toContain(`| GoldToken | ${contracts.find((entry) => entry.name === 'GoldToken')!.address} |`);
  });
});
