// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {benchTable, benchTableNote} from '../../../scripts/bench/resultsFile.mjs';
import {benchRows} from '../../../scripts/bench/rows.mjs';

const build = {seconds: 20, peakMemoryMiB: 1500};
const lighthousePage = {performance: 99, accessibility: 100, bestPractices: 100, seo: 100, failingAudits: []};
const page = {requests: 30, jsRequests: 5, jsWireBytes: 150_000, thirdPartyRequests: [], searchRequests: []};

function results(overrides: Record<string, unknown> = {}) {
  return {
    install: {seconds: 40, peakMemoryMiB: 900},
    build: {cold: build, warm: build},
    buildWithoutFaster: {cold: {seconds: 100, peakMemoryMiB: 2000}, warm: build},
    fasterColdRatio: 0.2,
    scale: {docPages: 300, generatedPages: 3000, seconds: 90, peakMemoryMiB: 3000, timeGrowth: 4.5, memoryGrowth: 2},
    pageWeight: [
      {route: '/', ...page, jsGzipBytes: 250_000},
      {route: '/general', ...page, jsGzipBytes: 190_000},
    ],
    lighthouse: [
      {route: '/', ...lighthousePage},
      {route: '/general', ...lighthousePage, performance: 97, failingAudits: ['color-contrast']},
    ],
    comparison: {pages: [{type: 'doc', stock: {weight: {jsGzipBytes: 200_000}}}]},
    search: {
      records: 10,
      headingsGzipBytes: 1024,
      termShards: 2,
      termsGzipBytes: 2048,
      textFiles: 3,
      textGzipBytes: 4096,
      indexingMs: 1500,
      knownItems: 120,
      recallTop10: 98,
      recallTop3: 90,
      topicQueries: 60,
      relevanceTop3: 96,
      sessionGzipBytes: 120_000,
      sessionFiles: 30,
      scale: {records: 100, sessionGzipBytes: 200_000},
      keystrokeToResultsP50Ms: 30,
      keystrokeToResultsP95Ms: 60,
    },
    ...overrides,
  };
}

const row = (rows: {measure: string}[], start: string) => rows.find((candidate) => candidate.measure.startsWith(start));

describe('benchmark rows', () => {
  it('checks the Faster ratio against 0.35', () => {
    expect(row(benchRows(results()), 'Cold build time with Faster')).toMatchObject({value: '0.20', met: true});
    expect(row(benchRows(results({fasterColdRatio: 0.4})), 'Cold build time with Faster')).toMatchObject({met: false});
  });

  it("holds only the doc page to the JavaScript of stock Docusaurus' doc page", () => {
    const rows = benchRows(results());
    expect(row(rows, 'First-visit JavaScript, `/general`')).toMatchObject({
      target: "≤ 200 KB gzip (stock's doc page)",
      met: true,
    });
    expect(row(rows, 'First-visit JavaScript, `/`')).not.toHaveProperty('met');
  });

  it('fails the third-party row on any request to another host, and names it', () => {
    const leaky = results({
      pageWeight: [{route: '/', ...page, jsGzipBytes: 1, thirdPartyRequests: ['https://cdn.example/x.js']}],
    });
    expect(row(benchRows(leaky), 'Third-party requests')).toMatchObject({
      value: 'https://cdn.example/x.js',
      met: false,
    });
    expect(row(benchRows(results()), 'Third-party requests')).toMatchObject({value: 'none', met: true});
  });

  it('meets Lighthouse only with performance at 98 or more and the rest at 100, naming the audits that miss', () => {
    const rows = benchRows(results());
    expect(row(rows, 'Lighthouse, mobile, `/`')).toMatchObject({met: true});
    const doc = row(rows, 'Lighthouse, mobile, `/general`');
    expect(doc).toMatchObject({met: false});
    expect(doc).toHaveProperty('value', expect.stringContaining('color-contrast'));
  });

  it('reports the scale run with its factor and growth', () => {
    const rows = benchRows(results());
    expect(row(rows, 'Scale: cold build')?.measure).toContain('3000 generated pages added (10× the 300 doc pages)');
    expect(row(rows, 'Scale: growth')).toMatchObject({value: 'time ×4.5, memory ×2'});
  });
});

