#!/usr/bin/env node
// `node scripts/bench/search-only.mjs`: the search part of the bench alone, against this checkout's build/ (run
// `npm run build` first). It replaces the search figures of bench/results.json and rewrites its table in bench/RESULTS.md.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {benchTableNote, writeResultsTable} from './resultsFile.mjs';
import {benchRows} from './rows.mjs';
import {measureSearch} from './search.mjs';
import {serveBuild} from './serve.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const resultsFile = path.join(root, 'bench/results.json');
const server = await serveBuild(path.join(root, 'build'), 4305);
try {
  const search = await measureSearch(root, server.origin);
  const results = {...JSON.parse(readFileSync(resultsFile, 'utf8')), search, searchDate: new Date().toISOString()};
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  writeResultsTable(path.join(root, 'bench/RESULTS.md'), benchRows(results), benchTableNote(results));
  console.log(JSON.stringify(search, null, 2));
} finally {
  await server.close();
}
