// @ts-check
/**
 * The site's own TypeScript modules, loaded from the checkout through jiti (a dependency of the site already), so the
 * server ranks with the engine the browser runs and needs no compile step on Node 20 or 24.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The checkout the server runs from: the folder above `mcp/`. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const require = createRequire(import.meta.url);
/** @type {((id: string) => unknown) | undefined} */
let jiti;

/**
 * @template T
 * @param {string} relative a module of the checkout, from its root
 * @returns {T}
 */
function load(relative) {
  jiti ??= /** @type {(id: string) => unknown} */ (
    require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true})
  );
  return /** @type {T} */ (jiti(path.join(repoRoot, relative)));
}

/**
 * The browser's search engine and its Algolia-shaped answers, as the search page gets them.
 * @returns {typeof import('../src/plugins/local-search/client/engine') & typeof import('../src/plugins/local-search/client/searchClient')}
 */
export function searchModules() {
  return {
    ...load('src/plugins/local-search/client/engine.ts'),
    ...load('src/plugins/local-search/client/searchClient.ts'),
  };
}

/**
 * The 404 page's "pages like this address" from the same search client.
 * @returns {typeof import('../src/components/PageSuggestions/suggestions')}
 */
export const suggestionModule = () => load('src/components/PageSuggestions/suggestions.ts');

/**
 * The records of the index and their helpers.
 * @returns {typeof import('../src/plugins/local-search/shared/records')}
 */
export const recordsModule = () => load('src/plugins/local-search/shared/records.ts');

/**
 * The production address of the site, as docusaurus.config.ts reads it.
 * @returns {string}
 */
export function productionSiteUrl() {
  /** @type {typeof import('../src/config/links')} */
  const links = load('src/config/links.ts');
  return links.siteUrl;
}

/**
 * The network facts straight from `src/data`, for a build made before the network-facts plugin existed.
 * @returns {import('../src/plugins/network-facts').NetworkFacts}
 */
export function checkoutNetworkFacts() {
  /** @type {typeof import('../src/plugins/network-facts')} */
  const plugin = load('src/plugins/network-facts/index.ts');
  return plugin.networkFacts();
}
