import {describe, expect, it} from 'vitest';
import type {Level, SearchRecord} from '@site/src/plugins/local-search/shared/records';
import {loadEngine} from '../../support/builtIndex';
import {indexFiles} from '@site/src/plugins/local-search/build/writeIndex';
import {answer, createLocalSearchClient} from '@site/src/plugins/local-search/client/searchClient';
import {MAX_QUERY_LENGTH} from '@site/src/plugins/local-search/client/queryLimit';

function record(url: string, lvl1: string, content: string, extra: Partial<SearchRecord> = {}): SearchRecord {
  return {
    objectID: url,
    url,
    type: 'lvl1' as Level,
    hierarchy: {lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    ...extra,
  };
}

/** Pages on other topics, so that the words a test searches are as rare in its index as on the site. */
const unrelatedPages = (count: number) =>
  Array.from({length: count}, (_, i) => record(`/other/${i}`, `Other ${i}`, 'Unrelated text.'));

/** The engine the site's client would load over the index built from `pages`. */
async function engineOver(pages: SearchRecord[]) {
  const {files} = indexFiles(pages);
  return (await loadEngine((sitePath) => files.get(sitePath)!)).engine;
}

const records = [
  record(
    '/developer/fee-currency',
    'Pay gas with fee currencies',
    'Use the feeCurrency field to pay gas in USDC through its adapter.',
  ),
  record('/network', 'Networks', 'Chain id and RPC endpoints of every Celo network.'),
  record('/l1/validator/proxy', 'Run a proxy', 'Archived proxy setup for validators.', {
    docusaurus_tag: 'docs-default-l1',
  }),
  record('/unsafe', 'Script <script>alert(1)</script> page', 'Text with <img src=x onerror=alert(1)> markup.'),
  ...Array.from({length: 45}, (_, i) =>
    record(`/bulk/${i}`, `Bulk page ${i}`, 'Common words about validators and nodes.'),
  ),
];
// Kept beside the engine: a test loads fresh engines over the same files to count what each fetches.
const {files} = indexFiles(records);
const {engine} = await loadEngine((sitePath) => files.get(sitePath)!);

describe('local search client', () => {
  it('answers a DocSearch request in the hosted response shape', async () => {
    const client = createLocalSearchClient(async () => engine);
    const {results} = await client.search({
      requests: [
        {
          indexName: 'celo-docs',
          query: 'gas',
          hitsPerPage: 20,
          clickAnalytics: true,
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    const [result] = results;
    expect(result.hits[0].url).toBe('/developer/fee-currency');
    expect(result).toMatchObject({nbHits: 1, nbPages: 1, page: 0, hitsPerPage: 20, index: 'celo-docs'});
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    // "gas" also finds the docs' word "fee" (vocabulary.ts).
    expect(result.hits[0]._highlightResult.hierarchy.lvl1.value).toBe(
      'Pay <mark>gas</mark> with <mark>fee</mark> currencies',
    );
    // The modal shows a hit whose title matched by its title: its text is not fetched.
    expect(result.hits[0]._snippetResult.content).toBeUndefined();
  });

  it('fetches the text of every hit for the search page, for the summary under each', async () => {
    const client = createLocalSearchClient(async () => engine, {textForEveryHit: true});
    const {results} = await client.search([{indexName: 'celo-docs', query: 'gas', hitsPerPage: 15}]);
    expect(results[0].hits[0]._snippetResult.content?.value).toContain('<mark>gas</mark>');
  });

  it('fetches text only for the hits the modal shows, the first 5 of each section', async () => {
    const counted = async (hitsShownPerSection?: number) => {
      const fresh = await loadEngine((sitePath) => files.get(sitePath)!);
      const client = createLocalSearchClient(async () => fresh.engine, {hitsShownPerSection});
      const {results} = await client.search([{query: 'common', hitsPerPage: 20}]);
      return {hits: results[0].hits, textFiles: fresh.fetched.filter((file) => file.includes('/text/')).length};
    };
    const modal = await counted(5);
    expect(modal.hits).toHaveLength(20);
    expect(modal.textFiles).toBe(5);
    expect(modal.hits.slice(0, 5).every((hit) => hit._snippetResult.content?.value.includes('<mark>'))).toBe(true);
    expect((await counted()).textFiles).toBe(20);
  });

  it('fetches no text for a query the reader has typed past, whose answer shows only until the newer one', async () => {
    const fresh = await loadEngine((sitePath) => files.get(sitePath)!);
    const request = {query: 'common', hitsPerPage: 20};
    const typedPast = await answer(fresh.engine, request, {hitsShownPerSection: 5}, async () => true);
    expect(typedPast.hits).toHaveLength(20);
    expect(fresh.fetched.filter((file) => file.includes('/text/'))).toEqual([]);
    expect(typedPast.hits.some((hit) => '_snippetResult' in hit && 'content' in hit._snippetResult)).toBe(false);
    const current = await answer(fresh.engine, request, {hitsShownPerSection: 5}, async () => false);
    expect(fresh.fetched.filter((file) => file.includes('/text/'))).toHaveLength(5);
    expect(current.hits.slice(0, 5).every((hit) => hit._snippetResult.content?.value.includes('<mark>'))).toBe(true);
  });

  it('finds by prefix and despite a typo', async () => {
    expect((await answer(engine, {query: 'curren'})).hits[0].url).toBe('/developer/fee-currency');
    expect((await answer(engine, {query: 'netwroks'})).hits[0].url).toBe('/network');
  });

  it('finds a rare identifier on the few pages that hold it, not on every page a typo or its parts reach', async () => {
    const pages = [
      record('/holder/stake', 'Stake CELO', 'Liquid staking with stCELO: deposit CELO and receive stCELO.'),
      ...Array.from({length: 30}, (_, i) => record(`/celo/${i}`, `Celo page ${i}`, 'CELO moves on Celo.')),
    ];
    const staking = await engineOver(pages);
    // `celo` is two edits from `stcelo`, and `st`, the first part of `stCELO`, starts "stake" and "staking".
    for (const query of ['stCELO', 'stcelo', 'stCELO ']) {
      const {hits, nbHits} = await answer(staking, {query});
      expect(nbHits, query).toBe(1);
      expect(hits[0].url).toBe('/holder/stake');
    }
    // A word the site does not hold still finds its near spelling, and the word being typed the words it starts.
    expect((await answer(staking, {query: 'stcleo '})).hits[0]?.url).toBe('/holder/stake');
    expect((await answer(staking, {query: 'Cel'})).nbHits).toBe(31);
  });

  it('ranks guides over the references, unless the query names an entry of the reference, and over notices', async () => {
    // The reference pages and the notice say the searched word twice, the guides once.
    const pages = [
      record('/cli/lockedgold', 'Unlock CELO', 'Unlock CELO, wait, then withdraw it: withdraw once unlocked.'),
      record('/holder/manage/asset', 'Unlock CELO', 'Unlock CELO, wait, then withdraw it.'),
      record(
        '/developer/json-rpc/chain',
        'Chain methods',
        'eth_chainId returns the chain id: Sepolia chain id, Sepolia.',
      ),
      record('/network', 'Celo networks', 'Sepolia and its chain id.'),
      record('/cel2/notices/bridge', 'Bridge ETH', 'Bridge ETH to Celo through the wrapper, a wrapper contract.'),
      record('/guides/how/bridge', 'Bridge ETH', 'Bridge ETH to Celo through the wrapper.'),
      ...unrelatedPages(20),
    ];
    const site = await engineOver(pages);
    const first = async (query: string) => (await answer(site, {query})).hits[0].url;
    expect(await first('withdraw')).toBe('/holder/manage/asset');
    expect(await first('celocli withdraw')).toBe('/cli/lockedgold');
    expect(await first('Sepolia chain id')).toBe('/network');
    expect(await first('eth_chainId chain id')).toBe('/developer/json-rpc/chain');
    expect(await first('chain id JSON-RPC method')).toBe('/developer/json-rpc/chain');
    expect(await first('wrapper')).toBe('/guides/how/bridge');
  });

  it('ranks a section of a reference whose own heading names the query as a guide, not below the guides', async () => {
    const section = (url: string, lvl1: string, lvl2: string, content: string) =>
      record(url, lvl1, content, {type: 'lvl2', hierarchy: {...record(url, lvl1, '').hierarchy, lvl2}});
    const guide = record('/developer/fees', 'Fees', 'Read the fee paid from a transaction receipt.');
    const site = async (heading: string) =>
      engineOver([
        section(
          '/developer/json-rpc/blocks#fees',
          'Block methods',
          heading,
          'The receipt of a transaction holds the fee paid.',
        ),
        guide,
        ...unrelatedPages(20),
      ]);
    const first = async (heading: string) =>
      (await answer(await site(heading), {query: 'read the fee paid from a receipt'})).hits[0].url;
    expect(await first('Reading fees from a receipt')).toBe('/developer/json-rpc/blocks#fees');
    expect(await first('Logs and more')).toBe('/developer/fees');
  });

  it('ranks a guide over the protocol explanation for a question that asks how to do something', async () => {
    // The explanation says the searched words twice, the guide once.
    const pages = [
      record('/protocol/pos/locked', 'Locked CELO', 'Locking CELO: locked CELO votes. Lock CELO to vote.'),
      record('/holder/manage/lock', 'Locked CELO', 'Lock CELO to vote.'),
      ...unrelatedPages(20),
    ];
    const site = await engineOver(pages);
    const first = async (query: string) => (await answer(site, {query})).hits[0].url;
    expect(await first('lock CELO')).toBe('/protocol/pos/locked');
    expect(await first('how does lock CELO work')).toBe('/protocol/pos/locked');
    expect(await first('how to lock CELO')).toBe('/holder/manage/lock');
    expect(await first('How do I lock CELO')).toBe('/holder/manage/lock');
  });

  it('ranks an identifier matched whole above pages that hold only its words', async () => {
    const pages = [
      record('/node/overview', 'Node types', 'Pick a node type: full or archive. Every node type syncs.'),
      record('/node/docker', 'Run a node with Docker', 'Set NODE_TYPE=archive in the env file.'),
      ...unrelatedPages(20),
    ];
    const site = await engineOver(pages);
    expect((await answer(site, {query: 'NODE_TYPE archive'})).hits[0].url).toBe('/node/docker');
  });

  it('filters by facets: every outer filter, any of an inner list', async () => {
    const all = await answer(engine, {query: 'proxy'});
    const current = await answer(engine, {
      query: 'proxy',
      facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']],
    });
    const archive = await answer(engine, {
      query: 'proxy',
      facetFilters: [['docusaurus_tag:docs-default-l1', 'docusaurus_tag:default']],
    });
    expect(all.nbHits).toBe(1);
    expect(current.nbHits).toBe(0);
    expect(archive.hits[0].url).toBe('/l1/validator/proxy');
  });

  it('searches one docs version at a time, as contextual search asks, and counts hits per version', async () => {
    const inVersion = (tag: string) => ['language:en', [`docusaurus_tag:${tag}`, 'docusaurus_tag:default']];
    const archived = await answer(engine, {query: 'validators', facetFilters: inVersion('docs-default-l1')});
    const current = await answer(engine, {query: 'validators', facetFilters: inVersion('docs-default-current')});
    expect(archived.hits.map((hit) => hit.url)).toEqual(['/l1/validator/proxy']);
    expect(current.nbHits).toBe(45);
    expect(current.hits.every((hit) => hit.docusaurus_tag === 'docs-default-current')).toBe(true);
    const everywhere = await answer(engine, {query: 'validators', facets: ['docusaurus_tag']});
    expect(everywhere.facets.docusaurus_tag).toEqual({'docs-default-current': 45, 'docs-default-l1': 1});
  });

  it('reads parameters the search page nests in params, and counts facets', async () => {
    const result = await answer(engine, {
      indexName: 'celo-docs',
      params: {query: 'validators', facets: ['docusaurus_tag'], hitsPerPage: 0},
    });
    expect(result.hits).toEqual([]);
    expect(result.facets.docusaurus_tag).toEqual({'docs-default-current': 45, 'docs-default-l1': 1});
  });

  it('pages through results', async () => {
    const first = await answer(engine, {query: 'bulk', hitsPerPage: 20, page: 0});
    const last = await answer(engine, {query: 'bulk', hitsPerPage: 20, page: 2});
    expect(first.nbHits).toBe(45);
    expect(first.nbPages).toBe(3);
    expect(first.hits).toHaveLength(20);
    expect(last.hits).toHaveLength(5);
    expect(last.page).toBe(2);
  });

  it('answers an empty query with no hits, and cuts an over-long query at 64 characters', async () => {
    expect((await answer(engine, {query: ''})).nbHits).toBe(0);
    const long = `gas ${'x'.repeat(100)}`;
    expect((await answer(engine, {query: long})).query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('escapes markup in the records, so only its own tags are HTML', async () => {
    const [hit] = (await answer(engine, {query: 'script', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}))
      .hits;
    const withoutMarks = (html: string) => html.replace(/<\/?mark>/g, '');
    expect(hit._highlightResult.hierarchy.lvl1.value).toMatch(/^<mark>Script<\/mark> &#60;/);
    expect(withoutMarks(hit._highlightResult.hierarchy.lvl1.value)).not.toMatch(/[<>]/);
    expect(withoutMarks(hit._snippetResult.content?.value ?? '')).not.toMatch(/[<>]/);
  });

  it('marks a hit as content when only its text matched', async () => {
    const [hit] = (await answer(engine, {query: 'adapter'})).hits;
    expect(hit.type).toBe('content');
  });
});

describe('results grouped by page', () => {
  const section = (page: string, anchor: string, title: string, heading: string, content: string): SearchRecord => ({
    ...record(`${page}#${anchor}`, title, content),
    type: 'lvl2',
    hierarchy: {lvl0: 'Docs', lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  });
  const pageRecords = [
    record('/holder/stake', 'Staking guide', 'How holders take part.'),
    section('/holder/stake', 'lock', 'Staking guide', 'Lock before you stake', 'Stake by locking CELO first.'),
    section('/holder/stake', 'vote', 'Staking guide', 'Vote to stake', 'Staking means voting with locked CELO.'),
    section('/holder/stake', 'rewards', 'Staking guide', 'Rewards', 'Staked CELO earns rewards; stake more.'),
    record('/protocol/pos', 'Proof of stake', 'Validators and staking in the protocol.'),
  ];
  const grouped = indexFiles(pageRecords).files;

  it('shows a page once, its title first and its best section under it, and counts pages', async () => {
    const {engine: pages} = await loadEngine((sitePath) => grouped.get(sitePath)!);
    const result = await answer(pages, {query: 'stake', hitsPerPage: 10});
    const urls = result.hits.map((hit) => hit.url);
    expect(urls[0]).toBe('/holder/stake');
    expect(urls[1]).toMatch(/^\/holder\/stake#/);
    expect(urls.filter((url) => url.startsWith('/holder/stake'))).toHaveLength(2);
    expect(urls).toContain('/protocol/pos');
    expect(result.nbHits).toBe(2);
    const first = await answer(pages, {query: 'stake', hitsPerPage: 1});
    expect(new Set(first.hits.map((hit) => hit.url.split('#')[0]))).toEqual(new Set(['/holder/stake']));
    expect(first.nbPages).toBe(2);
  });
});
