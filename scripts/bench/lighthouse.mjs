/** Lighthouse (mobile, its default form factor) scores and timings of pages served by serve-static. */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromiumPath} from './browser.mjs';
import {run} from './run.mjs';

/** The timings the comparison with stock Docusaurus reads, by Lighthouse audit id. */
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
};

/** The newest Lighthouse 12; run through npx so the site does not depend on it. Lighthouse 13 needs Node 22. */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

/** The route of the newest blog post, read from the build's Atom feed. */
export function newestBlogPostRoute(atomXml, feedPath) {
  const href = /<entry>[\s\S]*?<link href="([^"]+)"/.exec(atomXml)?.[1];
  if (!href) throw new Error(`bench: ${feedPath} has no <entry> with a <link href>; is the blog feed still built?`);
  return new URL(href).pathname;
}

/** The four category scores (0–100) of a Lighthouse JSON report. */
export function scoresFrom(report, url) {
  const scores = {};
  for (const [name, id] of Object.entries(CATEGORIES)) {
    const score = report.categories?.[id]?.score;
    if (typeof score !== 'number') {
      const reason = report.runtimeError?.message ?? `category ${id} has no score`;
      throw new Error(`bench: Lighthouse could not score ${url}: ${reason}`);
    }
    scores[name] = Math.round(score * 100);
  }
  return scores;
}

/** Ids of the weighted audits that cost points in accessibility, best practices and SEO, to say what to fix. */
export function failingAudits(report) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (report.categories?.[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof report.audits[ref.id]?.score === 'number')
      .filter((ref) => report.audits[ref.id].score < 1)
      .map((ref) => ref.id),
  );
}

/** Lighthouse's task groups (`mainthread-work-breakdown`) by the column that reports them; parsing HTML and CSS counts as other. */
const MAIN_THREAD_GROUPS = {
  scriptEvaluation: 'scriptEvaluation',
  scriptParseCompile: 'scriptParseCompile',
  styleLayout: 'styleLayout',
  paintCompositeRender: 'rendering',
  garbageCollection: 'gc',
  parseHTML: 'other',
  other: 'other',
};

/**
 * Main-thread time of a report, in whole milliseconds: the total and its split by kind of work (script evaluation,
 * parse and compile, style and layout, rendering, garbage collection, other).
 */
export function mainThreadFrom(report, url) {
  const audit = report.audits?.['mainthread-work-breakdown'];
  if (typeof audit?.numericValue !== 'number')
    throw new Error(`bench: Lighthouse measured no main-thread work for ${url}`);
  const split = {scriptEvaluation: 0, scriptParseCompile: 0, styleLayout: 0, rendering: 0, gc: 0, other: 0};
  for (const item of audit.details?.items ?? []) {
    const column = MAIN_THREAD_GROUPS[item.group];
    if (!column) throw new Error(`bench: unknown main-thread group ${item.group} in the report of ${url}`);
    split[column] += item.duration;
  }
  const rounded = Object.fromEntries(Object.entries(split).map(([column, ms]) => [column, Math.round(ms)]));
  return {mainThreadMs: Math.round(audit.numericValue), mainThread: rounded};
}

/** The page's scripts by main-thread time (`bootup-time`), as path, total and evaluation ms, the costliest first. */
export function scriptTimesFrom(report) {
  return (report.audits?.['bootup-time']?.details?.items ?? [])
    .map((item) => ({
      script: URL.canParse(item.url) ? new URL(item.url).pathname : item.url,
      totalMs: Math.round(item.total),
      evaluationMs: Math.round(item.scripting),
    }))
    .sort((a, b) => b.totalMs - a.totalMs);
}

function lighthouseReport(url, outDir) {
  const output = path.join(outDir, 'report.json');
  run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
    ],
    {env: {...process.env, CHROME_PATH: chromiumPath}},
  );
  return JSON.parse(readFileSync(output, 'utf8'));
}

/** First contentful paint, largest contentful paint and total blocking time of a report, in whole milliseconds. */
export function metricsFrom(report, url) {
  const metrics = {};
  for (const [name, id] of Object.entries(METRICS)) {
    const value = report.audits?.[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`bench: Lighthouse measured no ${id} for ${url}`);
    metrics[name] = Math.round(value);
  }
  return metrics;
}

/**
 * Lighthouse on groups of pages, in `rounds` rounds. A group is one page type on each site (the site's page and the
 * stock site's), measured back to back, first one then the other in turn from round to round, so that a busy moment
 * of a shared machine weighs on both alike. Returns every run of every page, by page name.
 * @param {{name: string, url: string}[][]} groups
 * @param {number} rounds
 * @returns {Map<string, object[]>}
 */
export function measureLighthouseRounds(groups, rounds) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const runs = new Map();
  try {
    for (let round = 0; round < rounds; round++) {
      console.log(`bench: Lighthouse round ${round + 1} of ${rounds}`);
      for (const group of groups) {
        for (const {name, url} of round % 2 === 0 ? group : [...group].reverse()) {
          const report = lighthouseReport(url, outDir);
          const run = {
            ...scoresFrom(report, url),
            ...metricsFrom(report, url),
            ...mainThreadFrom(report, url),
            scripts: scriptTimesFrom(report),
            cls: report.audits['cumulative-layout-shift']?.numericValue,
            failingAudits: failingAudits(report),
          };
          runs.set(name, [...(runs.get(name) ?? []), run]);
        }
      }
    }
    return runs;
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
}
