// Runs the runnable TypeScript and JavaScript samples. A block marked `run` in its meta (with `expect="<regex>"`, what
// its stdout must match) is executed with Node and tsx, as the page's project for each network it is filled for,
// against the local chains of scripts/samples/chain.mjs (started once per network for the whole run). A block that
// reads chain state, deploys or sends but is neither `run` nor `run="no: <reason>"` fails, and so does one whose run
// exits non-zero or prints something the regex does not match. Browser and React samples (wagmi hooks, wallet kits,
// `window.ethereum`) are type-checked only. Every CIP-64 transaction (0x7b…) a run prints is parsed back with
// viem's Celo parser and must re-serialize to the same bytes, with a sample network's chain id and an allowed fee
// currency.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {DEV_ACCOUNTS, DEV_MNEMONIC, parseCip64, startChain} from './chain.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const PRELOAD = path.join(here, 'preload.mjs');
/** What a run's result depends on besides the page: the runner, the front, the preload and the stand-ins. */
export const RUNNER_SOURCES = ['run.mjs', 'chain.mjs', 'preload.mjs', 'stand-ins/StandIns.sol']
  .map((file) => fs.readFileSync(path.join(here, file), 'utf8'))
  .join('\0');
const RUN_TIMEOUT_MS = 60_000;
const WORKERS = 2;

/** Runs one unit on fresh chains: its failures (none when its output is what the block expects). */
async function runUnit(unit, chains, routes, tmp, fill, celo, viem) {
  for (const file of unit.files) {
    fs.mkdirSync(path.dirname(file.file), {recursive: true});
    fs.writeFileSync(file.file, file.text);
  }
  for (const chain of chains) await chain.reset();
  const env = {...runEnv(unit.block, unit.network, fill, routes), TMPDIR: tmp};
  const started = Date.now();
  // `args="$ADDRESS 0x…"`: the command-line arguments, `$NAME` taken from the run's environment.
  const args = (typeof unit.block.meta.args === 'string' ? fill(unit.block.meta.args, unit.network) : '')
    .split(/\s+/)
    .filter(Boolean)
    .map((arg) => arg.replace(/\$(\w+)/g, (_, name) => env[name] ?? ''));
  // `call="getBalances('$ADDRESS')"`: a module that only exports functions is run through a small entry that calls
  // one of them and prints what it returns.
  let entry = unit.entry;
  if (typeof unit.block.meta.call === 'string') {
    const call = fill(unit.block.meta.call, unit.network).replace(/\$(\w+)/g, (_, name) => env[name] ?? '');
    entry = path.join(path.dirname(unit.entry), `.run-${unit.block.line}.ts`);
    const module = `./${path.basename(unit.entry).replace(/\.[cm]?[jt]sx?$/, '.js')}`;
    fs.writeFileSync(entry, `import * as sample from '${module}';\nconsole.log(await sample.${call});\n`);
  }
  const {code, stdout, stderr} = await execute(entry, unit.cwd, env, args);
  if (process.env.SAMPLES_VERBOSE)
    console.error(`ran ${unit.page}:${unit.block.line} [${unit.network}] in ${Date.now() - started} ms`);
  const where = {
    page: unit.page,
    line: unit.block.line - 1,
    block: unit.block.line,
    network: unit.multiNetwork ? unit.network : undefined,
  };
  if (code !== 0) return [{...where, message: `run exited ${code}: ${runError(stderr, stdout)}`}];
  let expected;
  try {
    expected = new RegExp(fill(String(unit.block.meta.expect), unit.network), 'mi');
  } catch (error) {
    return [{...where, message: `expect is not a regular expression: ${error.message}`}];
  }
  if (!expected.test(stdout)) {
    return [{...where, message: `run printed "${tail(stdout, 4) || '(nothing)'}", expected /${expected.source}/`}];
  }
  const problems = (await cip64Problems(stdout, chains, celo, viem)).map((message) => ({...where, message}));
  unit.passed = !problems.length;
  return problems;
}

/**
 * Calls that read chain state, deploy or send, in viem (actions on a client or a contract instance), wagmi core,
 * ethers 6, web3.js and ContractKit. A block with one talks to a chain.
 */
