import {describe, expect, it} from 'vitest';
import {comparedPages, median, medianRun, medianScripts} from '../../../scripts/bench/compare.mjs';
import {comparisonTables, lighthouseMisses, weightMisses} from '../../../scripts/bench/compare-rows.mjs';

const mainThread = {
  scriptEvaluation: 1000,
  scriptParseCompile: 100,
  styleLayout: 400,
  rendering: 50,
  gc: 20,
  other: 430,
};
const scripts = [{script: '/assets/js/main.js', totalMs: 900, evaluationMs: 800}];
const run = {
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 2000,
  tbtMs: 300,
  mainThreadMs: 2000,
  mainThread,
  scripts,
};
const weight = {jsGzipBytes: 200_000, renderBlockingCssGzipBytes: 20_000, fontBytes: 0};

describe('comparison with stock Docusaurus', () => {
  it('pairs each page type with the stock page of the same type, and measures the site-only pages alone', () => {
    const pages = comparedPages({siteBlogPost: '/blog/a', stockBlogPost: '/blog/b', stockDocPage: '/docs/x'});
    expect(pages.map((page) => [page.type, page.site, page.stock])).toEqual([
      ['home', '/', '/'],
      ['doc', '/general', '/docs/x'],
      ['blog post', '/blog/a', '/blog/b'],
      ['showcase', '/showcase', undefined],
      ['search', '/search?q=validator', undefined],
      ['doc with math', '/protocol/identity/odis', undefined],
    ]);
  });

  it('takes the median of each figure on its own, and every audit that missed in any run', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(3);
    const runs = [
      {...run, failingAudits: []},
      {...run, performance: 70, lcpMs: 4000, failingAudits: ['color-contrast']},
      {...run, performance: 95, lcpMs: 1000, mainThread: {...mainThread, gc: 90}, failingAudits: []},
    ];
    expect(medianRun(runs)).toEqual({...run, failingAudits: ['color-contrast'], runs: 3});
  });

  it('keeps the costliest scripts by median time, counting 0 in a run that did not list one', () => {
    const runs = [
      {scripts: [{script: '/a.js', totalMs: 100, evaluationMs: 90}]},
      {
        scripts: [
          {script: '/a.js', totalMs: 300, evaluationMs: 250},
          {script: '/b.js', totalMs: 500, evaluationMs: 1},
        ],
      },
      {
        scripts: [
          {script: '/a.js', totalMs: 200, evaluationMs: 150},
          {script: '/b.js', totalMs: 400, evaluationMs: 1},
        ],
      },
    ];
    expect(medianScripts(runs)).toEqual([
      {script: '/b.js', totalMs: 400, evaluationMs: 1},
      {script: '/a.js', totalMs: 200, evaluationMs: 150},
    ]);
  });

  it('meets the Lighthouse targets at stock, at most 1.1 times its LCP and 0.7 times its TBT', () => {
    expect(lighthouseMisses({...run, lcpMs: 2200, tbtMs: 210}, run)).toEqual([]);
    const worse = {...run, performance: 89, fcpMs: 901, lcpMs: 2201, tbtMs: 211, mainThreadMs: 2001};
    expect(lighthouseMisses(worse, run)).toEqual(['performance', 'FCP', 'LCP', 'TBT', 'main thread']);
  });

  it('holds CSS to 30 KB except on a math page, fonts to 40 KB, and only the doc page to the stock JavaScript', () => {
    const heavy = {jsGzipBytes: 250_000, renderBlockingCssGzipBytes: 30_001, fontBytes: 40_001};
    expect(weightMisses({type: 'doc', site: {weight: heavy}}, 200_000)).toEqual(['CSS', 'fonts', 'JavaScript']);
    expect(weightMisses({type: 'home', site: {weight: heavy}}, 200_000)).toEqual(['CSS', 'fonts']);
    expect(weightMisses({type: 'doc with math', site: {weight: {...heavy, fontBytes: 0}}}, 200_000)).toEqual([]);
  });

  it('writes a row per page with this site / stock and the ratio', () => {
    const tables = comparisonTables({
      rounds: 3,
      pages: [
        {
          type: 'doc',
          site: {route: '/general', weight, lighthouse: {...run, fcpMs: 450, tbtMs: 150, mainThreadMs: 1000}},
          stock: {route: '/docs/x', weight: {...weight, renderBlockingCssGzipBytes: 13_000}, lighthouse: run},
        },
        {type: 'showcase', site: {route: '/showcase', weight, lighthouse: run}, stock: null},
      ],
    });
    expect(tables).toContain(
      '| doc (`/general` / `/docs/x`) | 90 / 90 (1.00) | 450 ms / 900 ms (0.50) | 2000 ms / 2000 ms (1.00) | 150 ms / 300 ms (0.50) | 1000 ms / 2000 ms (0.50) | yes |',
    );
    expect(tables).toContain('| showcase (`/showcase`) | 90 | 900 ms | 2000 ms | 300 ms | 2000 ms | no stock page |');
    expect(tables).toContain(
      '| doc | 1000 ms / 1000 ms (1.00) | 100 ms / 100 ms (1.00) | 400 ms / 400 ms (1.00) | 50 ms / 50 ms (1.00) | 20 ms / 20 ms (1.00) | 430 ms / 430 ms (1.00) |',
    );
    expect(tables).toContain('| doc | `main.js` 900 ms | `main.js` 900 ms |');
    expect(tables).toContain(
      '| doc (`/general` / `/docs/x`) | 200.0 KB / 200.0 KB | 20.0 KB / 13.0 KB | 0.0 KB / 0.0 KB | yes |',
    );
  });
});
