#!/usr/bin/env node
// How old links found in the wild fare (issue #51): each path of tests/legacy-wild.tsv (or, with --held-out, of
// tests/legacy-wild-heldout.tsv, which nobody tuning the rules reads) is followed and judged against the page it
// should reach: right page (in at most two hops: the host's 301, then the not-found page's forward), right page first
// among the not-found page's matches, wrong page, or left on the not-found page (right for a path judged NONE).
//   node scripts/legacy-wild-eval.mjs              the address map rebuilt from today's rules over build/'s pages,
//                                                  and the not-found page's matcher, in Node: for tuning
//   node scripts/legacy-wild-eval.mjs --browser    the build in Chromium, through scripts/serve-static.mjs and nginx
//   --held-out   the held-out file, figures only     --show   list every path not landed right (not with --held-out)
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {loadFreshModule} from '@docusaurus/utils';
import {chromium} from '@playwright/test';
import {startNginx} from '../tests/support/nginx.mjs';
import {e2eLaunchOptions} from './chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const build = path.join(root, 'build');
const {values: options} = parseArgs({
  options: {browser: {type: 'boolean'}, 'held-out': {type: 'boolean'}, show: {type: 'boolean'}},
});
if (options['held-out'] && options.show) {
  console.error('--show lists paths: the held-out set is for figures only');
  process.exit(2);
}
const file = path.join(root, options['held-out'] ? 'tests/legacy-wild-heldout.tsv' : 'tests/legacy-wild.tsv');

/** The rows to judge: in the tuning file, the ones above its former held-out marker are the tuning and made-up sets. */
function readRows() {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const marker = lines.findIndex((line) => line.startsWith('# held-out'));
  return lines
    .slice(0, options['held-out'] || marker < 0 ? undefined : marker)
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [oldPath, expected, set, , , hash] = line.split('\t');
      return {oldPath, expected: expected.split('#')[0], set, hash};
    });
}

/** right | suggested | wrong | missed, from where the reader ended and what the not-found page offered first. */
function verdict(row, landed, suggested) {
  if (row.expected === 'NONE') return landed === undefined || landed.startsWith('/tutorials') ? 'right' : 'wrong';
  if (landed !== undefined) return landed === row.expected ? 'right' : 'wrong';
  return suggested === row.expected ? 'suggested' : 'missed';
}

function report(label, results) {
  const sets = new Map();
  for (const {row, outcome} of results) {
    const counts = sets.get(row.set) ?? {paths: 0, right: 0, suggested: 0, wrong: 0, missed: 0};
    counts.paths += 1;
    counts[outcome] += 1;
    sets.set(row.set, counts);
  }
  for (const [set, counts] of sets) {
    const share = (count) => `${((100 * count) / counts.paths).toFixed(1)}%`;
    console.log(
      `${label} ${set}: ${counts.paths} paths; right page ${counts.right} (${share(counts.right)}); ` +
        `right page first on the not-found page ${counts.suggested} (together ${share(counts.right + counts.suggested)}); ` +
        `wrong page ${counts.wrong}; missed ${counts.missed}`,
    );
  }
  if (options.show) {
    for (const {row, outcome, landed, suggested} of results.filter(({outcome}) => outcome !== 'right')) {
      console.log(
        `  ${outcome}\t${row.oldPath}\texpected ${row.expected}\tlanded ${landed ?? '404'}\tfirst ${suggested ?? '-'}`,
      );
    }
  }
}