const CHAIN_CALL = new RegExp(
  [
    String.raw`(?:\.|\b)(?:getBalance|getBlock|getBlockNumber|getChainId|getGasPrice|getFeeData|getTransaction|getTransactionReceipt|getTransactionCount|getCode|getLogs|getStorageAt|getContractEvents|readContract|readContracts|multicall|estimateGas|estimateFeesPerGas|estimateMaxPriorityFeePerGas|prepareTransactionRequest|simulateContract|writeContract|sendTransaction|sendRawTransaction|deployContract|waitForTransactionReceipt|watchContractEvent|watchBlockNumber|watchBlocks|watchEvent|getTotalBalance)\s*\(`,
    String.raw`\.(?:read|write|simulate|estimateGas)\.\w+\s*\(`,
    String.raw`\.deploy\s*\(`,
    String.raw`\bweb3\.eth\.\w+\s*\(`,
    String.raw`\.methods\.\w+\([^)]*\)\s*\.(?:call|send)\s*\(`,
    String.raw`\bkit\.contracts\.get\w+\s*\(`,
  ].join('|'),
);
/** A browser or React sample: run in a browser with a wallet, not with Node. */
const BROWSER =
  /\bwindow\.|\bdocument\.|from\s+['"](?:wagmi|react|react-dom|@rainbow-me\/[\w-]+|@reown\/[\w-]+|@dynamic-labs\/[\w-]+|@particle-network\/[\w-]+|thirdweb\/react)['"]/;
const BROWSER_LANGS = new Set(['tsx', 'jsx']);

export const talksToChain = (block) => CHAIN_CALL.test(block.code);
export const isBrowserSample = (block) =>
  BROWSER_LANGS.has(block.lang) || Boolean(block.meta.live) || BROWSER.test(block.code);

/** `run` → {run: true}; `run="no: <reason>"` → {exempt: reason}; a bare `run="no"` → {exempt: ''}; else null. */
export function runMark(block) {
  const run = block.meta.run;
  if (run === undefined) return null;
  if (run === true) return {run: true};
  if (/^no\b/.test(String(run))) return {exempt: String(run).replace(/^no:?\s*/, '')};
  return {invalid: `run="${run}": write \`run expect="<regex>"\` or \`run="no: <reason>"\``};
}

/** The page's blocks that a block imports (`./clients` → the block titled `clients.ts`), transitively. */
export function importedBlocks(block, blocks) {
  const byTitle = new Map(
    blocks
      .filter((b) => typeof b.meta.title === 'string')
      .map((b) => [path.normalize(b.meta.title).replace(/\.[cm]?[jt]sx?$/, ''), b]),
  );
  const seen = new Set();
  const visit = (current) => {
    const dir = typeof current.meta.title === 'string' ? path.dirname(current.meta.title) : '.';
    for (const [, spec] of current.code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = byTitle.get(path.normalize(path.join(dir, spec)).replace(/\.[cm]?[jt]sx?$/, ''));
      if (target && !seen.has(target)) {
        seen.add(target);
        visit(target);
      }
    }
  };
  visit(block);
  return seen;
}

/**
 * The environment a run gets: the funded dev key, its address (as ADDRESS and SENDER), a recipient, the dev mnemonic,
 * and the block's `env="NAME=value …"` (placeholders filled, `$NAME` from the variables before it).
 */
function runEnv(block, network, fill, routes) {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_NO_WARNINGS: '1',
    SAMPLES_RPC_ROUTES: JSON.stringify(routes),
    PRIVATE_KEY: DEV_ACCOUNTS[0].key,
    ADDRESS: DEV_ACCOUNTS[0].address,
    SENDER: DEV_ACCOUNTS[0].address,
    RECIPIENT: DEV_ACCOUNTS[1].address,
    MNEMONIC: DEV_MNEMONIC,
  };
  const extra = typeof block.meta.env === 'string' ? fill(block.meta.env, network) : '';
  for (const pair of extra.split(/\s+/).filter(Boolean)) {
    const [name, ...value] = pair.split('=');
    env[name] = value.join('=').replace(/\$(\w+)/g, (_, other) => env[other] ?? '');
  }
  return env;
}

