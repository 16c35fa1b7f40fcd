import {describe, expect, it} from 'vitest';
import {comparedPages, median, medianRun} from '../../../scripts/bench/compare.mjs';
import {comparisonTables, lighthouseMisses, weightMisses} from '../../../scripts/bench/compare-rows.mjs';

const run = {performance: 90, accessibility: 100, bestPractices: 100, seo: 100, fcpMs: 900, lcpMs: 2000, tbtMs: 300};
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
      {...run, performance: 95, lcpMs: 1000, failingAudits: []},
    ];
    expect(medianRun(runs)).toEqual({...run, failingAudits: ['color-contrast'], runs: 3});
  });

  it('meets the Lighthouse targets at stock, and at most 1.1 times its LCP', () => {
    expect(lighthouseMisses({...run, lcpMs: 2200}, run)).toEqual([]);
    expect(lighthouseMisses({...run, performance: 89, fcpMs: 901, lcpMs: 2201, tbtMs: 301}, run)).toEqual([
      'performance',
      'FCP',
      'LCP',
      'TBT',
    ]);
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
          site: {route: '/general', weight, lighthouse: {...run, fcpMs: 450}},
          stock: {route: '/docs/x', weight: {...weight, renderBlockingCssGzipBytes: 13_000}, lighthouse: run},
        },
        {type: 'showcase', site: {route: '/showcase', weight, lighthouse: run}, stock: null},
      ],
    });
    expect(tables).toContain(
      '| doc (`/general` / `/docs/x`) | 90 / 90 (1.00) | 450 ms / 900 ms (0.50) | 2000 ms / 2000 ms (1.00) | 300 ms / 300 ms (1.00) | yes |',
    );
    expect(tables).toContain('| showcase (`/showcase`) | 90 | 900 ms | 2000 ms | 300 ms | no stock page |');
    expect(tables).toContain(
      '| doc (`/general` / `/docs/x`) | 200.0 KB / 200.0 KB | 20.0 KB / 13.0 KB | 0.0 KB / 0.0 KB | yes |',
    );
  });
});
