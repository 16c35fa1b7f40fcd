#!/usr/bin/env node
// `npm run bench`: measures the site on a clean clone of HEAD and writes bench/results.json and the README table.
import {writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cleanClone, measureBuilds, measureInstall, removeClone} from './build.mjs';
import {writeReadmeTable} from './readme.mjs';
import {measureSearch} from './search.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const clone = cleanClone(root);
try {
  console.log('bench: npm ci on a clean clone');
  const install = measureInstall(clone);
  console.log('bench: cold and warm builds');
  const builds = measureBuilds(clone);
  console.log('bench: search');
  const search = await measureSearch(clone);

  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    install,
    build: builds,
    search,
  };
  writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

  const seconds = (s) => `${s.toFixed(1)} s`;
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  writeReadmeTable(
    path.join(root, 'README.md'),
    [
      ['Install (`npm ci`, clean clone)', seconds(install.seconds)],
      ['Cold production build', `${seconds(builds.cold.seconds)}, peak ${builds.cold.peakMemoryMiB} MiB`],
      ['Warm production build', `${seconds(builds.warm.seconds)}, peak ${builds.warm.peakMemoryMiB} MiB`],
      ['Search index', `${search.records} records, ${kib(search.indexBytes)} raw, ${kib(search.indexGzipBytes)} gzip`],
      ['Time indexing adds to the build', `${(search.indexingMs / 1000).toFixed(1)} s`],
      ['Search answer time (fixture queries)', `p50 ${search.answerP50Ms} ms, p95 ${search.answerP95Ms} ms`],
      ['Keystroke to first results (Chromium)', `p50 ${search.keystrokeToResultsP50Ms} ms`],
    ],
    `Measured by \`npm run bench\` on ${results.date.slice(0, 10)} (${results.machine}).`,
  );
  console.log(JSON.stringify(results, null, 2));
} finally {
  removeClone(clone);
}
