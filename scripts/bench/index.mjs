#!/usr/bin/env node
// `npm run bench`: measures the site on a clean clone of HEAD and writes bench/results.json and the README table.
import {readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cleanClone, measureInstall, removeClone} from './build.mjs';
import {measureBuildsWithAndWithoutFaster} from './faster.mjs';
import {measureLighthouse, newestBlogPostRoute} from './lighthouse.mjs';
import {FIRST_VISIT_PAGES, lighthousePages} from './pages.mjs';
import {measurePageWeight} from './pageweight.mjs';
import {writeReadmeTable} from './readme.mjs';
import {benchRows} from './rows.mjs';
import {measureScale} from './scale.mjs';
import {measureSearch} from './search.mjs';
import {serveBuild} from './serve.mjs';

const BENCH_PORT = 4310;

/** Search, page weight and Lighthouse, against the clone's build served by serve-static. */
async function measureServedSite(clone) {
  const buildDir = path.join(clone, 'build');
  const feed = path.join(buildDir, 'blog', 'atom.xml');
  const blogPost = newestBlogPostRoute(readFileSync(feed, 'utf8'), feed);
  const server = await serveBuild(buildDir, BENCH_PORT);
  try {
    console.log('bench: search');
    const search = await measureSearch(clone, server.origin);
    console.log('bench: first-visit JavaScript and third-party requests');
    const pageWeight = await measurePageWeight(server.origin, FIRST_VISIT_PAGES);
    console.log('bench: Lighthouse');
    const lighthouse = measureLighthouse(server.origin, lighthousePages(blogPost));
    return {search, pageWeight, lighthouse};
  } finally {
    await server.close();
  }
}

const root = path.resolve(import.meta.dirname, '..', '..');
const started = performance.now();
const clone = cleanClone(root);
try {
  console.log('bench: npm ci on a clean clone');
  const install = measureInstall(clone);
  console.log('bench: cold and warm builds without Faster, then with it');
  const builds = measureBuildsWithAndWithoutFaster(clone);
  const served = await measureServedSite(clone);
  console.log('bench: scale run');
  const scale = measureScale(clone, builds.faster.cold);

  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    install,
    build: builds.faster,
    buildWithoutFaster: builds.withoutFaster,
    fasterColdRatio: builds.fasterColdRatio,
    scale,
    ...served,
    benchMinutes: Number(((performance.now() - started) / 60_000).toFixed(1)),
  };
  writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeReadmeTable(
    path.join(root, 'README.md'),
    benchRows(results),
    `Measured by \`npm run bench\` on ${results.date.slice(0, 10)} (${results.machine}) in ${results.benchMinutes} min.`,
  );
  console.log(JSON.stringify(results, null, 2));
} finally {
  removeClone(clone);
}
