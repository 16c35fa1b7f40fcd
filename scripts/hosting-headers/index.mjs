// After the production build: gives the client redirect pages one shared script, then hashes every inline script of
// every HTML page (redirect pages included) into a Content-Security-Policy without 'unsafe-inline' for scripts, and
// writes `_headers` and `nginx-headers.conf`.
// Run by scripts/build.mjs once Docusaurus is done, because plugins' postBuild hooks run side by side and the
// redirect pages are written by one of them.
import fs from 'node:fs/promises';
import path from 'node:path';
import {integrationCspSources, integrations} from '../../src/config/integrations.mjs';
import {contentSecurityPolicy, inlineScriptHashes} from './csp.mjs';
import {headersFile, nginxSnippet} from './headers.mjs';
import {shareRedirectScripts} from './redirectPages.mjs';

/** @param {string} outDir */
export async function writeHostingHeaders(outDir) {
  await shareRedirectScripts(outDir);
  const entries = await fs.readdir(outDir, {recursive: true});
  const hashes = new Set();
  for (const entry of entries.filter((name) => name.endsWith('.html'))) {
    for (const hash of inlineScriptHashes(await fs.readFile(path.join(outDir, entry), 'utf8'))) hashes.add(hash);
  }
  const csp = contentSecurityPolicy(hashes, integrationCspSources(integrations));
  await fs.writeFile(path.join(outDir, '_headers'), headersFile(csp));
  await fs.writeFile(path.join(outDir, 'nginx-headers.conf'), nginxSnippet(csp));
  return {scriptHashes: hashes.size};
}
