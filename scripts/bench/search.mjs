/**
 * Search figures: index size, the time indexing adds to a build, known-item recall, topic relevance and HIT@1 and
 * HIT@3 on the real-question set (whole and held out, per audience), bytes of a
 * five-query session on this site and on the scale run, keystroke to results in Chromium, and the same figures for
 * Pagefind on the same pages (search-engines.mjs).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {loadFreshModule} from '@docusaurus/utils';
import {countDocPages} from './scale.mjs';
import {writeScaledSite} from './search-scale.mjs';
import {
  PAGEFIND_VERSION,
  buildPagefind,
  measureLocalSession,
  measurePagefind,
  removeDir,
  temporaryDir,
} from './search-engines.mjs';
import {measureKeystrokes, measureModalOpen, measureSearchPageLighthouse} from './search-ui.mjs';
import {serveBuild} from './serve.mjs';

/** A reader's session: five queries typed one key at a time, topic words and identifiers. */
export const SESSION_QUERIES = [
  'chain id mainnet',
  'pay gas with stablecoin',
  'eth_getCode',
  'run a node',
  'epoch rewards',
];
/** Words that match most of the site ("CELO" is in 2,800 of 3,447 sections): the slowest queries to rank. */
export const BROAD_QUERIES = ['CELO', 'token', 'address'];
/** Rounds of the modal-open and search page Lighthouse measures. */
const MODAL_OPEN_ROUNDS = 7;
const LIGHTHOUSE_ROUNDS = 3;
const SCALE_FACTOR = 10;
const SCALE_PORT = 4306;
const PAGEFIND_PORT = 4307;

export function percentile(values, p) {
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

const gzipBytes = (file) => gzipSync(readFileSync(file), {level: 9}).length;

/** Sizes of the local index in `outDir`: the page and heading file, the term shards and the text files. */
function indexSizes(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, 'search', 'manifest.json'), 'utf8'));
  const sum = (files) => files.reduce((total, file) => total + gzipBytes(path.join(outDir, file)), 0);
  const numbered = ({folder}, count) => Array.from({length: count}, (_, n) => `${folder}${n}.json`);
  const termFiles = numbered(manifest.terms, manifest.terms.first.length);
  const textFiles = numbered(manifest.texts, manifest.records);
  return {
    records: manifest.records,
    headingsGzipBytes: gzipBytes(path.join(outDir, manifest.index)),
    termShards: termFiles.length,
    termsGzipBytes: sum(termFiles),
    textFiles: textFiles.length,
    textGzipBytes: sum(textFiles),
  };
}

const share = (ranks, top) => Number(((100 * ranks.filter((rank) => rank <= top).length) / ranks.length).toFixed(1));

/** Known-item and topic ranks of the local index in `outDir`, through the site's own search client. */
async function localRanks(siteDir, outDir) {
  const load = (file) => loadFreshModule(path.join(siteDir, file));
  const {loadBuiltEngine} = await load('tests/support/builtIndex.ts');
  const {answer} = await load('src/plugins/local-search/client/searchClient.ts');
  const {knownItems} = await load('tests/support/knownItems.ts');
  const {currentDocsFilters, inCurrentDocs} = await load('tests/support/searchContext.ts');
  const {engine} = await loadBuiltEngine(outDir);
  await engine.loadText(engine.records);
  const items = knownItems(
    engine.records.filter((record) => inCurrentDocs(record.docusaurus_tag)),
    150,
  );
  const topics = JSON.parse(readFileSync(path.join(siteDir, 'tests/search-relevance.json'), 'utf8')).map(
    ({query, expect}) => ({query, page: expect}),
  );
  const rank = async ({query, page}) => {
    const {hits} = await answer(engine, {query, facetFilters: currentDocsFilters, hitsPerPage: 100});
    const pages = [...new Set(hits.map((hit) => new URL(hit.url, 'https://site.invalid').pathname))];
    return pages.indexOf(page) + 1 || Infinity;
  };
  const itemRanks = [];
  for (const item of items) itemRanks.push(await rank(item));
  const topicRanks = [];
  for (const topic of topics) topicRanks.push(await rank(topic));
  const {loadQuestions, rankQuestions, summarize} = await load('tests/support/searchQuestions.ts');
  const questions = summarize(await rankQuestions(engine, loadQuestions()));
  return {items, topics, itemRanks, topicRanks, questions};
}