describe('benchmark table', () => {
  it('holds search to its targets: session bytes here and at scale, recall, relevance, latency, build time', () => {
    const within = benchRows(results());
    expect(row(within, 'Bytes of a 5-query search session')).toMatchObject({target: '≤ 150 KB', met: true});
    expect(row(within, 'Bytes of the same session on the scale run')).toMatchObject({target: '≤ 225 KB', met: true});
    expect(row(within, 'Known-item recall')).toMatchObject({met: true});
    expect(row(within, 'Topic relevance')).toMatchObject({value: '96%', met: true});
    expect(row(within, 'Keystroke to first results')).toMatchObject({target: 'p95 ≤ 100 ms', met: true});
    expect(row(within, 'Time indexing adds')).toMatchObject({value: '1.5 s', met: true});
    expect(row(within, 'Search requests on first visit')).toMatchObject({value: 'none', met: true});

    const over = benchRows(
      results({
        search: {
          ...results().search,
          sessionGzipBytes: 150_001,
          scale: {records: 100, sessionGzipBytes: 225_001},
          recallTop3: 84,
          relevanceTop3: 94,
          keystrokeToResultsP95Ms: 101,
          indexingMs: 10_001,
        },
        pageWeight: [
          {route: '/general', ...page, jsGzipBytes: 1, searchRequests: ['/search/manifest.json']},
          {route: '/search?q=validator', ...page, jsGzipBytes: 1, searchRequests: ['/search/manifest.json']},
        ],
      }),
    );
    for (const measure of [
      'Bytes of a 5-query',
      'Bytes of the same session',
      'Known-item recall',
      'Topic relevance',
      'Keystroke to first results',
      'Time indexing adds',
    ]) {
      expect(row(over, measure)).toMatchObject({met: false});
    }
    expect(row(over, 'Search requests on first visit')).toMatchObject({value: '/search/manifest.json', met: false});
  });

  it('leaves Target and Met empty for a row without a target and marks a miss in bold', () => {
    expect(
      benchTable([
        {measure: 'Install', value: '40.0 s'},
        {measure: 'Ratio', value: '0.40', target: '≤ 0.35', met: false},
      ]),
    ).toEqual([
      '| Measure | Value | Target | Met |',
      '| --- | --- | --- | --- |',
      '| Install | 40.0 s |  |  |',
      '| Ratio | 0.40 | ≤ 0.35 | **no** |',
    ]);
  });
});

describe('benchmark table note', () => {
  const full = {
    date: '2026-11-22T18:00:00Z',
    machine: '2 cores',
    benchMinutes: 6.8,
    comparisonDate: '2026-11-22T18:00:00Z',
  };

  it('names one run when everything comes from it', () => {
    expect(benchTableNote(full)).toBe('Measured by `npm run bench` on 2026-11-22 (2 cores) in 6.8 min.');
  });

  it('names the later comparison and search runs with the rows each measured', () => {
    const later = {...full, comparisonDate: '2026-11-24T10:00:00Z', comparisonMinutes: 12.9};
    expect(benchTableNote(later)).toBe(
      'Install, builds, scale and search measured by `npm run bench` on 2026-11-22 (2 cores); first visits and ' +
        'Lighthouse by `npm run bench -- --compare` on 2026-11-24 (2 cores) in 12.9 min.',
    );
    expect(benchTableNote({...later, searchDate: '2026-11-28T19:52:00Z'})).toBe(
      'Install, builds and scale measured by `npm run bench` on 2026-11-22 (2 cores); first visits and Lighthouse by ' +
        '`npm run bench -- --compare` on 2026-11-24 (2 cores) in 12.9 min; search rows by ' +
        '`node scripts/bench/search-only.mjs` on 2026-11-28.',
    );
  });
});
