// @ts-check
/**
 * The server's tools (their descriptions for a model, their input schemas) and its command line, apart from the
 * entry point (`server.mjs`) so tests can load them without starting a server.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import {CallToolRequestSchema, ListToolsRequestSchema} from '@modelcontextprotocol/sdk/types.js';
import {createFacts} from './facts.mjs';
import {errorResult, InputError, textResult, validate} from './output.mjs';
import {createPages} from './pages.mjs';
import {createSearch} from './search.mjs';
import {productionSiteUrl} from './siteModules.mjs';
import {SourceError, userCacheDir} from './source.mjs';

const VERSION = '1.0.0';

export const USAGE = `Usage: node mcp/server.mjs [options]   (or: npm run --silent mcp -- [options])

The Celo docs as an MCP server on stdio, for an AI assistant to start.

  --site <url>         read the published site at <url> (default: the production site, ${'{site}'})
  --build <dir>        read a local build instead (the output of npm run build, e.g. build)
  --timeout <seconds>  how long to wait for the site to answer each request (default 10)
  --cache-dir <dir>    where the site's content-hashed index files are kept (default: <user cache>/celo-docs-mcp)
  --help               print this and exit`;

/** @type {Record<string, import('./output.mjs').ToolSchema>} */
const SCHEMAS = {
  search_docs: {
    type: 'object',
    properties: {
      query: {
        type: 'string',
        description:
          'What to look for, as a reader would type it in the docs search box: a few keywords or a short question ("deploy a contract with Foundry", "eth_estimateGas fee currency", "unlock CELO"). The first 64 characters are searched.',
        minLength: 1,
        maxLength: 512,
      },
      version: {
        type: 'string',
        enum: ['current', 'l1'],
        default: 'current',
        description:
          '"current" (default): today\'s docs, tutorials and blog, then the archived L1 docs after them. "l1": only the archive of the docs from before Celo became an Ethereum layer 2 (March 2025): ask for it only for history.',
      },
      limit: {type: 'integer', minimum: 1, maximum: 10, default: 5, description: 'How many pages to return, 1 to 10.'},
      cursor: {type: 'string', description: 'The cursor a previous answer gave, to get the next results.'},
    },
    required: ['query'],
    additionalProperties: false,
  },
  read_page: {
    type: 'object',
    properties: {
      url_or_path: {
        type: 'string',
        description:
          "The page: a URL search_docs returned (https://docs.celo.org/developer/viem), or its path (/developer/viem). Add #anchor (from a search result's URL) to read one section only.",
        minLength: 1,
        maxLength: 2048,
      },
      cursor: {type: 'string', description: 'The cursor a previous answer gave, to read the next part of a long page.'},
    },
    required: ['url_or_path'],
    additionalProperties: false,
  },
  network_facts: {
    type: 'object',
    properties: {
      network: {
        type: 'string',
        description:
          'Which network: "mainnet", "celo-sepolia" (the developer testnet), or the retired "alfajores" and "baklava"; a name or chain id works too. Leave it out for every network.',
        maxLength: 64,
      },
      cursor: {type: 'string', description: 'The cursor a previous answer gave, to get the rest.'},
    },
    additionalProperties: false,
  },
};

const DESCRIPTIONS = {
  search_docs:
    'Search the Celo documentation (docs.celo.org) with the site\'s own search engine, the ranking its search page uses. Returns pages best first, each with its title, site section, the URL of the best-matching section, that section\'s headings and a snippet with the matched words in bold. Use it before answering any question about building on Celo, running a node, validating, staking or holding CELO, then read_page the best result: the snippets are too short to answer from. Celo is an Ethereum layer 2 since March 2025; pages marked "archived L1 docs" describe the old layer 1 and are often wrong today.',
  read_page:
    'Read a page of the Celo documentation as Markdown (the text a reader sees, tables and code blocks included), with its title, URL and the date it was last updated. Pass a URL from search_docs, or a path; with #anchor, only that section. A long page comes in parts: pass the cursor an answer gives to read on, or read one section by its anchor. An address that is not a page gets the three closest pages.',
  network_facts:
    "The facts of Celo's networks exactly as the docs publish them: chain id, RPC and WebSocket endpoints, explorers, faucets, bridges, native currency, token contract addresses (with the feeCurrency value for paying gas in that token) and core protocol contract addresses (Registry, GoldToken, LockedGold, Election, Governance and more). Use it instead of recalling chain ids or addresses from memory. Celo Sepolia is the developer testnet; Alfajores and Baklava are retired.",
};