/** Builds the local index of `outDir` and returns the milliseconds it took. */
async function timeIndexing(siteDir, outDir) {
  const plugin = await loadFreshModule(path.join(siteDir, 'src/plugins/local-search/index.ts'));
  const {localSearchOptions} = await loadFreshModule(path.join(siteDir, 'src/config/search.ts'));
  const started = performance.now();
  await plugin.buildIndex(outDir, builtRoutes(outDir), localSearchOptions);
  return Math.round(performance.now() - started);
}

/** Pagefind on a copy of `buildDir` (it writes into the site): index time and size, session bytes, ranks. */
async function pagefindFigures(siteCopy, items, topics) {
  const indexSeconds = buildPagefind(siteCopy);
  const {session, ranks, answerTimes} = await measurePagefind(siteCopy, PAGEFIND_PORT, SESSION_QUERIES, [
    ...items,
    ...topics,
  ]);
  const itemRanks = ranks.slice(0, items.length);
  const topicRanks = ranks.slice(items.length);
  return {
    indexSeconds,
    sessionGzipBytes: session.total,
    sessionFiles: session.files,
    answerP95Ms: Math.round(percentile(answerTimes.slice(1), 95)),
    recallTop10: share(itemRanks, 10),
    recallTop3: share(itemRanks, 3),
    relevanceTop3: share(topicRanks, 3),
  };
}

/** Search figures of the site built in `siteDir/build`, with its browser part against that build served at `origin`. */
export async function measureSearch(siteDir, origin) {
  const outDir = path.join(siteDir, 'build');
  const indexingMs = await timeIndexing(siteDir, outDir);
  const {items, topics, itemRanks, topicRanks, questions} = await localRanks(siteDir, outDir);
  const session = await measureLocalSession(origin, SESSION_QUERIES);
  // Every topic query and the broad ones: a p95 of 20 timings would be the slowest of them, not a percentile.
  const queries = [...topics.map((topic) => topic.query), ...BROAD_QUERIES];
  const {site: typed} = await measureKeystrokes({site: origin}, queries);
  const browserTimes = Object.values(typed).flat();
  const broadTimes = BROAD_QUERIES.flatMap((query) => typed[query]);
  const modalOpen = (await measureModalOpen({site: origin}, MODAL_OPEN_ROUNDS)).site;
  const searchPage = measureSearchPageLighthouse(origin, LIGHTHOUSE_ROUNDS);

  const scaleDir = temporaryDir('search-scale');
  const siteCopy = temporaryDir('search-pagefind');
  try {
    writeScaledSite(outDir, scaleDir, SCALE_FACTOR * countDocPages(siteDir));
    const scaleIndexingMs = await timeIndexing(siteDir, scaleDir);
    const scaleServer = await serveBuild(scaleDir, SCALE_PORT);
    let scaleSession;
    try {
      scaleSession = await measureLocalSession(scaleServer.origin, SESSION_QUERIES);
    } finally {
      await scaleServer.close();
    }
    writeScaledSite(outDir, siteCopy, 0);
    const pagefind = await pagefindFigures(siteCopy, items, topics);
    const pagefindScaleSeconds = buildPagefind(scaleDir);
    const pagefindScale = await measurePagefind(scaleDir, PAGEFIND_PORT, SESSION_QUERIES, []);
    return {
      ...indexSizes(outDir),
      indexingMs,
      knownItems: items.length,
      recallTop10: share(itemRanks, 10),
      recallTop3: share(itemRanks, 3),
      topicQueries: topics.length,
      relevanceTop3: share(topicRanks, 3),
      questions,
      sessionQueries: SESSION_QUERIES,
      sessionGzipBytes: session.total,
      sessionFiles: session.files,
      scale: {...indexSizes(scaleDir), indexingMs: scaleIndexingMs, sessionGzipBytes: scaleSession.total},
      keystrokeToResultsP50Ms: Math.round(percentile(browserTimes, 50)),
      keystrokeToResultsP95Ms: Math.round(percentile(browserTimes, 95)),
      broadQueries: BROAD_QUERIES,
      broadQueryMaxMs: Math.round(Math.max(...broadTimes)),
      modalOpenMedianMs: modalOpen.medianMs,
      searchPage,
      pagefind: {
        version: PAGEFIND_VERSION,
        ...pagefind,
        scale: {indexSeconds: pagefindScaleSeconds, sessionGzipBytes: pagefindScale.session.total},
      },
    };
  } finally {
    removeDir(scaleDir);
    removeDir(siteCopy);
  }
}
