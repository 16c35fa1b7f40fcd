#!/usr/bin/env node
// `node scripts/bench/search-ui-compare.mjs --before <build dir>`: the search interface of this checkout's build/
// beside an earlier build (the anchor), in one run: modal open on a fresh page, interleaved; keystroke to results over
// the topic and broad queries; Lighthouse of the search page beside a doc page. Writes bench/search-ui.json.
import {readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {BROAD_QUERIES, keystrokeToResults, percentile} from './search.mjs';
import {measureModalOpen, measureSearchPageLighthouse} from './search-ui.mjs';
import {serveBuild} from './serve.mjs';

const {values: options} = parseArgs({options: {before: {type: 'string'}, rounds: {type: 'string', default: '7'}}});
if (!options.before) throw new Error('bench: name the anchor build with --before <dir>');
const root = path.resolve(import.meta.dirname, '..', '..');
const load = () => os.loadavg().map((value) => Number(value.toFixed(1)));
const topics = JSON.parse(readFileSync(path.join(root, 'tests/search-relevance.json'), 'utf8')).map(({query}) => query);

const before = await serveBuild(path.resolve(options.before), 4312);
const after = await serveBuild(path.join(root, 'build'), 4313);
try {
  const started = {date: new Date().toISOString(), loadAverage: load()};
  console.log('bench: modal open, before and after');
  const modalOpen = await measureModalOpen({before: before.origin, after: after.origin}, Number(options.rounds));
  console.log('bench: keystroke to results');
  const keystroke = {};
  for (const [name, server] of [
    ['before', before],
    ['after', after],
  ]) {
    const times = await keystrokeToResults(server.origin, [...topics, ...BROAD_QUERIES]);
    keystroke[name] = {
      p50Ms: Math.round(percentile(times, 50)),
      p95Ms: Math.round(percentile(times, 95)),
      broadMs: Object.fromEntries(BROAD_QUERIES.map((query, i) => [query, Math.round(times[times.length - 3 + i])])),
    };
  }
  console.log('bench: Lighthouse of the search page beside a doc page');
  const lighthouse = measureSearchPageLighthouse(after.origin, 3);
  const results = {
    ...started,
    machine: `${os.cpus().length} cores`,
    loadAverageAtEnd: load(),
    modalOpen,
    keystroke,
    lighthouse,
  };
  writeFileSync(path.join(root, 'bench/search-ui.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
} finally {
  await before.close();
  await after.close();
}