function execute(entry, cwd, env, args) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', pathToFileURL(PRELOAD).href, '--import', 'tsx', entry, ...args],
      {
        cwd,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${RUN_TIMEOUT_MS / 1000} s)`;
      child.kill('SIGKILL');
    }, RUN_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, stdout, stderr});
    });
  });
}

const tail = (text, lines = 3) =>
  text
    .trim()
    .split('\n')
    .filter((line) => line.trim() && !/^\s+at /.test(line))
    .slice(-lines)
    .join(' | ')
    .slice(0, 400);

/** What a failed run says: the first error line on stderr (and the line after it), else the tail of its output. */
function runError(stderr, stdout) {
  const lines = stderr.split('\n');
  const index = lines.findIndex((line) => /^\s*(?:\w*Error|Error)\b[^\n]*:|^\s*\[?\w*Error\]?:|^error:/i.test(line));
  if (index < 0) return tail(stderr) || tail(stdout) || '(no output)';
  // viem puts the node's own words on a `Details:` line.
  const details = lines.find((line) => /^\s*Details: /.test(line));
  return [...lines.slice(index, index + 2), details ?? '']
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, 500);
}

/** Every CIP-64 transaction a run printed, parsed back: the problems found. */
async function cip64Problems(stdout, chains, celo, viem) {
  const problems = [];
  for (const [raw] of stdout.matchAll(/0x7b[0-9a-fA-F]{66,}/g)) {
    try {
      const {tx} = await parseCip64(raw, viem, celo);
      const chain = chains.find((c) => c.chainId === tx.chainId);
      if (!chain) problems.push(`printed a CIP-64 transaction for chain ${tx.chainId}, not a sample network`);
      else if (!chain.feeCurrencies.has(String(tx.feeCurrency).toLowerCase()))
        problems.push(
          `printed a CIP-64 transaction whose feeCurrency ${tx.feeCurrency} is not allowed on ${chain.network}`,
        );
    } catch (error) {
      problems.push(`printed a 0x7b transaction viem/celo cannot read back: ${error.message.split('\n')[0]}`);
    }
  }
  return problems;
}

/**
 * Runs the units, `{page, block, network, files, entry, cwd}`, each against fresh chains (both networks are up; a
 * sample reaches the one its RPC URL names). Returns their failures.
 */
export async function runUnits(units, {samplesDir, fill, networks, tokens, contracts, sampleNetworks}) {
  if (!units.length) return [];
  const require = createRequire(path.join(samplesDir, 'package.json'));
  const viem = require('viem');
  const celo = require('viem/celo');
  const viemChains = require('viem/chains');
  const failures = [];
  /** One set of chains per worker, two workers (the two cores), each running its share of the units in turn. */
  const workers = [];
  const setupStart = Date.now();
  try {
    for (let w = 0; w < Math.min(WORKERS, units.length); w += 1) {
      const chains = [];
      workers.push(chains);
      for (const network of sampleNetworks) {
        const chain = await startChain({
          network,
          networkData: networks[network],
          tokens,
          contracts,
          samplesDir,
          viem,
          celo,
        });
        chain.feeCurrencies = new Set(
          tokens.filter((t) => t.network === network && t.feeCurrency).map((t) => t.feeCurrency.toLowerCase()),
        );
        chains.push(chain);
      }
    }
    if (process.env.SAMPLES_VERBOSE) console.error(`chains up in ${Date.now() - setupStart} ms`);
    const queue = [...units];
    await Promise.all(
      workers.map(async (chains, index) => {
        // A temporary folder per worker: tsx caches what it compiles there, and two runs must not share one half-written.
        const tmp = path.join(samplesDir, '.cache', `tmp-${index}`);
        fs.mkdirSync(tmp, {recursive: true});
        // Every RPC URL a sample may use for a network (src/data and viem's chain), to that network's local chain.
        const routes = {};
        for (const chain of chains) {
          const data = networks[chain.network];
          routes[data.rpcUrl] = chain.url;
          const viemChain = data.viemChain && viemChains[data.viemChain];
          for (const url of viemChain?.rpcUrls.default.http ?? []) routes[url] = chain.url;
        }
        for (let unit = queue.shift(); unit; unit = queue.shift()) {
          failures.push(...(await runUnit(unit, chains, routes, tmp, fill, celo, viem)));
        }
      }),
    );
  } finally {
    await Promise.all(workers.flat().map((chain) => chain.stop()));
  }
  return failures;
}