/**
 * @param {string[]} argv
 * @returns {{help: true} | {help: false, mode: 'site' | 'build', target: string, timeoutMs: number, cacheDir: string}}
 */
export function parseOptions(argv) {
  const {values} = parseArgs({
    args: argv,
    options: {
      site: {type: 'string'},
      build: {type: 'string'},
      timeout: {type: 'string', default: '10'},
      'cache-dir': {type: 'string'},
      help: {type: 'boolean', short: 'h', default: false},
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return {help: true};
  if (values.site !== undefined && values.build !== undefined) {
    throw new Error('--site and --build name two sources; give one.');
  }
  const timeout = Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout <= 0)
    throw new Error(`--timeout "${values.timeout}" is not a number of seconds above 0.`);
  const cacheDir = path.resolve(values['cache-dir'] ?? path.join(userCacheDir(), 'celo-docs-mcp'));
  if (values.build !== undefined)
    return {help: false, mode: 'build', target: values.build, timeoutMs: timeout * 1000, cacheDir};
  const site = values.site ?? productionSiteUrl();
  let url;
  try {
    url = new URL(site);
  } catch {
    throw new Error(`--site "${site}" is not a URL; give the site's address, such as https://docs.celo.org.`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`--site "${site}" must be an http or https address.`);
  return {help: false, mode: 'site', target: url.origin, timeoutMs: timeout * 1000, cacheDir};
}

/**
 * The server on a source, its tools registered; not yet connected.
 * @param {import('./source.mjs').Source} source
 */
export function createDocsServer(source) {
  const search = createSearch(source);
  const pages = createPages(source, search, {productionUrl: productionSiteUrl()});
  const facts = createFacts(source);
  const server = new Server(
    {name: 'celo-docs', version: VERSION},
    {
      capabilities: {tools: {}},
      instructions: `The Celo documentation from ${source.label}. Search with search_docs, then read the best page with read_page before answering; take chain ids, RPC URLs and contract addresses from network_facts, not from memory.`,
    },
  );

  /** @type {Record<string, (args: Record<string, string | number | undefined>) => Promise<string>>} */
  const tools = {
    search_docs: (args) =>
      search.searchDocs({
        query: String(args.query),
        version: args.version === 'l1' ? 'l1' : 'current',
        limit: Number(args.limit ?? 5),
        cursor: /** @type {string | undefined} */ (args.cursor),
      }),
    read_page: (args) =>
      pages.readPage({url_or_path: String(args.url_or_path), cursor: /** @type {string | undefined} */ (args.cursor)}),
    network_facts: (args) =>
      facts.networkFacts({
        network: /** @type {string | undefined} */ (args.network),
        cursor: /** @type {string | undefined} */ (args.cursor),
      }),
  };

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.entries(SCHEMAS).map(([name, inputSchema]) => ({
      name,
      description: DESCRIPTIONS[/** @type {keyof typeof DESCRIPTIONS} */ (name)],
      inputSchema,
      annotations: {readOnlyHint: true, openWorldHint: source.kind === 'site'},
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const {name, arguments: args} = request.params;
    const run = tools[name];
    if (!run) return errorResult(`There is no tool "${name}"; the tools are ${Object.keys(tools).join(', ')}.`);
    try {
      return textResult(await run(validate(name, SCHEMAS[name], args)));
    } catch (error) {
      if (error instanceof InputError || error instanceof SourceError) return errorResult(error.message);
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`celo-docs mcp: ${name} failed:\n${message}`);
      return errorResult(`${name} failed inside the server: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  return {server, warmUp: search.warmUp};
}
