#!/usr/bin/env node
// `npm run bench`: measures the site on a clean clone of HEAD, side by side with stock Docusaurus, and writes
// bench/results.json and the tables of bench/RESULTS.md. `npm run bench -- --compare` runs only the side-by-side part (one build
// of each site, first visits and Lighthouse) and updates those figures, keeping the others from the last full run.
// `--site-build DIR --stock-build DIR` with --compare reuses two builds instead (while iterating) and writes nothing;
// `--lighthouse-rounds N` and `--interaction-rounds N` (0 skips) shorten such a run; `--port N` serves on N and N+1.
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {cleanClone, measureColdBuild, measureInstall, removeClone} from './build.mjs';
import {compareWithStock} from './compare.mjs';
import {comparisonTables} from './compare-rows.mjs';
import {measureBuildsWithAndWithoutFaster, withFaster} from './faster.mjs';
import {benchTableNote, writeResultsSection, writeResultsTable} from './resultsFile.mjs';
import {benchRows} from './rows.mjs';
import {countDocPages, measureScale} from './scale.mjs';
import {measureSearch} from './search.mjs';
import {serveBuild} from './serve.mjs';
import {buildStockSite, stockDocRoute} from './stock.mjs';
import {writeHostingHeaders} from '../hosting-headers/index.mjs';

const SITE_PORT = 4310;
const STOCK_PORT = 4311;

/** The site (built in `clone`) and stock Docusaurus, side by side; the site's own figures are read from it. */
async function compare(clone, stockParent) {
  // Served as deployed: with the headers `npm run build` writes (caching, CSP), which `docusaurus build` alone does not.
  await writeHostingHeaders(path.join(clone, 'build'));
  console.log('bench: stock Docusaurus 3.10.2 with as many generated doc pages as the site');
  const stock = buildStockSite(stockParent, path.join(clone, 'node_modules'), countDocPages(clone));
  const comparison = await compareWithStock({
    siteBuild: path.join(clone, 'build'),
    stockBuild: stock.buildDir,
    stockDocPage: stock.docRoute,
    sitePort: SITE_PORT,
    stockPort: STOCK_PORT,
  });
  return {
    comparison,
    pageWeight: comparison.pages.map((page) => page.site.weight),
    lighthouse: comparison.pages
      .filter((page) => page.site.lighthouse)
      .map((page) => ({route: page.site.route, ...page.site.lighthouse})),
  };
}

async function measureSearchServed(clone) {
  const server = await serveBuild(path.join(clone, 'build'), SITE_PORT);
  try {
    console.log('bench: search');
    return await measureSearch(clone, server.origin);
  } finally {
    await server.close();
  }
}

async function fullRun(clone, stockParent) {
  console.log('bench: npm ci on a clean clone');
  const install = measureInstall(clone);
  console.log('bench: cold and warm builds without Faster, then with it');
  const builds = measureBuildsWithAndWithoutFaster(clone);
  const search = await measureSearchServed(clone);
  const compared = await compare(clone, stockParent);
  console.log('bench: scale run');
  const scale = measureScale(clone, builds.faster.cold);
  return {
    install,
    build: builds.faster,
    buildWithoutFaster: builds.withoutFaster,
    fasterColdRatio: builds.fasterColdRatio,
    scale,
    search,
    ...compared,
  };
}

async function compareRun(clone, stockParent) {
  console.log('bench: npm ci and one build of a clean clone');
  measureInstall(clone);
  measureColdBuild(clone, withFaster);
  return compare(clone, stockParent);
}

/** The side-by-side part on two existing builds, for iterating: prints the results and the RESULTS.md tables only. */
async function compareBuilds(siteBuild, stockBuild, rounds) {
  const comparison = await compareWithStock({
    ...rounds,
    siteBuild,
    stockBuild,
    stockDocPage: stockDocRoute(stockBuild),
  });
  console.log(JSON.stringify(comparison, null, 2));
  if (rounds.lighthouseRounds > 0) console.log(comparisonTables(comparison).join('\n'));
}

const {values: options} = parseArgs({
  options: {
    compare: {type: 'boolean', default: false},
    'site-build': {type: 'string'},
    'stock-build': {type: 'string'},
    'lighthouse-rounds': {type: 'string', default: '5'},
    'interaction-rounds': {type: 'string', default: '5'},
    port: {type: 'string', default: String(SITE_PORT)},
  },
});
if (options['site-build'] || options['stock-build']) {
  if (!options.compare || !options['site-build'] || !options['stock-build']) {
    throw new Error('bench: --site-build and --stock-build go together, with --compare');
  }
  await compareBuilds(path.resolve(options['site-build']), path.resolve(options['stock-build']), {
    lighthouseRounds: Number(options['lighthouse-rounds']),
    interactionRounds: Number(options['interaction-rounds']),
    sitePort: Number(options.port),
    stockPort: Number(options.port) + 1,
  });
  process.exit(0);
}
const root = path.resolve(import.meta.dirname, '..', '..');
const resultsFile = path.join(root, 'bench/results.json');
if (options.compare && !existsSync(resultsFile)) {
  throw new Error(`bench: --compare updates ${resultsFile}, which a full \`npm run bench\` writes first`);
}
const started = performance.now();
const clone = cleanClone(root);
const stockParent = mkdtempSync(path.join(os.tmpdir(), 'bench-stock-'));
try {
  const date = new Date().toISOString();
  const minutes = () => Number(((performance.now() - started) / 60_000).toFixed(1));
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const results = options.compare
    ? {
        ...JSON.parse(readFileSync(resultsFile, 'utf8')),
        ...(await compareRun(clone, stockParent)),
        comparisonDate: date,
        comparisonMinutes: minutes(),
      }
    : {
        date,
        machine,
        ...(await fullRun(clone, stockParent)),
        comparisonDate: date,
        benchMinutes: minutes(),
      };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  const resultsFile = path.join(root, 'bench/RESULTS.md');
  writeResultsTable(resultsFile, benchRows(results), benchTableNote(results));
  writeResultsSection(resultsFile, 'bench-compare', comparisonTables(results.comparison));
  console.log(JSON.stringify(results, null, 2));
} finally {
  removeClone(clone);
  rmSync(stockParent, {recursive: true, force: true});
}
