// @vitest-environment node
/**
 * The server's `--site` source against local HTTP servers on 127.0.0.1: content-hashed index files are fetched once
 * and kept on disk, a missing file is missing, and a site that never answers fails within the timeout, through the
 * stdio server as an assistant sees it. No build is needed.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {siteSource, SourceError} from '../../../mcp/source.mjs';
import {callTool, repoRoot, serverEntry, silentServer, startServer} from '../../support/mcpServer';

const files: Record<string, string> = {
  '/search/manifest.json': '{"index": "/search/index.abcdef123456.json"}',
  '/search/index.abcdef123456.json': '{"pages": []}',
  '/search/terms/abcdef123456/0.json': '[["celo", 0, 1]]',
  '/developer/viem.md': '# viem\n',
};
const requests: string[] = [];
let origin = '';
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    if (url === '/broken') return void response.writeHead(500).end('oops');
    const body = files[url];
    if (body === undefined) return void response.writeHead(404).end('not found');
    response.writeHead(200, {'content-type': 'application/json'}).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-cache-'));

describe('siteSource', () => {
  it('keeps content-hashed files on disk and asks the site for them once, across servers', async () => {
    const cacheDir = tempDir();
    const first = siteSource(origin, {timeoutMs: 2000, cacheDir});
    const hashed = '/search/terms/abcdef123456/0.json';
    expect(await first.readText(hashed)).toBe(files[hashed]);
    const second = siteSource(origin, {timeoutMs: 2000, cacheDir});
    expect(await second.readText(hashed)).toBe(files[hashed]);
    expect(requests.filter((url) => url === hashed)).toHaveLength(1);
    const host = new URL(origin).host.replace(/[^a-z0-9.-]/gi, '_');
    expect(fs.readFileSync(path.join(cacheDir, host, hashed), 'utf8')).toBe(files[hashed]);
  });

  it('asks again for files whose names hold no hash, such as the manifest, in a new server', async () => {
    const cacheDir = tempDir();
    const before = requests.filter((url) => url === '/search/manifest.json').length;
    await siteSource(origin, {timeoutMs: 2000, cacheDir}).readText('/search/manifest.json');
    await siteSource(origin, {timeoutMs: 2000, cacheDir}).readText('/search/manifest.json');
    expect(requests.filter((url) => url === '/search/manifest.json').length - before).toBe(2);
  });

  it('reads a missing file as undefined and an error answer as a SourceError naming it', async () => {
    const source = siteSource(origin, {timeoutMs: 2000, cacheDir: tempDir()});
    expect(await source.readText('/no/such/page.md')).toBeUndefined();
    await expect(source.readText('/broken')).rejects.toThrow(new SourceError(`${origin}/broken answered HTTP 500.`));
  });

  it('says so when nothing listens at the address', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const source = siteSource(address, {timeoutMs: 2000, cacheDir: tempDir()});
    await expect(source.readText('/search/manifest.json')).rejects.toThrow(
      new RegExp(`^${address.replace(/\./g, '\\.')} cannot be reached \\(ECONNREFUSED`),
    );
  });
});

describe('the stdio server on a site that never answers', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    silent = await silentServer();
  });
  afterAll(() => silent.close());

  it('fails each tool within its --timeout, with an error that names the site and the way out', async () => {
    const running = await startServer(['--site', silent.origin, '--timeout', '1', '--cache-dir', tempDir()]);
    try {
      for (const [name, args] of [
        ['search_docs', {query: 'unlock CELO'}],
        ['read_page', {url_or_path: '/developer/viem'}],
        ['network_facts', {network: 'mainnet'}],
      ] as const) {
        const started = performance.now();
        const answer = await callTool(running.client, name, args);
        const seconds = (performance.now() - started) / 1000;
        expect(answer.isError, `${name}: ${answer.text}`).toBe(true);
        expect(answer.text).toMatch(new RegExp(`^${silent.origin.replace(/\./g, '\\.')} did not answer within 1 s`));
        expect(answer.text).toContain('--build <dir>');
        // One timeout, or two when a request of the warm-up was already waiting: never the default 10 s.
        expect(seconds, `${name} took ${seconds.toFixed(1)} s`).toBeLessThan(3);
      }
    } finally {
      await running.close();
    }
  });
});

describe('the command line', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [serverEntry, ...args], {encoding: 'utf8'});

  it('refuses an unknown flag, two sources, a bad timeout or a folder that is not a build, before serving', () => {
    const cases: [string[], number, RegExp][] = [
      [['--bogus'], 2, /Unknown option '--bogus'/],
      [['--site', 'https://a.example', '--build', 'build'], 2, /--site and --build name two sources; give one/],
      [['--timeout', 'soon'], 2, /--timeout "soon" is not a number of seconds above 0/],
      [['--site', 'ftp://a.example'], 2, /must be an http or https address/],
      [['--build', os.tmpdir()], 1, /is not a site build \(it has no index\.html\); run `npm run build` first/],
    ];
    for (const [args, status, message] of cases) {
      const result = run(...args);
      expect(result.status, args.join(' ')).toBe(status);
      expect(result.stderr).toMatch(message);
      expect(result.stdout).toBe('');
    }
  });

  it("starts from npm with --silent, which keeps npm's own line off the stdout a client reads", () => {
    const result = spawnSync('npm', ['run', '--silent', 'mcp', '--', '--help'], {cwd: repoRoot, encoding: 'utf8'});
    expect(result.status).toBe(0);
    expect(result.stdout.startsWith('Usage: node mcp/server.mjs')).toBe(true);
  });

  it('prints its usage with --help', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('--site <url>');
    expect(result.stdout).toContain('https://docs.celo.org');
  });
});
