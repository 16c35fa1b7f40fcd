/**
 * The two index loaders of the browser write MiniSearch's protected fields instead of going through `loadJS` (see the
 * plugin README): `ShardedTextIndex` adds each term shard to the live index, and `LoadedHeadingIndex` reads the
 * shipped heading index without the string-keyed objects `loadJS` needs. These tests hold every field they write to
 * what MiniSearch's own `loadJSON` makes of the same index, so a MiniSearch release that renames or reshapes one fails
 * here rather than in the ranking.
 */
import MiniSearch, {type Options, type SearchOptions} from 'minisearch';
import {describe, expect, it} from 'vitest';
import {contentPostings} from '@site/src/plugins/local-search/build/writeIndex';
import {ShardedTextIndex} from '@site/src/plugins/local-search/client/engine';
import {
  headingDocument,
  HEADING_INDEX_OPTIONS,
  LoadedHeadingIndex,
  packHeadings,
  type HeadingDocument,
} from '@site/src/plugins/local-search/shared/headingIndex';
import type {Level, SearchRecord} from '@site/src/plugins/local-search/shared/records';
import {indexTerms, processTerm} from '@site/src/plugins/local-search/shared/tokenize';

/** The protected fields both loaders set, besides the terms they add to `_index`. */
const WRITTEN = ['_documentCount', '_nextId', '_documentIds', '_idToShortId', '_fieldLength', '_avgFieldLength'];

/** A term's postings: field number, then record and frequency. */
type TermData = Map<number, Map<number, number>>;
type Fields = Record<string, unknown> & {_avgFieldLength: number[]; _index: Iterable<[string, TermData]>};
const fieldsOf = (index: object) => index as unknown as Fields;

function expectSameFields(ours: object, reference: object) {
  for (const field of [...WRITTEN, '_index']) expect(field in reference, `MiniSearch has ${field}`).toBe(true);
  const [mine, theirs] = [fieldsOf(ours), fieldsOf(reference)];
  for (const field of WRITTEN.filter((field) => field !== '_avgFieldLength'))
    expect(mine[field], field).toEqual(theirs[field]);
  // MiniSearch works the mean out one document at a time, the text index as a sum: equal but for the last digits.
  expect(mine._avgFieldLength).toHaveLength(theirs._avgFieldLength.length);
  mine._avgFieldLength.forEach((mean, field) =>
    expect(mean, `_avgFieldLength[${field}]`).toBeCloseTo(theirs._avgFieldLength[field], 9),
  );
  expect(new Map(mine._index)).toEqual(new Map(theirs._index));
}

const scored = (results: {id: unknown; score: number}[]) => results.map(({id, score}) => [id, score.toFixed(9)]);

function record(id: number, page: number, content: string): SearchRecord {
  return {
    objectID: String(id),
    url: `/validators/page-${page}#section-${id}`,
    type: (id % 3 === 0 ? 'lvl1' : 'lvl2') as Level,
    hierarchy: {
      lvl0: page % 2 ? 'Validators' : 'Holders',
      lvl1: ['Run a validator', 'Staking CELO', 'Epoch rewards'][page % 3],
      lvl2: [null, 'Register the group', 'eth_getCode'][id % 3],
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}

const words = [
  'validator',
  'validators',
  'epoch',
  'rewards',
  'sequencer',
  'bridge',
  'staking',
  'oracle',
  'eth_getCode',
];
const records = Array.from({length: 30}, (_, id) =>
  record(
    id,
    Math.floor(id / 3),
    Array.from({length: 5 + (id % 4)}, (__, n) => words[(id * 5 + n * 2) % words.length]).join(' '),
  ),
);

describe('the full-text index, its shards written into MiniSearch', () => {
  const options: Options<{id: number; content: string}> = {fields: ['content'], tokenize: indexTerms, processTerm};
  const whole = new MiniSearch(options);
  whole.addAll(records.map((item, id) => ({id, content: item.content ?? ''})));
  const reference = MiniSearch.loadJSON(JSON.stringify(whole), options);
  const {postings, termCounts} = contentPostings(records);
  const sharded = new ShardedTextIndex(termCounts);
  for (let at = 0; at < postings.length; at += 3) sharded.addShard(postings.slice(at, at + 3));

  it('holds every field it writes as MiniSearch loads them', () => {
    expectSameFields(sharded, reference);
  });

  it('ranks as MiniSearch does, as typed and by a typo', () => {
    // Weights given here: the sharded index's defaults are the engine's, the reference's MiniSearch's.
    const searchOptions: SearchOptions = {
      tokenize: (text) => [text],
      fuzzy: 0.25,
      weights: {fuzzy: 0.45, prefix: 0.375},
    };
    for (const query of ['validator', 'rewards', 'validatr', 'eth_getcode', 'staking']) {
      const expected = reference.search(query, searchOptions);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(scored(sharded.search(query, searchOptions)), query).toEqual(scored(expected));
    }
  });

  it('counts the records of a term as MiniSearch finds them', () => {
    for (const term of ['validator', 'epoch', 'eth_getcode', 'absent']) {
      const found = reference.search(term, {tokenize: (text) => [text], fuzzy: false, prefix: false}).length;
      expect(sharded.documentFrequency(term), term).toBe(found);
    }
  });

  // The scope wraps the term tree's `get` and `fuzzyGet`, through which MiniSearch looks every term up.
  it('matches only the terms in scope, as typed and by a typo', () => {
    const inScope = (term: string) => term !== 'validators';
    const typo = {queries: ['validatorz'], fuzzy: 1};
    const asTyped = {queries: ['validators'], fuzzy: false};
    const matched = (results: {terms: string[]}[]) => new Set(results.flatMap((result) => result.terms));
    expect(matched(sharded.search(typo))).toEqual(new Set(['validator', 'validators']));
    expect(matched(sharded.searchAmong(typo, inScope))).toEqual(new Set(['validator']));
    expect(sharded.searchAmong(asTyped, inScope)).toEqual([]);
    expect(sharded.search(asTyped).length).toBeGreaterThan(0);
  });
});

describe('the heading index, loaded into MiniSearch', () => {
  const built = new MiniSearch<HeadingDocument>(HEADING_INDEX_OPTIONS);
  built.addAll(records.map(headingDocument));
  const reference = MiniSearch.loadJSON<HeadingDocument>(JSON.stringify(built), HEADING_INDEX_OPTIONS);
  const recordsPerPage = Array<number>(10).fill(3);
  const loaded = new LoadedHeadingIndex(JSON.parse(JSON.stringify(packHeadings(records))), recordsPerPage, {});

  it('holds every field it writes as MiniSearch loads them', () => {
    expectSameFields(loaded, reference);
  });

  it('ranks as MiniSearch does, to the last digit', () => {
    const searchOptions: SearchOptions = {boost: {title: 4, path: 3}, fuzzy: 0.25, prefix: true};
    for (const query of ['validator', 'stake', 'epoch', 'holders', 'eth_getcode', 'regster']) {
      const expected = reference.search(query, searchOptions);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(loaded.search(query, searchOptions), query).toEqual(expected);
    }
  });
});