/** In Node: the address map rebuilt from today's rules over the built pages, then the not-found page's logic. */
async function judgeInNode(rows) {
  const {buildAddressMap} = await loadFreshModule(path.join(root, 'src/plugins/legacy-redirects/addressMap.ts'));
  const {pageOutline} = await loadFreshModule(path.join(root, 'src/plugins/legacy-redirects/pageOutline.ts'));
  const {readBuiltPage} = await loadFreshModule(path.join(root, 'src/plugins/builtPages.ts'));
  const {redirects} = await loadFreshModule(path.join(root, 'src/data/redirects.ts'));
  const lists = await loadFreshModule(path.join(root, 'src/plugins/legacy-redirects/pathLists.ts'));
  const {addressTarget} = await import('../src/plugins/legacy-redirects/addressLookup.mjs');
  const {createPathMatcher, matchTableOf} = await import('../src/plugins/legacy-redirects/pathMatch.mjs');
  const built = JSON.parse(fs.readFileSync(path.join(build, 'address-map.json'), 'utf8'));
  const pages = new Set(
    Object.keys(built.outlines ?? {}).length ? Object.keys(built.outlines) : Object.values(built.exact),
  );
  const titles = {};
  const outlines = {};
  for (const page of pages) {
    const html = await readBuiltPage(build, page);
    if (html === undefined) continue;
    const outline = pageOutline(html);
    if (outline.title) titles[page] = outline.title;
    outlines[page] = outline.headings;
  }
  const known = [lists.LEGACY_LIST, lists.HISTORY_LIST, lists.SERVED_LIST].flatMap((list) =>
    lists.readPathList(path.join(root, list)),
  );
  const map = buildAddressMap(redirects, pages, [...new Set(known)], titles, outlines);
  const matcher = createPathMatcher(matchTableOf(map));
  return rows.map((row) => {
    const landed =
      addressTarget(map, row.oldPath) ?? (pages.has(row.oldPath) ? row.oldPath : matcher.clearMatch(row.oldPath));
    const suggested = landed === undefined ? matcher.rank(row.oldPath)[0]?.page : undefined;
    return {row, landed, suggested, outcome: verdict(row, landed, suggested)};
  });
}

async function startServeStatic(port) {
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve-static.mjs'), '--dir', build, '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await once(server.stdout, 'data');
  return async () => {
    server.kill();
    await once(server, 'exit');
  };
}

/** nginx with the build's redirect and header files (tests/support/nginx.mjs). */
function startBuildNginx(port) {
  const nginx = startNginx(build, port);
  return async () => nginx.stop();
}

/** Follows one old link in the browser: the host's redirect, then, on the not-found page, its forward or its list. */
async function follow(context, origin, row) {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${row.oldPath}${row.hash ? `#${row.hash}` : ''}`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const notFound = () => page.locator('main h1', {hasText: 'Page Not Found'}).count();
    if (await notFound()) {
      const answer = page.locator('[data-testid=address-history], [data-testid=address-forwarding]');
      await answer
        .first()
        .waitFor({timeout: 3000})
        .catch(() => undefined);
      if (await page.locator('[data-testid=address-forwarding]').count()) {
        await page.waitForURL((url) => decodeURI(url.pathname) !== row.oldPath, {timeout: 5000});
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      }
    }
    if (await notFound()) {
      const first = await page
        .locator('[data-testid=address-history] a')
        .first()
        .getAttribute('href')
        .catch(() => null);
      return {landed: undefined, suggested: first ?? undefined};
    }
    return {landed: decodeURI(new URL(page.url()).pathname)};
  } finally {
    await page.close();
  }
}

async function judgeInBrowser(rows, origin, label) {
  const browser = await chromium.launch(e2eLaunchOptions);
  const context = await browser.newContext({serviceWorkers: 'block'});
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const results = [];
  const queue = [...rows];
  await Promise.all(
    Array.from({length: 4}, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        const {landed, suggested} = await follow(context, origin, row);
        results.push({row, landed, suggested, outcome: verdict(row, landed, suggested)});
      }
    }),
  );
  await browser.close();
  report(label, results);
}

const rows = readRows();
if (!options.browser) {
  report('node', await judgeInNode(rows));
} else {
  for (const [label, start, port] of [
    ['serve-static', startServeStatic, 4391],
    ['nginx', startBuildNginx, 4392],
  ]) {
    const stop = await start(port);
    try {
      await judgeInBrowser(rows, `http://127.0.0.1:${port}`, label);
    } finally {
      await stop();
    }
  }
}
