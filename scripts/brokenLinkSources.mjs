// Docusaurus reports a broken link or anchor by the route of the page it is on (`source page path = /guide`),
// not by file. This names the file: it reads the route → module table Docusaurus generated for the build
// (`.docusaurus/routesChunkNames.json` and `registry.js`) and finds the `@site/…` modules each route renders.
import fs from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

const REGISTRY_ENTRY = /^\s*"([^"]+)": \[.*?, "([^"]+)", require\.resolveWeak/gm;
const BROKEN_ON_PAGE = /^\s*- Broken (link|anchor) on source page path = (.+):$/;
const LINKING_TO = /^\s*-> linking to (.+)$/;

/** Every string inside a routesChunkNames value (chunk names nest in objects and arrays). */
function chunkNamesIn(value) {
  if (typeof value === 'string') return [value];
  return Object.values(value ?? {}).flatMap(chunkNamesIn);
}

/**
 * The site files each route is built from, relative to the site: Map {'/guide' => ['docs/guide.md']}.
 * Empty when the generated folder holds no route table (the build stopped before writing it).
 * @param {string} generatedDir the site's `.docusaurus` folder
 * @returns {Map<string, string[]>}
 */
export function readRouteSources(generatedDir) {
  const chunkNamesFile = path.join(generatedDir, 'routesChunkNames.json');
  const registryFile = path.join(generatedDir, 'registry.js');
  if (!fs.existsSync(chunkNamesFile) || !fs.existsSync(registryFile)) return new Map();
  const moduleOfChunk = new Map();
  for (const [, chunk, module] of fs.readFileSync(registryFile, 'utf8').matchAll(REGISTRY_ENTRY)) {
    moduleOfChunk.set(chunk, module);
  }
  const sources = new Map();
  for (const [routeKey, chunks] of Object.entries(JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8')))) {
    // Keys are the route followed by a short hash: "/guide-efb".
    const route = routeKey.replace(/-[^-/]*$/, '');
    const files = chunkNamesIn(chunks)
      .map((chunk) => moduleOfChunk.get(chunk))
      .filter((module) => module?.startsWith('@site/'))
      .map((module) => module.slice('@site/'.length));
    sources.set(route, [...new Set([...(sources.get(route) ?? []), ...files])]);
  }
  return sources;
}

/**
 * One line per broken link or anchor in a Docusaurus build's output, naming the file it is in:
 * "docs/intro.md: broken link to /gide (page /)".
 * @param {string} output everything the build printed
 * @param {Map<string, string[]>} routeSources from readRouteSources
 * @returns {string[]}
 */
export function describeBrokenLinks(output, routeSources) {
  const lines = new Set();
  let page;
  for (const line of stripVTControlCharacters(output).split('\n')) {
    const header = BROKEN_ON_PAGE.exec(line);
    if (header) {
      page = {kind: header[1], route: header[2]};
      continue;
    }
    const link = LINKING_TO.exec(line);
    if (!link || !page) {
      page = undefined;
      continue;
    }
    const files = routeSources.get(page.route) ?? [];
    const where = files.length ? files.join(' or ') : 'a page without a source file (made by a plugin)';
    lines.add(`${where}: broken ${page.kind} to ${link[1]} (page ${page.route})`);
  }
  return [...lines];
}
