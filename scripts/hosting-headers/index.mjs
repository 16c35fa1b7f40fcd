// After the production build: gives the client redirect pages one shared script, then hashes every inline script of
// every HTML page (redirect pages included) into a Content-Security-Policy without 'unsafe-inline' for scripts, finds
// the pages with a live code block, which alone get 'unsafe-eval', and writes `_headers` and `nginx-headers.conf`.
// Run by scripts/build.mjs once Docusaurus is done, because plugins' postBuild hooks run side by side and the
// redirect pages are written by one of them.
import fs from 'node:fs/promises';
import path from 'node:path';
import {integrationCspSources, integrations} from '../../src/config/integrations.mjs';
import {LIVE_SLOT_ATTRIBUTE} from '../../src/plugins/code-on-demand/liveMarker.mjs';
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

/** @param {string} outDir */
export async function writeHostingHeaders(outDir) {
  const entries = await fs.readdir(outDir, {recursive: true});
  const hashes = new Set();
  const livePaths = [];
  for (const entry of entries.filter((name) => name.endsWith('.html'))) {
    const file = path.join(outDir, entry);
    const built = await fs.readFile(file, 'utf8');
    const html = shareRedirectScript(built);
    if (html !== built) await fs.writeFile(file, html);
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    if (hasLiveCodeBlock(html)) livePaths.push(routeOfHtmlFile(entry));
  }
  livePaths.sort();
  const sources = integrationCspSources(integrations);
  const policies = {
    strict: contentSecurityPolicy(hashes, sources),
    live: contentSecurityPolicy(hashes, sources, {allowEval: true}),
    livePaths,
  };
  await fs.writeFile(path.join(outDir, '_headers'), headersFile(policies));
  await fs.writeFile(path.join(outDir, 'nginx-headers.conf'), nginxSnippet(policies));
  return {scriptHashes: hashes.size, livePages: livePaths.length};
}
