import path from 'node:path';
import {expect, test} from '@playwright/test';
import {loadBuiltEngine} from '../support/builtIndex';
import {answer} from '../../src/plugins/local-search/client/searchClient';
import {knownItems} from '../support/knownItems';
import {currentDocsFilters, inCurrentDocs} from '../support/searchContext';

test('a rare word or inline-code term of a page finds that page: 95% in the top 10, 85% in the top 3', async () => {
  const {engine} = await loadBuiltEngine(path.join(__dirname, '..', '..', 'build'));
  await engine.loadText(engine.records);
  const items = knownItems(
    engine.records.filter((record) => inCurrentDocs(record.docusaurus_tag)),
    150,
  );
  expect(items.length).toBeGreaterThanOrEqual(100);
  const ranks: number[] = [];
  for (const {query, page} of items) {
    const {hits} = await answer(engine, {query, facetFilters: currentDocsFilters, hitsPerPage: 100});
    const pages = [...new Set(hits.map((hit) => new URL(hit.url, 'https://docs.celo.org').pathname))];
    ranks.push(pages.indexOf(page) + 1 || Infinity);
  }
  const share = (top: number) => ranks.filter((rank) => rank <= top).length / ranks.length;
  const misses = items
    .filter((_, i) => ranks[i] > 10)
    .map(({query, page}) => `"${query}" → ${page}`)
    .join('\n');
  expect(share(10), `queries whose page is not in the top 10:\n${misses}`).toBeGreaterThanOrEqual(0.95);
  expect(share(3)).toBeGreaterThanOrEqual(0.85);
});
