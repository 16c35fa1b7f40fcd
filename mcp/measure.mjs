#!/usr/bin/env node
// @ts-check
/**
 * The figures of mcp/README.md, over a production build:
 * - how often `search_docs`' first page is the page the site's search ranks first, on every question of
 *   tests/search-questions.json (the site's side as tests/e2e/search-questions.spec.ts ranks them);
 * - the server's cold start, from spawning it to the first search answer, over the build and over `--site` against
 *   scripts/serve-static.mjs serving it, with an empty and with a filled cache folder;
 * - the size of llms-full.txt, in bytes and in tokens at 4 bytes a token.
 *
 *   node mcp/measure.mjs [--build build] [--runs 3]
 */
import {execFileSync, spawn} from 'node:child_process';
import {mkdtempSync, rmSync, statSync} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {createRequire} from 'node:module';
import {repoRoot} from './siteModules.mjs';

const {values} = parseArgs({
  options: {build: {type: 'string', default: 'build'}, runs: {type: 'string', default: '3'}},
});
const build = path.resolve(values.build ?? 'build');
const runs = Number(values.runs);
const entry = path.join(repoRoot, 'mcp', 'server.mjs');
const QUESTION = 'how to stake CELO';

/** @type {(id: string) => any} */
const jiti = createRequire(import.meta.url)('jiti')(import.meta.url, {interopDefault: true});

/**
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
async function connect(args, env = {}) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [entry, ...args],
    env: {.../** @type {Record<string, string>} */ (process.env), ...env},
    stderr: 'ignore',
  });
  const client = new Client({name: 'celo-docs-mcp-measure', version: '0.0.0'});
  await client.connect(transport);
  return client;
}

/**
 * @param {Client} client
 * @param {string} query
 */
async function firstPage(client, query) {
  const result = await client.callTool({name: 'search_docs', arguments: {query, limit: 1}});
  const text = /** @type {{text: string}[]} */ (result.content)[0].text;
  if (result.isError) throw new Error(text);
  const url = /^ {3}URL: (\S+)$/m.exec(text)?.[1];
  return url ? new URL(url).pathname : undefined;
}

/**
 * Milliseconds from spawning the server to the answer of its first search.
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
async function coldStart(args, env) {
  const started = performance.now();
  const client = await connect(args, env);
  await firstPage(client, QUESTION);
  const elapsed = performance.now() - started;
  await client.close();
  return elapsed;
}

/** @param {number[]} list */
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/**
 * @param {string} label
 * @param {() => Promise<number>} once
 */
async function timed(label, once) {
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  const line = `${label}: median ${Math.round(median(times))} ms, fastest ${Math.round(Math.min(...times))} ms (${runs} runs)`;
  console.log(line);
  return line;
}

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const {port} = /** @type {net.AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(() => resolve(undefined)));
  return port;
}

async function agreement() {
  const {loadBuiltEngine} = jiti(path.join(repoRoot, 'tests/support/builtIndex.ts'));
  const {loadQuestions, rankQuestions} = jiti(path.join(repoRoot, 'tests/support/searchQuestions.ts'));
  const {engine} = await loadBuiltEngine(build);
  const questions = loadQuestions();
  /** @type {{query: string, top: string[]}[]} */
  const site = await rankQuestions(engine, questions);
  const client = await connect(['--build', build]);
  let same = 0;
  for (const {query, top} of site) if ((await firstPage(client, query)) === top[0]) same++;
  await client.close();
  const line = `search_docs first page = the site's first page: ${same} of ${site.length} real questions (${((100 * same) / site.length).toFixed(1)}%)`;
  console.log(line);
  return line;
}

const lines = [];
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: repoRoot, encoding: 'utf8'}).trim();
const load = os.loadavg()[0].toFixed(1);
lines.push(
  `Measured ${new Date().toISOString().slice(0, 10)} at commit ${commit}, Node ${process.version}, ${os.cpus().length} CPUs (load average ${load} at the start).`,
);
lines.push(await agreement());

const noCompileCache = {JITI_CACHE: 'false'};
lines.push(await timed('cold start, --build, jiti cache empty', () => coldStart(['--build', build], noCompileCache)));
lines.push(await timed('cold start, --build', () => coldStart(['--build', build])));

const port = await freePort();
const serve = spawn(process.execPath, ['scripts/serve-static.mjs', '--dir', build, '--port', String(port)], {
  cwd: repoRoot,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) =>
  serve.stdout.on('data', (chunk) => String(chunk).includes('serve-static:') && resolve(undefined)),
);
const site = `http://127.0.0.1:${port}`;
const warmCache = mkdtempSync(path.join(os.tmpdir(), 'mcp-measure-'));
lines.push(
  await timed('cold start, --site (serve-static on 127.0.0.1), cache folder empty', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'mcp-measure-'));
    const time = await coldStart(['--site', site, '--cache-dir', cacheDir]);
    rmSync(cacheDir, {recursive: true, force: true});
    return time;
  }),
);
await coldStart(['--site', site, '--cache-dir', warmCache]);
lines.push(
  await timed('cold start, --site (serve-static on 127.0.0.1), cache folder filled', () =>
    coldStart(['--site', site, '--cache-dir', warmCache]),
  ),
);
serve.kill();
rmSync(warmCache, {recursive: true, force: true});

const bytes = statSync(path.join(build, 'llms-full.txt')).size;
const sizeLine = `llms-full.txt: ${bytes} bytes, about ${Math.round(bytes / 4)} tokens at 4 bytes a token`;
console.log(sizeLine);
lines.push(sizeLine);
console.log(`\n${lines.map((line) => `- ${line}`).join('\n')}`);
