import MiniSearch from 'minisearch';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Level, SearchManifest, SearchRecord} from '@site/src/plugins/local-search/shared/records';
import {loadEngine} from '../../support/builtIndex';
import {createEngine, ShardedTextIndex} from '@site/src/plugins/local-search/client/engine';
import {contentPostings, indexFiles} from '@site/src/plugins/local-search/build/writeIndex';
import {indexTerms, processTerm} from '@site/src/plugins/local-search/shared/tokenize';

function record(id: number, content: string): SearchRecord {
  return {
    objectID: String(id),
    url: `/page-${Math.floor(id / 3)}#section-${id}`,
    type: 'lvl2' as Level,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: `Page ${Math.floor(id / 3)}`,
      lvl2: `Section ${id}`,
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

const words = ['validator', 'epoch', 'rewards', 'sequencer', 'bridge', 'gas', 'stablecoin', 'oracle', 'governance'];
const records = Array.from({length: 60}, (_, id) =>
  record(id, Array.from({length: 8 + (id % 5)}, (__, n) => words[(id * 7 + n * 3) % words.length]).join(' ')),
);

afterEach(() => vi.restoreAllMocks());

describe('the full-text index in the browser', () => {
  it('ranks as MiniSearch over the whole text does, with its shards added one at a time and nothing reloaded', () => {
    const whole = new MiniSearch<{id: number; content: string}>({
      fields: ['content'],
      tokenize: indexTerms,
      processTerm,
    });
    whole.addAll(records.map((item, id) => ({id, content: item.content ?? ''})));
    const {postings, termCounts} = contentPostings(records);
    const loadJS = vi.spyOn(MiniSearch, 'loadJS');
    const sharded = new ShardedTextIndex(termCounts);
    for (let at = 0; at < postings.length; at += 2) sharded.addShard(postings.slice(at, at + 2));
    for (const query of ['validator rewards', 'gas', 'oracle governance bridge']) {
      expect(whole.search(query).length).toBeGreaterThan(0);
      const expected = whole.search(query).map(({id, score}) => [id, score.toFixed(6)]);
      expect(
        sharded.search(query, {tokenize: indexTerms, fuzzy: false}).map(({id, score}) => [id, score.toFixed(6)]),
      ).toEqual(expected);
    }
    expect(loadJS).not.toHaveBeenCalled();
  });
});

describe('the index files', () => {
  const {manifest, files} = indexFiles(records);

  it('name term shards by number and text files by record, each file the text of one record', () => {
    const {terms, texts} = manifest as SearchManifest;
    expect(terms.first.length).toBeGreaterThan(0);
    for (let n = 0; n < terms.first.length; n++) expect(files.has(`${terms.folder}${n}.json`)).toBe(true);
    records.forEach((item, n) => expect(JSON.parse(files.get(`${texts.folder}${n}.json`)!)).toBe(item.content));
    expect(files.has(`${texts.folder}${records.length}.json`)).toBe(false);
  });

  it('give every record its own text, read from the file that counts it', async () => {
    const {engine} = await loadEngine((sitePath) => files.get(sitePath)!);
    await engine.loadText(engine.records);
    expect(engine.records.map((item) => item.content)).toEqual(records.map((item) => item.content));
  });
});

describe('preparing the engine', () => {
  it('ranks as before, and lets other tasks run while it works', async () => {
    // Each round of the records is another set of pages, whose records follow one another as a built site's do.
    const many = Array.from({length: 250}, (_, id) => records[id % records.length]).map((each, id) => ({
      ...each,
      objectID: String(id),
      url: `/round-${Math.floor(id / records.length)}${each.url}`,
    }));
    const {files} = indexFiles(many);
    const {engine: unprepared} = await loadEngine((sitePath) => files.get(sitePath)!);
    const {engine} = await loadEngine((sitePath) => files.get(sitePath)!);
    const preparing = engine.prepare();
    let ranBetweenSlices = false;
    setTimeout(() => (ranBetweenSlices = true));
    await preparing;
    expect(ranBetweenSlices).toBe(true);
    const ranks = async (searched: typeof engine) =>
      (await searched.search('validator rewards')).map(({record, score}) => [record.objectID, score]);
    expect(await ranks(engine)).toEqual(await ranks(unprepared));
  });
});

describe('a search', () => {
  it('searches titles and headings while its term shards are still on their way', async () => {
    const {manifest, files} = indexFiles(records);
    let deliverShards = () => {};
    const shardsArrived = new Promise<void>((resolve) => (deliverShards = resolve));
    const fetchFile = async <T>(sitePath: string): Promise<T> => {
      if (sitePath.startsWith(manifest.terms.folder)) await shardsArrived;
      return JSON.parse(files.get(sitePath)!) as T;
    };
    const engine = await createEngine(manifest, fetchFile);
    const searched = vi.spyOn(MiniSearch.prototype, 'search');
    const results = engine.search('validator rewards');
    await Promise.resolve();
    // The heading index has been searched; the text index waits for its shards.
    expect(searched).toHaveBeenCalledTimes(1);
    deliverShards();
    expect((await results).length).toBeGreaterThan(0);
    expect(searched).toHaveBeenCalledTimes(2);
  });

  it('is ranked once when asked again before another query, as the search page asks for results and filter counts', async () => {
    const {files} = indexFiles(records);
    const {engine} = await loadEngine((sitePath) => files.get(sitePath)!);
    const searched = vi.spyOn(MiniSearch.prototype, 'search');
    const [first, again] = await Promise.all([engine.search('gas oracle'), engine.search('gas oracle')]);
    expect(first.length).toBeGreaterThan(0);
    expect(again).toBe(first);
    expect(searched).toHaveBeenCalledTimes(2);
    const other = await engine.search('bridge');
    expect(other).not.toBe(first);
    expect(searched).toHaveBeenCalledTimes(4);
  });
});

describe('a ranking that does not depend on earlier queries', () => {
  // Enough made-up words that the text index has many shards: "bridge" and its one-typo neighbors "fridge" and
  // "bridle" land in different ones, so what an engine fetched before decides which typos it could match.
  const syllables = ['ba', 'de', 'ki', 'lo', 'mu', 'ra', 'si', 'tu'];
  const filler = syllables.flatMap((a) => syllables.flatMap((b) => syllables.map((c) => `${a}${b}${c}n`)));
  const typoNeighbors = ['bridge', 'bridle', 'fridge', 'abridge'];
  const many = Array.from({length: 240}, (_, id) =>
    record(
      id,
      [
        ...Array.from({length: 12}, (__, n) => filler[(id * 37 + n * 11) % filler.length]),
        typoNeighbors[id % typoNeighbors.length],
        id % 3 ? 'up' : 'down',
        words[id % words.length],
      ].join(' '),
    ),
  );
  const queries = ['bridge rewards', 'show the bridge up', 'fridge', 'validator bridle gas'];
  const earlier = ['abridge', 'fridge oracle', 'bridle', 'up down', ...filler.filter((_, n) => n % 9 === 0)];

  it('ranks the same, to the last digit, on a fresh engine and on one that fetched other shards first', async () => {
    const {manifest, files} = indexFiles(many);
    expect(manifest.terms.first.length).toBeGreaterThan(5);
    const ranks = async (engine: Awaited<ReturnType<typeof loadEngine>>['engine'], query: string) =>
      (await engine.search(query)).map(({record, score}) => [record.objectID, score]);
    for (const query of queries) {
      const {engine: fresh} = await loadEngine((sitePath) => files.get(sitePath)!);
      const {engine: used} = await loadEngine((sitePath) => files.get(sitePath)!);
      for (const before of earlier) await used.search(before);
      const expected = await ranks(fresh, query);
      expect(expected.length).toBeGreaterThan(0);
      expect(await ranks(used, query)).toEqual(expected);
    }
  });

  it('orders records of equal score by their place in the index, not by the query word they matched first', async () => {
    // Records 1 and 2 match the query's first word, 0 and 3 its second: the same score each, found in that order.
    const twins = ['beta gamma', 'alpha gamma', 'alpha delta', 'beta delta'].map((content, id) => ({
      ...record(id, content),
      hierarchy: {...record(id, content).hierarchy, lvl1: 'Page', lvl2: 'Section'},
      url: `/page-${id}#section`,
    }));
    const {files} = indexFiles(twins);
    const {engine} = await loadEngine((sitePath) => files.get(sitePath)!);
    const ranked = await engine.search('alpha beta');
    expect(new Set(ranked.map(({score}) => score)).size).toBe(1);
    expect(ranked.map(({record: {objectID}}) => objectID)).toEqual(['0', '1', '2', '3']);
  });
});
