import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {unpackIndex, type PackedIndex} from '../../src/plugins/local-search/records';
import {createEngine} from '../../src/plugins/local-search/client/engine';
import {answer} from '../../src/plugins/local-search/client/searchClient';

interface Case {
  query: string;
  expect: string;
}

const cases: Case[] = JSON.parse(readFileSync(path.join(__dirname, '..', 'search-relevance.json'), 'utf8'));
/** What a reader on a current docs page searches: English, current docs, tutorials, blog and pages. */
const facetFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-tutorials-current'],
];

test('at least 90% of realistic queries find their page among the first 3 pages of results', () => {
  const dir = path.join(__dirname, '..', '..', 'build', 'search');
  const file = readdirSync(dir).find((name) => name.startsWith('index.'));
  const engine = createEngine(unpackIndex(JSON.parse(readFileSync(path.join(dir, file!), 'utf8')) as PackedIndex));
  expect(cases.length).toBeGreaterThanOrEqual(30);
  const misses = cases.filter(({query, expect: page}) => {
    // Results are grouped by page, as the search modal shows them: the first three pages count.
    const pages = answer(engine, {query, facetFilters, hitsPerPage: 50}).hits.map(
      (hit) => new URL(hit.url, 'https://docs.celo.org').pathname,
    );
    return ![...new Set(pages)].slice(0, 3).includes(page);
  });
  const report = misses.map(({query, expect: page}) => `"${query}" → ${page}`).join('\n');
  expect(misses.length / cases.length, `queries whose page is not in the top 3:\n${report}`).toBeLessThanOrEqual(0.1);
});
