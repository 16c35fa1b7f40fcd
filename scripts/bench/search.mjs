/** Search figures: index size, the time indexing adds to a build, answer times, and keystroke to results in Chromium. */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {loadFreshModule} from '@docusaurus/utils';
import {launchChromium} from './browser.mjs';

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Every route of a built site, from its HTML files. */
function builtRoutes(outDir, dir = outDir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtRoutes(outDir, full);
    if (!entry.name.endsWith('.html')) return [];
    const route = `/${path
      .relative(outDir, full)
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')}`;
    return [route.replace(/\/$/, '') || '/'];
  });
}

async function keystrokeToResults(origin, queries) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/general`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const timings = [];
    for (const query of queries) {
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await input.waitFor();
      const started = await page.evaluate(() => performance.now());
      await input.fill(query);
      await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
      timings.push((await page.evaluate(() => performance.now())) - started);
      await page.keyboard.press('Escape');
    }
    return timings;
  } finally {
    await browser.close();
  }
}

/** Search figures of the site built in `siteDir/build`, with its browser part against that build served at `origin`. */
export async function measureSearch(siteDir, origin) {
  const outDir = path.join(siteDir, 'build');
  const indexFile = readdirSync(path.join(outDir, 'search')).find((name) => name.startsWith('index.'));
  const raw = readFileSync(path.join(outDir, 'search', indexFile));
  const plugin = await loadFreshModule(path.join(siteDir, 'src/plugins/local-search/index.ts'));
  const {localSearchOptions} = await loadFreshModule(path.join(siteDir, 'src/config/search.ts'));
  const startedIndexing = performance.now();
  await plugin.buildIndex(outDir, builtRoutes(outDir), localSearchOptions);
  const indexingMs = performance.now() - startedIndexing;

  const {unpackIndex} = await loadFreshModule(path.join(siteDir, 'src/plugins/local-search/records.ts'));
  const {createEngine} = await loadFreshModule(path.join(siteDir, 'src/plugins/local-search/client/engine.ts'));
  const {answer} = await loadFreshModule(path.join(siteDir, 'src/plugins/local-search/client/searchClient.ts'));
  const engine = createEngine(unpackIndex(JSON.parse(raw.toString())));
  const queries = JSON.parse(readFileSync(path.join(siteDir, 'tests/search-relevance.json'), 'utf8')).map(
    (c) => c.query,
  );
  const answerTimes = [];
  for (let round = 0; round < 20; round++) {
    for (const query of queries) {
      const started = performance.now();
      answer(engine, {query, hitsPerPage: 20});
      answerTimes.push(performance.now() - started);
    }
  }
  const browserTimes = await keystrokeToResults(origin, queries.slice(0, 10));
  return {
    records: JSON.parse(raw.toString()).sections.length,
    indexBytes: raw.length,
    indexGzipBytes: gzipSync(raw, {level: 9}).length,
    indexingMs: Math.round(indexingMs),
    answerP50Ms: Number(percentile(answerTimes, 50).toFixed(2)),
    answerP95Ms: Number(percentile(answerTimes, 95).toFixed(2)),
    keystrokeToResultsP50Ms: Math.round(percentile(browserTimes, 50)),
  };
}
