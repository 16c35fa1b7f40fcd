/** Lighthouse (mobile, its default form factor) scores of pages served by serve-static. */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromiumPath} from './browser.mjs';
import {run} from './run.mjs';

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

/** Scores of each route of the site served at `origin`. */
export function measureLighthouse(origin, routes) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  try {
    return routes.map((route) => {
      const url = `${origin}${route}`;
      const report = lighthouseReport(url, outDir);
      return {route, ...scoresFrom(report, url), failingAudits: failingAudits(report)};
    });
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
}
