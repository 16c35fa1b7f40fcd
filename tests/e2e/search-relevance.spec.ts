import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {loadBuiltEngine} from '../support/builtIndex';
import {answer} from '../../src/plugins/local-search/client/searchClient';
import {currentDocsFilters as facetFilters} from '../support/searchContext';

interface Case {
  query: string;
  expect: string;
}

const cases: Case[] = JSON.parse(readFileSync(path.join(__dirname, '..', 'search-relevance.json'), 'utf8'));

test('at least 95% of realistic queries find their page among the first 3 pages of results', async () => {
  const {engine} = await loadBuiltEngine(path.join(__dirname, '..', '..', 'build'));
  expect(cases.length).toBeGreaterThanOrEqual(60);
  const misses: Case[] = [];
  for (const testCase of cases) {
    // Results are grouped by page, as the search modal shows them: the first three pages count.
    const {hits} = await answer(engine, {query: testCase.query, facetFilters, hitsPerPage: 50});
    const pages = [...new Set(hits.map((hit) => new URL(hit.url, 'https://docs.celo.org').pathname))];
    if (!pages.slice(0, 3).includes(testCase.expect)) misses.push(testCase);
  }
  const report = misses.map(({query, expect: page}) => `"${query}" → ${page}`).join('\n');
  expect(misses.length / cases.length, `queries whose page is not in the top 3:\n${report}`).toBeLessThanOrEqual(0.05);
});
