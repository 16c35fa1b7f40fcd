// Builds the Content-Security-Policy of the built site: its own origin, hashes of its inline scripts, and the hosts
// of the services switched on.
import {createHash} from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** @param {string} attributes @param {string} name @returns {string | undefined} */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return (match[1] ?? '').replace(/^["']|["']$/g, '');
}

/** `'sha256-…'` sources for every inline script a browser would run in this HTML, byte for byte as written. */
/** @param {string} html @returns {string[]} */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!EXECUTABLE_TYPE.test(attribute(attributes, 'type') ?? '')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** @type {Record<string, string[]>} */
const BASE_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React style props, KaTeX and Mermaid set inline styles; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * @param {Iterable<string>} scriptHashes
 * @param {import('../../src/config/integrations.mjs').CspSources[]} extraSources
 * @param {{allowEval?: boolean, connect?: string[]}} [options] `allowEval` adds 'unsafe-eval', which react-live needs
 *   to run a live code block; `connect` adds origins to `connect-src`, the RPC endpoints a Try-it form sends to.
 *   Only for the pages that have one.
 * @returns {string}
 */
export function contentSecurityPolicy(scriptHashes, extraSources, {allowEval = false, connect = []} = {}) {
  const policy = structuredClone(BASE_POLICY);
  if (allowEval) policy['script-src'].push("'unsafe-eval'");
  policy['connect-src'].push(...connect);
  policy['script-src'].push(...[...new Set(scriptHashes)].sort());
  for (const sources of extraSources) {
    for (const [directive, hosts] of Object.entries(sources)) {
      const current = policy[directive].filter((source) => source !== "'none'");
      policy[directive] = [...new Set([...current, ...hosts])];
    }
  }
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}
