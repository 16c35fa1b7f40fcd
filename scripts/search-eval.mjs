#!/usr/bin/env node
/**
 * Ranks the tuning part of the real-question set (batches 1 to 5 and the entries without a batch) and the known-item
 * recall check against a built index, and prints HIT@1 / HIT@3, the tuning misses and the recall.
 *
 *   [SEARCH_WITHOUT=signal,…] node scripts/search-eval.mjs [--build build] [--quiet] [--held-out]
 *
 * The held-out batch 6 is filtered out before anything is ranked or printed. The held-out files are read only with
 * `--held-out`, which prints their figures and never their questions or misses: the lead runs it once.
 */
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const build = path.resolve(root, option('--build', 'build'));
const quiet = args.includes('--quiet');
const heldOut = args.includes('--held-out');

const {loadBuiltEngine} = jiti('../tests/support/builtIndex.ts');
const {answer} = jiti('../src/plugins/local-search/client/searchClient.ts');
const {knownItems} = jiti('../tests/support/knownItems.ts');
const {currentDocsFilters, inCurrentDocs} = jiti('../tests/support/searchContext.ts');

const pct = (part, whole) => ((100 * part) / Math.max(1, whole)).toFixed(1);
const pagesOf = (hits) => [...new Set(hits.map((hit) => new URL(hit.url, 'https://site.invalid').pathname))];

async function rankAll(engine, questions) {
  const ranks = [];
  for (const question of questions) {
    const {hits} = await answer(engine, {query: question.query, facetFilters: currentDocsFilters, hitsPerPage: 20});
    const pages = pagesOf(hits);
    ranks.push({
      ...question,
      rank: pages.findIndex((page) => question.answers.includes(page)) + 1 || Infinity,
      top: pages.slice(0, 3),
    });
  }
  return ranks;
}
const figures = (ranked) =>
  `${ranked.length} questions: HIT@1 ${pct(ranked.filter((r) => r.rank <= 1).length, ranked.length)}% (${ranked.filter((r) => r.rank <= 1).length}), HIT@3 ${pct(ranked.filter((r) => r.rank <= 3).length, ranked.length)}% (${ranked.filter((r) => r.rank <= 3).length})`;

// SEARCH_WITHOUT=asTyped leaves that ranking signal out (see SIGNALS in client/engine.ts).
const without = (process.env.SEARCH_WITHOUT ?? '').split(',').filter(Boolean);
if (without.length) console.log(`without: ${without.join(', ')}`);
// SEARCH_WEIGHTS='{"stemOnlyWord":0.8}' measures other weights than the shipped ones.
const weights = JSON.parse(process.env.SEARCH_WEIGHTS ?? '{}');
const {engine} = await loadBuiltEngine(build, {without, weights});
const all = JSON.parse(readFileSync(path.join(root, 'tests', 'search-questions.json'), 'utf8'));

if (heldOut) {
  // Figures only: the held-out questions and their misses are never printed.
  const batch6 = all.filter((question) => question.batch === 6);
  const file = JSON.parse(readFileSync(path.join(root, 'tests', 'search-heldout-2026-12.json'), 'utf8'));
  const entries = Array.isArray(file) ? file : (file.questions ?? Object.values(file).find(Array.isArray) ?? []);
  // Each entry as the question set has it ({query, answers}), or as the relevance set has it ({query, expect}).
  const fresh = entries
    .map((entry) => ({...entry, answers: entry.answers ?? [entry.expect ?? entry.answer].flat().filter(Boolean)}))
    .filter((entry) => typeof entry.query === 'string' && entry.answers.length > 0);
  if (fresh.length !== entries.length || fresh.length === 0)
    console.log(
      `held-out 2026-12: ${entries.length - fresh.length} of ${entries.length} entries have no query and answers`,
    );
  const withoutNote = without.length ? ` (without ${without.join(', ')})` : '';
  console.log(`held-out batch 6${withoutNote}: ${figures(await rankAll(engine, batch6))}`);
  console.log(`held-out 2026-12${withoutNote}: ${figures(await rankAll(engine, fresh))}`);
  process.exit(0);
}

const tuning = all.filter((question) => question.batch !== 6);
const ranked = await rankAll(engine, tuning);
if (!quiet)
  for (const {query, answers, rank, top} of ranked.filter((r) => r.rank > 1))
    console.log(`#${rank} "${query}" → ${answers.join(' or ')}; got ${top.join(', ')}`);
console.log(`tuning: ${figures(ranked)}`);

await engine.loadText(engine.records);
const items = knownItems(
  engine.records.filter((record) => inCurrentDocs(record.docusaurus_tag)),
  150,
);
const ranks = [];
for (const {query, page} of items) {
  const {hits} = await answer(engine, {query, facetFilters: currentDocsFilters, hitsPerPage: 100});
  const rank = pagesOf(hits).indexOf(page) + 1 || Infinity;
  ranks.push(rank);
  if (!quiet && rank > 10) console.log(`known-item miss #${rank} "${query}" → ${page}`);
}
const within = (top) => ranks.filter((rank) => rank <= top).length;
// The rare plain words typed alone (not identifiers): the reader's single word the ranking must not lose.
const plain = items.map((item, i) => [item, ranks[i]]).filter(([{query}]) => /^\p{L}+$/u.test(query));
console.log(`known items, plain words alone: ${plain.length}, top 10: ${plain.filter(([, r]) => r <= 10).length}`);
console.log(
  `known items: ${items.length}, top 10: ${within(10)} (${pct(within(10), items.length)}%), top 3: ${within(3)} (${pct(within(3), items.length)}%)`,
);

const topics = JSON.parse(readFileSync(path.join(root, 'tests', 'search-relevance.json'), 'utf8'));
let topicHits = 0;
for (const {query, expect} of topics) {
  const {hits} = await answer(engine, {query, facetFilters: currentDocsFilters, hitsPerPage: 100});
  const rank = pagesOf(hits).indexOf(expect) + 1 || Infinity;
  if (rank <= 3) topicHits++;
  else if (!quiet) console.log(`topic miss #${rank} "${query}" → ${expect}`);
}
console.log(`topics: ${topics.length}, top 3: ${topicHits} (${pct(topicHits, topics.length)}%)`);
