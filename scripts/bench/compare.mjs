/**
 * The site side by side with stock Docusaurus (./stock.mjs), both served by serve-static in the same run: what a
 * first visit loads, and Lighthouse in interleaved rounds, as medians and as ratios to stock.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {INTERACTION_ROUNDS, measureInteractions} from './interactions.mjs';
import {measureLighthouseRounds, newestBlogPostRoute} from './lighthouse.mjs';
import {DOC_PAGE} from './pages.mjs';
import {measurePageWeight} from './pageweight.mjs';
import {profilePageLoads} from './profile.mjs';
import {serveBuild} from './serve.mjs';

export const LIGHTHOUSE_ROUNDS = 5;
const TIMINGS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'mainThreadMs'];
/** How many of a page's scripts, the costliest by median main-thread time, the results keep. */
const SCRIPTS_KEPT = 5;
const SCORES = ['performance', 'accessibility', 'bestPractices', 'seo'];
/** A page with math, whose first visit shows what KaTeX costs where it is used. */
const MATH_PAGE = '/protocol/identity/odis';

/** The newest blog post of a build, from its Atom feed. */
export function newestBlogPost(buildDir) {
  const feed = path.join(buildDir, 'blog', 'atom.xml');
  return newestBlogPostRoute(readFileSync(feed, 'utf8'), feed);
}

/**
 * The page types compared: the same type on both sites where stock has one; the site's showcase, search page and a
 * math page alone.
 * @returns {{type: string, site: string, stock?: string, lighthouse: boolean}[]}
 */
export function comparedPages({siteBlogPost, stockBlogPost, stockDocPage}) {
  return [
    {type: 'home', site: '/', stock: '/', lighthouse: true},
    {type: 'doc', site: DOC_PAGE, stock: stockDocPage, lighthouse: true},
    {type: 'blog post', site: siteBlogPost, stock: stockBlogPost, lighthouse: true},
    {type: 'showcase', site: '/showcase', lighthouse: true},
    {type: 'search', site: '/search?q=validator', lighthouse: true},
    {type: 'doc with math', site: MATH_PAGE, lighthouse: false},
  ];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

const medianOf = (runs, keys, of) =>
  Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => of(run)[key]))]));

/** Each script's median main-thread time over the runs (0 in a run that did not list it), the costliest first. */
export function medianScripts(runs) {
  const names = [...new Set(runs.flatMap((run) => run.scripts.map((script) => script.script)))];
  const timeOf = (run, name, key) => run.scripts.find((script) => script.script === name)?.[key] ?? 0;
  return names
    .map((name) => ({
      script: name,
      totalMs: median(runs.map((run) => timeOf(run, name, 'totalMs'))),
      evaluationMs: median(runs.map((run) => timeOf(run, name, 'evaluationMs'))),
    }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, SCRIPTS_KEPT);
}

/**
 * The median of each score and timing over a page's runs (main-thread time's split column by column), the costliest
 * scripts, and every audit below full marks in any of them.
 */
export function medianRun(runs) {
  return {
    ...medianOf(runs, [...new Set([...SCORES, ...TIMINGS])], (run) => run),
    mainThread: medianOf(runs, Object.keys(runs[0].mainThread), (run) => run.mainThread),
    scripts: medianScripts(runs),
    failingAudits: [...new Set(runs.flatMap((run) => run.failingAudits))].sort(),
    runs: runs.length,
  };
}

/**
 * Serves the two builds, measures each compared page's first visit on both, then Lighthouse in rounds.
 * Fewer rounds (0 skips a part) are for iterating on two existing builds; the figures in bench/RESULTS.md use the defaults.
 * @param {{siteBuild: string, stockBuild: string, stockDocPage: string, sitePort: number, stockPort: number, lighthouseRounds?: number, interactionRounds?: number}} options
 */
export async function compareWithStock({
  siteBuild,
  stockBuild,
  stockDocPage,
  sitePort,
  stockPort,
  lighthouseRounds = LIGHTHOUSE_ROUNDS,
  interactionRounds = INTERACTION_ROUNDS,
}) {
  const pages = comparedPages({
    siteBlogPost: newestBlogPost(siteBuild),
    stockBlogPost: newestBlogPost(stockBuild),
    stockDocPage,
  });
  const site = await serveBuild(siteBuild, sitePort);
  try {
    const stock = await serveBuild(stockBuild, stockPort);
    try {
      console.log('bench: first visits of the site and of stock Docusaurus');
      const siteWeight = await measurePageWeight(
        site.origin,
        pages.map((page) => page.site),
      );
      const stockRoutes = pages.filter((page) => page.stock).map((page) => page.stock);
      const stockWeight = await measurePageWeight(stock.origin, stockRoutes);
      const groups = pages
        .filter((page) => page.lighthouse)
        .map((page) => [
          {name: `site ${page.type}`, url: `${site.origin}${page.site}`},
          ...(page.stock ? [{name: `stock ${page.type}`, url: `${stock.origin}${page.stock}`}] : []),
        ]);
      const runs = measureLighthouseRounds(groups, lighthouseRounds);
      const lighthouseOf = (name) => (runs.has(name) ? medianRun(runs.get(name)) : null);
      // No rounds, no table: a run that skips the interactions does not report them as met.
      const interactions =
        interactionRounds > 0
          ? await measureInteractions({
              siteOrigin: site.origin,
              stockOrigin: stock.origin,
              stockDocPage,
              rounds: interactionRounds,
            })
          : null;
      console.log('bench: CPU profiles of page loads at 4× slowdown');
      const profiles = await profilePageLoads(groups.slice(0, 3).flat());
      return {
        rounds: lighthouseRounds,
        interactionRounds,
        interactions,
        profiles,
        pages: pages.map((page) => ({
          type: page.type,
          site: {
            route: page.site,
            weight: siteWeight.find((weight) => weight.route === page.site),
            lighthouse: lighthouseOf(`site ${page.type}`),
          },
          stock: page.stock
            ? {
                route: page.stock,
                weight: stockWeight.find((weight) => weight.route === page.stock),
                lighthouse: lighthouseOf(`stock ${page.type}`),
              }
            : null,
        })),
      };
    } finally {
      await stock.close();
    }
  } finally {
    await site.close();
  }
}
