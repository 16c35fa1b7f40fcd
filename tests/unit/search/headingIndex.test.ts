import MiniSearch from 'minisearch';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  headingDocument,
  HEADING_INDEX_OPTIONS,
  LoadedHeadingIndex,
  packHeadings,
  type HeadingDocument,
} from '@site/src/plugins/local-search/shared/headingIndex';
import {packIndex, type Level, type SearchRecord} from '@site/src/plugins/local-search/shared/records';
import {createEngine} from '@site/src/plugins/local-search/client/engine';
import {indexFiles} from '@site/src/plugins/local-search/build/writeIndex';

const titles = ['Staking CELO', 'Run a validator', 'Celo CLI reference', 'Bridges to Celo', 'Validator rewards'];
const headings = ['Stake and unstake', 'celocli account:lock', 'Epoch rewards', 'Staked CELO', 'eth_getCode'];

function record(id: number): SearchRecord {
  const page = Math.floor(id / 4);
  return {
    objectID: String(id),
    url: `/holder/page-${page}#section-${id}`,
    type: (id % 4 === 0 ? 'lvl1' : 'lvl2') as Level,
    hierarchy: {
      lvl0: page % 2 ? 'Holders' : 'Validators',
      lvl1: titles[page % titles.length],
      lvl2: id % 4 === 0 ? null : headings[id % headings.length],
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: 'text',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}

const records = Array.from({length: 40}, (_, id) => record(id));
const searchOptions = {
  tokenize: (text: string) => [text],
  boost: {title: 4, path: 3, headings: 2.5, section: 0.5},
  fuzzy: 0.25,
  prefix: true,
};

afterEach(() => vi.restoreAllMocks());

describe('the heading index', () => {
  it('ranks as one indexed in the browser would, to the last digit, prefix and typo matches included', () => {
    const built = new MiniSearch<HeadingDocument>(HEADING_INDEX_OPTIONS);
    built.addAll(records.map(headingDocument));
    const recordsPerPage = Array<number>(10).fill(4);
    const loaded = new LoadedHeadingIndex(
      JSON.parse(JSON.stringify(packHeadings(records))),
      recordsPerPage,
      searchOptions,
    );
    for (const query of ['stake', 'celo', 'validator', 'valdator', 'eth_getcode', 'holder', 'epoch']) {
      const expected = built.search(query, searchOptions);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(loaded.search(query), query).toEqual(expected);
    }
  });

  it('ships the title, route words and section name once per page, and the headings per record', () => {
    const packed = packHeadings(records);
    expect(packed.pageLengths).toHaveLength(10 * 3);
    expect(packed.headingLengths).toHaveLength(records.length);
    const [, title] = packed.postings.find(([term]) => term === 'stake')!;
    // Pages 0 and 5 are titled "Staking CELO": one posting each, not one per record.
    expect(title).toEqual([0, 1, 5, 1]);
  });

  it('names the page whose records are not together', () => {
    const apart = [records[0], records[4], records[1]];
    expect(() => packHeadings(apart)).toThrow(/records of \/holder\/page-0 are not together/);
    expect(() => packIndex(apart, [1, 1, 1])).toThrow(/records of \/holder\/page-0 are not together/);
  });

  it('is shipped in the page and heading file, so a fresh page loads it without splitting or stemming a word', async () => {
    const {manifest, files} = indexFiles(records);
    const fetchFile = async <T>(sitePath: string): Promise<T> => JSON.parse(files.get(sitePath)!) as T;
    const added = vi.spyOn(MiniSearch.prototype, 'add');
    const tokenized = vi.spyOn(MiniSearch.prototype, 'addAllAsync');
    const engine = await createEngine(manifest, fetchFile);
    expect(added).not.toHaveBeenCalled();
    expect(tokenized).not.toHaveBeenCalled();
    const [best] = await engine.search('staking');
    expect(best.record.hierarchy.lvl1).toBe('Staking CELO');
  });
});
