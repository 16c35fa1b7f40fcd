#!/usr/bin/env node
// @ts-check
/**
 * The Celo docs as a Model Context Protocol server over stdio: `search_docs` (the site's own search), `read_page`
 * (a page's Markdown) and `network_facts` (chain ids, endpoints, addresses). It reads the published site, or a local
 * build with --build; nothing else leaves the machine. See mcp/README.md.
 *
 *   node mcp/server.mjs [--site <url> | --build <dir>] [--timeout <seconds>] [--cache-dir <dir>]
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer, parseOptions, USAGE} from './docsServer.mjs';
import {productionSiteUrl} from './siteModules.mjs';
import {buildSource, siteSource} from './source.mjs';

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(
      `celo-docs mcp: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE.replace('{site}', productionSiteUrl())}`,
    );
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE.replace('{site}', productionSiteUrl()));
    return;
  }
  let source;
  try {
    source =
      options.mode === 'build'
        ? buildSource(options.target, productionSiteUrl())
        : siteSource(options.target, {timeoutMs: options.timeoutMs, cacheDir: options.cacheDir});
  } catch (error) {
    console.error(`celo-docs mcp: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const {server, warmUp} = createDocsServer(source);
  await server.connect(new StdioServerTransport());
  // The index opens while the client is still starting up; the first search waits for it, or reports why it failed.
  warmUp();
  console.error(`celo-docs mcp: serving the docs from ${source.label} on stdio.`);
}

await main();
