#!/usr/bin/env node
// `node scripts/bench/search-ui-compare.mjs --before <build dir>`: the search interface of this checkout's build/
// beside an earlier build (the anchor), in one interleaved run: modal open and first answer on a fresh page, for a
// mouse and a keyboard reader; keystroke to results key by key once the index is loaded, broad queries included;
// Lighthouse of the search page and a doc page of both builds. Writes bench/search-ui.json and its table in bench/RESULTS.md.
import {readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {measureLighthouseRounds} from './lighthouse.mjs';
import {DOC_PAGE} from './pages.mjs';
import {writeResultsSection} from './resultsFile.mjs';
import {BROAD_QUERIES, percentile} from './search.mjs';
import {
  FIRST_QUERY,
  KEY_INTERVAL_MS,
  READER_PAUSE_MS,
  SEARCH_PAGE,
  measureFreshPageSearch,
  measureKeystrokes,
} from './search-ui.mjs';
import {serveBuild} from './serve.mjs';

const {values: options} = parseArgs({
  options: {
    before: {type: 'string'},
    rounds: {type: 'string', default: '7'},
    'lighthouse-rounds': {type: 'string', default: '3'},
    /** Every n-th topic query is typed key by key beside the broad ones. */
    'topic-step': {type: 'string', default: '4'},
  },
});
if (!options.before) throw new Error('bench: name the anchor build with --before <dir>');
const root = path.resolve(import.meta.dirname, '..', '..');
const load = () => os.loadavg().map((value) => Number(value.toFixed(1)));
const topics = JSON.parse(readFileSync(path.join(root, 'tests/search-relevance.json'), 'utf8'))
  .map(({query}) => query)
  .filter((_, index) => index % Number(options['topic-step']) === 0);
const median = (values) => percentile(values, 50);

const before = await serveBuild(path.resolve(options.before), 4312);
const after = await serveBuild(path.join(root, 'build'), 4313);
const origins = {before: before.origin, after: after.origin};
try {
  const started = {date: new Date().toISOString(), loadAverage: load()};
  console.log('bench: modal open and first answer on a fresh page, mouse and keyboard, before and after');
  const freshPage = await measureFreshPageSearch(origins, Number(options.rounds));
  console.log('bench: keystroke to results, key by key');
  const typed = await measureKeystrokes(origins, [...BROAD_QUERIES, ...topics]);
  const keystroke = Object.fromEntries(
    Object.entries(typed).map(([name, byQuery]) => {
      const all = Object.values(byQuery).flat();
      const broad = BROAD_QUERIES.flatMap((query) => byQuery[query]);
      return [
        name,
        {
          keys: all.length,
          p50Ms: percentile(all, 50),
          p95Ms: percentile(all, 95),
          broadKeys: broad.length,
          broadP95Ms: percentile(broad, 95),
          broadMaxMs: Object.fromEntries(BROAD_QUERIES.map((query) => [query, Math.max(...byQuery[query])])),
          byQuery,
        },
      ];
    }),
  );
  console.log('bench: Lighthouse of the search page and a doc page, both builds');
  const runs = measureLighthouseRounds(
    [SEARCH_PAGE, DOC_PAGE].map((route) =>
      Object.entries(origins).map(([name, origin]) => ({name: `${name} ${route}`, url: `${origin}${route}`})),
    ),
    Number(options['lighthouse-rounds']),
  );
  const lighthouse = Object.fromEntries(
    Object.keys(origins).map((name) => {
      const summary = (route) => {
        const all = runs.get(`${name} ${route}`);
        return {
          route,
          performance: median(all.map((run) => run.performance)),
          cls: Number(median(all.map((run) => run.cls)).toFixed(3)),
          tbtMs: median(all.map((run) => run.tbtMs)),
          runs: all.length,
        };
      };
      return [name, {search: summary(SEARCH_PAGE), doc: summary(DOC_PAGE)}];
    }),
  );
  const results = {
    ...started,
    machine: `${os.cpus().length} cores`,
    loadAverageAtEnd: load(),
    anchor: path.resolve(options.before),
    readerPauseMs: READER_PAUSE_MS,
    keyIntervalMs: KEY_INTERVAL_MS,
    firstQuery: FIRST_QUERY,
    freshPage,
    keystroke,
    lighthouse,
  };
  writeFileSync(path.join(root, 'bench/search-ui.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeResultsSection(path.join(root, 'bench/RESULTS.md'), 'search-ui', searchUiTable(results));
  console.log(JSON.stringify({...results, keystroke: undefined}, null, 2));
} finally {
  await before.close();
  await after.close();
}

/** The RESULTS.md table of the run: each measure before and after, and the ratio. */
function searchUiTable({date, loadAverage, loadAverageAtEnd, freshPage, keystroke, lighthouse}) {
  const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
  const ratio = (was, is) => `×${(is / was).toFixed(2)}`;
  const row = (measure, was, is, format = ms) => `| ${measure} | ${format(was)} | ${format(is)} | ${ratio(was, is)} |`;
  const page = ({performance, cls}) => `${performance}, CLS ${cls}`;
  const {before: b, after: a} = {before: freshPage.before, after: freshPage.after};
  return [
    `Measured on ${date.slice(0, 10)} by \`node scripts/bench/search-ui-compare.mjs --before <anchor build>\`, load ` +
      `average ${loadAverage[0]} at the start and ${loadAverageAtEnd[0]} at the end (figures in \`bench/search-ui.json\`).`,
    '',
    '| Measure | Before | After | Ratio |',
    '| --- | --- | --- | --- |',
    row(
      'Modal open on a fresh page, pointer over the button then a click (median)',
      b.mouse.modalOpenMedianMs,
      a.mouse.modalOpenMedianMs,
    ),
    row('Modal open on a fresh page, Ctrl then K (median)', b.keyboard.modalOpenMedianMs, a.keyboard.modalOpenMedianMs),
    row(
      `First answer on a fresh page, "${FIRST_QUERY}" typed into the opened modal to its hits (median of all runs)`,
      median([...b.mouse.runs, ...b.keyboard.runs].map((run) => run.firstAnswerMs)),
      median([...a.mouse.runs, ...a.keyboard.runs].map((run) => run.firstAnswerMs)),
    ),
    row('Keystroke to results, every key typed: p50', keystroke.before.p50Ms, keystroke.after.p50Ms),
    row('Keystroke to results, every key typed: p95', keystroke.before.p95Ms, keystroke.after.p95Ms),
    row(
      `Keystroke to results, keys of ${BROAD_QUERIES.map((query) => `"${query}"`).join(', ')}: p95`,
      keystroke.before.broadP95Ms,
      keystroke.after.broadP95Ms,
    ),
    `| Lighthouse \`${SEARCH_PAGE}\` (mobile): performance, layout shift | ${page(lighthouse.before.search)} | ${page(lighthouse.after.search)} | |`,
    `| Lighthouse \`${DOC_PAGE}\` in the same rounds | ${page(lighthouse.before.doc)} | ${page(lighthouse.after.doc)} | |`,
  ];
}
