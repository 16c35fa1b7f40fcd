// After the production build: gives the client redirect pages one shared script, then hashes every inline script of
// every HTML page (redirect pages included) into a Content-Security-Policy without 'unsafe-inline' for scripts, finds
// the pages with a live code block, which alone get 'unsafe-eval', and the pages with a Try-it form, which alone may
// connect to the RPC origins the form lists, and writes `_headers` and `nginx-headers.conf`.
// Run by scripts/build.mjs once Docusaurus is done, because plugins' postBuild hooks run side by side and the
// redirect pages are written by one of them.
import fs from 'node:fs/promises';
import path from 'node:path';
import {integrationCspSources, integrations} from '../../src/config/integrations.mjs';
import {LIVE_SLOT_ATTRIBUTE} from '../../src/plugins/code-on-demand/liveMarker.mjs';
import {TRY_IT_ATTRIBUTE} from '../../src/plugins/rpc-reference/tryItMarker.mjs';
import {contentSecurityPolicy, inlineScriptHashes} from './csp.mjs';
import {headersFile, nginxSnippet} from './headers.mjs';
import {shareRedirectScript} from './redirectPages.mjs';

/** The route a built HTML file is served at: `a/b.html` and `a/b/index.html` are `/a/b`, `index.html` is `/`. */
/** @param {string} file */
export function routeOfHtmlFile(file) {
  const route = `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '');
  return route || '/';
}

/** Whether a built page holds a live code block, whose editor evaluates code. */
/** @param {string} html */
export function hasLiveCodeBlock(html) {
  return new RegExp(`<div[^>]*\\s${LIVE_SLOT_ATTRIBUTE}[\\s=>]`).test(html);
}

/**
 * The origins the Try-it forms of a built page send requests to, from the attribute each form carries; only
 * `https://` origins are taken, so a stray value cannot widen the policy.
 * @param {string} html
 * @returns {string[]}
 */
export function tryItOrigins(html) {
  const origins = new Set();
  for (const [, list] of html.matchAll(new RegExp(`\\s${TRY_IT_ATTRIBUTE}="([^"]*)"`, 'g'))) {
    for (const origin of list.split(/\s+/)) if (/^https:\/\/[a-z0-9.-]+(:\d+)?$/.test(origin)) origins.add(origin);
  }
  return [...origins].sort();
}

/** @param {string} outDir */
export async function writeHostingHeaders(outDir) {
  const entries = await fs.readdir(outDir, {recursive: true});
  const hashes = new Set();
  /** @type {{route: string, allowEval: boolean, connect: string[]}[]} */
  const special = [];
  for (const entry of entries.filter((name) => name.endsWith('.html'))) {
    const file = path.join(outDir, entry);
    const built = await fs.readFile(file, 'utf8');
    const html = shareRedirectScript(built);
    if (html !== built) await fs.writeFile(file, html);
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    const allowEval = hasLiveCodeBlock(html);
    const connect = tryItOrigins(html);
    if (allowEval || connect.length > 0) special.push({route: routeOfHtmlFile(entry), allowEval, connect});
  }
  special.sort((a, b) => (a.route < b.route ? -1 : 1));
  const sources = integrationCspSources(integrations);
  const policies = {
    strict: contentSecurityPolicy(hashes, sources),
    pages: special.map(({route, allowEval, connect}) => ({
      route,
      csp: contentSecurityPolicy(hashes, sources, {allowEval, connect}),
    })),
  };
  await fs.writeFile(path.join(outDir, '_headers'), headersFile(policies));
  await fs.writeFile(path.join(outDir, 'nginx-headers.conf'), nginxSnippet(policies));
  return {
    scriptHashes: hashes.size,
    livePages: special.filter((page) => page.allowEval).length,
    tryItPages: special.filter((page) => page.connect.length > 0).length,
  };
}
