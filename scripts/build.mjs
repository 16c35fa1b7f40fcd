#!/usr/bin/env node
// `npm run build`: the production build, failing on any warning Docusaurus prints, since a warning is a bug.
import {spawn} from 'node:child_process';
import {describeBrokenLinks, readRouteSources} from './brokenLinkSources.mjs';
import {parseArgs} from 'node:util';
import {writeHostingHeaders} from './hosting-headers/index.mjs';
import {checkGlobalStylesheet} from './css-budget/index.mjs';

const {values: options} = parseArgs({options: {'out-dir': {type: 'string', default: 'build'}}, strict: false});

const child = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {stdio: ['inherit', 'pipe', 'pipe']});
let warnings = 0;
let output = '';
for (const [stream, target] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  stream.on('data', (chunk) => {
    target.write(chunk);
    const text = chunk.toString();
    output += text;
    warnings += (text.match(/\[WARNING\]/g) ?? []).length;
  });
}
child.on('close', async (code) => {
  if (code === 0 && warnings > 0) {
    console.error(
      `\nbuild: Docusaurus printed ${warnings} warning(s) above; fix them, the build does not pass with warnings.`,
    );
    process.exit(1);
  }
  if (code === 0) {
    const {scriptHashes, livePages, tryItPages} = await writeHostingHeaders(String(options['out-dir']));
    console.log(
      `build: wrote _headers and nginx-headers.conf (CSP with ${scriptHashes} inline-script hashes; 'unsafe-eval' on the ${livePages} pages with a live code block; RPC origins in connect-src on the ${tryItPages} pages with a Try-it form).`,
    );
    const stylesheetProblems = await checkGlobalStylesheet(String(options['out-dir']));
    if (stylesheetProblems.length > 0) {
      console.error(`\nbuild: the global stylesheet is over its budget:\n${stylesheetProblems.join('\n')}`);
      process.exit(1);
    }
  }
  if (code !== 0) nameBrokenLinkFiles();
  process.exit(code ?? 1);
});

/** Docusaurus names only the route of a page with a broken link or anchor: print the file it is in. */
function nameBrokenLinkFiles() {
  const lines = describeBrokenLinks(output, readRouteSources('.docusaurus'));
  if (lines.length === 0) return;
  const list = lines.map((line) => `  ${line}`).join('\n');
  console.error(`\nbuild: the broken links and anchors above, by file:\n${list}`);
}
