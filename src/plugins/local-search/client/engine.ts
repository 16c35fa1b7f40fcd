/**
 * Ranks records with MiniSearch over two indexes: titles, headings and routes, indexed at build time and loaded from
 * the page and heading file, and the full text, whose term shards are fetched as queries need them. A record whose
 * title or headings name every word of the query ranks first; then the sections whose text matches best. A word matched only
 * by a typo or as the start of a longer word weighs far less than one matched as typed, and pages that are not
 * current (`ranking.ts`) weigh less than current ones. Every weight is in `weights.ts`.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {LoadedHeadingIndex} from '../shared/headingIndex';
import {
  decodePostings,
  pagePathOf,
  sectionsPerPage,
  termCountOf,
  type PackedIndex,
  type SearchManifest,
  type SearchRecord,
  type TermShard,
  unpackIndex,
} from '../shared/records';
import {indexTerms, processTerm, surfacePrefix, tokens, wholeTerms, type Token} from '../shared/tokenize';
import {
  coverage,
  inexactSlots,
  openTerms,
  parseQuery,
  queryTerms,
  rarity,
  stemOnlySlots,
  toMiniSearchQuery,
  type ParsedQuery,
} from './query';
import {createRanking, queryWords} from './ranking';
import {
  COVERAGE_POWER,
  HEADING_FIELD_BOOSTS,
  HEADING_NAMES_POWER,
  HEADING_NAMES_QUERY,
  INEXACT_WORD,
  MIN_TYPO_LENGTH,
  PAGE_RECORD_BOOST,
  PAGE_WEIGHT,
  STEM_ONLY_WORD,
  TITLE_IS_QUERY,
  TYPO_AND_PREFIX_WEIGHTS,
  TYPO_SHARE,
} from './weights';

/**
 * The ranking signals that can be switched off, one at a time, to measure what each brings on the held-out questions
 * (scripts/search-eval.mjs): `asTyped`, a word held only in another form of its stem weighs less (`STEM_ONLY_WORD`).
 */
export const SIGNALS = ['asTyped'] as const;
export type Signal = (typeof SIGNALS)[number];

export interface EngineOptions {
  /** Signals left out of the ranking, for measuring; none in the browser. */
  without?: Iterable<Signal>;
  /** The signals' weights, for measuring others than the shipped ones. */
  weights?: {stemOnlyWord?: number};
}

const normalized = (text: string) =>
  tokens(text)
    .map((token) => token.whole)
    .join(' ');

export interface RankedRecord {
  record: SearchRecord;
  /** The document terms the query matched, for highlighting. */
  terms: string[];
  score: number;
  /** The record's page path. */
  page: string;
}

export interface LocalSearchEngine {
  records: readonly SearchRecord[];
  search(query: string): Promise<RankedRecord[]>;
  /** Fetches the section text of `records` that do not have it yet, for snippets. */
  loadText(records: readonly SearchRecord[]): Promise<void>;
  /**
   * Works out what ranking needs to know of every record ahead of the queries, a slice at a time, letting a query
   * that arrives meanwhile run between two slices: for the search worker, whose thread does nothing else.
   */
  prepare(): Promise<void>;
}

/** Records prepared between two chances for a query to run: about 10 ms of work. */
const PREPARE_SLICE = 100;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Reads a file of the index by its site path: `fetch` in the browser, the build folder in Node. */
export type IndexFetcher = <T>(path: string) => Promise<T>;

const exactTerms = (text: string) => [text];
/** How many edits a word of the query may be from a term it matches by a typo; none for short words. */
const typoDistance = (term: string) => (term.length >= MIN_TYPO_LENGTH ? TYPO_SHARE : false);

function headingIndex(packed: PackedIndex, records: readonly SearchRecord[]) {
  return new LoadedHeadingIndex(packed.headings, sectionsPerPage(packed), {
    tokenize: exactTerms,
    boost: HEADING_FIELD_BOOSTS,
    fuzzy: typoDistance,
    weights: TYPO_AND_PREFIX_WEIGHTS,
    boostDocument: (id) => (records[id as number].type === 'lvl1' ? PAGE_RECORD_BOOST : 1),
  });
}

const everyTerm = () => true;
const byTerm = <T>([a]: [string, T], [b]: [string, T]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * MiniSearch over the section text, whose postings arrive in term shards: each shard adds its terms to the index
 * (MiniSearch's own protected structure), so a new shard costs its own size, not a reload of every shard so far.
 * MiniSearch has no public way to add postings; `tests/unit/search/miniSearchFields.test.ts` holds every protected
 * field written here to what MiniSearch's `loadJSON` makes of the same index.
 */
export class ShardedTextIndex extends MiniSearch<{id: number; content: string}> {
  /** The terms a search may match, during `searchAmong`. */
  private inScope: (term: string) => boolean = everyTerm;

  constructor(termCounts: readonly number[]) {
    super({
      fields: ['content'],
      tokenize: indexTerms,
      processTerm,
      searchOptions: {
        tokenize: exactTerms,
        fuzzy: typoDistance,
        weights: TYPO_AND_PREFIX_WEIGHTS,
      },
    });
    this._documentCount = termCounts.length;
    this._nextId = termCounts.length;
    termCounts.forEach((length, id) => {
      this._documentIds.set(id, id);
      this._idToShortId.set(id, id);
      this._fieldLength.set(id, [length]);
    });
    this._avgFieldLength = [termCounts.reduce((sum, length) => sum + length, 0) / Math.max(1, termCounts.length)];
    // The shards join the index in the order earlier queries fetched them, which orders its tree. A search matches
    // the terms in scope only, and typo matches in term order, so a record's score is summed in the same order, of
    // the same terms, whatever was searched before. (The text is never searched by prefix: titles and headings match
    // the word being typed.)
    const index = this._index;
    const get = index.get.bind(index);
    const fuzzyGet = index.fuzzyGet.bind(index);
    index.get = (term) => (this.inScope(term) ? get(term) : undefined);
    index.fuzzyGet = (key, distance) =>
      new Map([...fuzzyGet(key, distance)].filter(([term]) => this.inScope(term)).sort(byTerm));
  }

  /**
   * Searches as `search` does, matching only the terms `inScope` holds, as typed or by a typo: the terms of the
   * query's own shards, so that what other queries fetched before does not count.
   */
  searchAmong(query: Query, inScope: (term: string) => boolean): SearchResult[] {
    this.inScope = inScope;
    try {
      return this.search(query);
    } finally {
      this.inScope = everyTerm;
    }
  }

  /** How many records hold `term`, among the shards added so far. */
  documentFrequency(term: string): number {
    return this._index.get(term)?.get(0)?.size ?? 0;
  }

  /** Adds a shard's rows: term, then record and frequency pairs, records as gaps from the previous one. */
  addShard(shard: TermShard): void {
    for (const [term, ...postings] of shard) {
      this._index.set(term as string, new Map([[0, decodePostings(postings as number[])]]));
    }
  }
}

/** The index of the last of `items`, sorted by `key`, whose key is at or before `value`; 0 when none is. */
function lastAtOrBefore<T, K extends string | number>(items: readonly T[], key: (item: T) => K, value: K): number {
  let low = 0;
  let high = items.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (key(items[middle]) <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The number of the shard that holds `term` if the index has it: shards start at the terms the manifest lists. */
export function shardFor(first: readonly string[], term: string): number {
  return lastAtOrBefore(first, (start) => start, term);
}

/** `weigh` of a record's heading and text matches, computed once for each distinct set of matched terms. */
function memoized<T>(weigh: (heading: SearchResult | undefined, body: SearchResult | undefined) => T) {
  const known = new Map<string, T>();
  const termsOf = (result: SearchResult | undefined) =>
    result ? `${result.terms.join(' ')}>${result.queryTerms.join(' ')}` : '-';
  return (heading: SearchResult | undefined, body: SearchResult | undefined): T => {
    const key = `${termsOf(heading)}|${termsOf(body)}`;
    if (!known.has(key)) known.set(key, weigh(heading, body));
    return known.get(key)!;
  };
}

function scores(results: SearchResult[]) {
  return new Map(results.map((result) => [result.id as number, result]));
}

export async function createEngine(
  manifest: SearchManifest,
  fetchFile: IndexFetcher,
  origin = '',
  options: EngineOptions = {},
): Promise<LocalSearchEngine> {
  const without = new Set(options.without ?? []);
  const stemOnlyWord = options.weights?.stemOnlyWord ?? STEM_ONLY_WORD;
  const packed = await fetchFile<PackedIndex>(manifest.index);
  const records = unpackIndex(packed, origin);
  const headings = headingIndex(packed, records);
  const pages = records.map(pagePathOf);
  const titles = new Map<number, string>();
  const titleOf = (id: number) =>
    titles.get(id) ?? titles.set(id, normalized(records[id].hierarchy.lvl1 ?? '')).get(id)!;
  const shards = new Map<string, Promise<void>>();
  const texts = new Map<number, Promise<void>>();
  const text = new ShardedTextIndex(packed.sections.map((section) => termCountOf(section[3])));
  const ranking = createRanking(records);

  const shardFile = (term: string) => `${manifest.terms.folder}${shardFor(manifest.terms.first, term)}.json`;

  /** Fetches the query's term shards; returns their files. */
  async function fetchShards(parsed: ParsedQuery): Promise<ReadonlySet<string>> {
    const files = new Set(queryTerms(parsed).map(shardFile));
    for (const file of files) {
      if (shards.has(file)) continue;
      const loading = fetchFile<TermShard>(file).then((shard) => text.addShard(shard));
      loading.catch(() => shards.delete(file));
      shards.set(file, loading);
    }
    await Promise.all([...files].map((file) => shards.get(file)));
    return files;
  }

  async function rank(query: string): Promise<RankedRecord[]> {
    const parsed = parseQuery(query);
    if (parsed.slots.length === 0) return [];
    // Titles and headings are searched while the term shards are on their way.
    const shardsLoaded = fetchShards(parsed);
    const inHeadings = scores(headings.search(toMiniSearchQuery(parsed, true)));
    const queryShards = await shardsLoaded;
    // Only the terms of the query's own shards count, whatever earlier queries fetched.
    const inQueryShards = (term: string) => queryShards.has(shardFile(term));
    const inText = scores(text.searchAmong(toMiniSearchQuery(parsed, false), inQueryShards));
    const wholeQuery = normalized(query);
    const words = queryWords(query);
    const weight = rarity((term) => (inQueryShards(term) ? text.documentFrequency(term) : 0), records.length);
    const typed = new Set(queryTerms(parsed));
    const stillTyped = new Set(openTerms(parsed));
    const heldAsTyped = new Set(
      [...inHeadings.values(), ...inText.values()].flatMap((result) => result.terms).filter((term) => typed.has(term)),
    );
    const heldWhole = (token: Token) => wholeTerms(token).some((term) => heldAsTyped.has(term));
    const slots = parsed.slots.length;
    /**
     * What a record's matched terms say of the query, which depends on those terms alone: a broad query reaches
     * thousands of records but only a few distinct sets of terms, each weighed once.
     */
    const matchOf = memoized((heading: SearchResult | undefined, body: SearchResult | undefined) => {
      const documentTerms = [...(heading?.terms ?? []), ...(body?.terms ?? [])];
      const held = new Set(documentTerms);
      const startsHeldWord = (term: string) => documentTerms.some((held) => held.startsWith(term));
      // A typo or a longer word stands in for a word only where the site does not hold the word as typed: `stCELO`
      // does not match every record with `celo`, two edits away, since some records hold `stCELO` itself. The word
      // still being typed keeps the words it starts.
      const matched = new Set(
        [...(heading?.queryTerms ?? []), ...(body?.queryTerms ?? [])].filter(
          (term) => held.has(term) || !heldAsTyped.has(term) || (stillTyped.has(term) && startsHeldWord(term)),
        ),
      );
      if (matched.size === 0) return undefined;
      const covered = coverage(parsed, matched, false, weight);
      // Slots matched at all, less those matched as typed: the ones matched only by a typo or a prefix.
      // An identifier the site holds whole is matched as typed only whole: by its words alone, it is a near match.
      const inexact = coverage(parsed, matched) * slots - (slots - inexactSlots(parsed, held, heldWhole));
      const namedInHeadings = heading ? 1 - inexactSlots(parsed, new Set(heading.terms), true) / slots : 0;
      const stemOnly = without.has('asTyped') ? 0 : stemOnlySlots(parsed, held, heldAsTyped);
      return {
        factor:
          covered ** COVERAGE_POWER *
          INEXACT_WORD ** Math.max(0, Math.round(inexact)) *
          stemOnlyWord ** stemOnly *
          (1 + (HEADING_NAMES_QUERY - 1) * namedInHeadings ** HEADING_NAMES_POWER),
        terms: [...new Set(documentTerms.map(surfacePrefix))],
      };
    });
    const ranked: RankedRecord[] = [];
    for (const id of new Set([...inHeadings.keys(), ...inText.keys()])) {
      const heading = inHeadings.get(id);
      const body = inText.get(id);
      const match = matchOf(heading, body);
      if (!match) continue;
      const record = records[id];
      const titleIsQuery = record.type === 'lvl1' && titleOf(id) === wholeQuery;
      const score =
        ((heading?.score ?? 0) + (body?.score ?? 0)) *
        match.factor *
        (titleIsQuery ? TITLE_IS_QUERY : 1) *
        ranking.weigh(id, words);
      ranked.push({record, terms: match.terms, score, page: pages[id]});
    }
    const best = new Map<string, number[]>();
    for (const {page, score} of ranked) {
      const [first = 0, second = 0] = best.get(page) ?? [];
      best.set(page, score > first ? [score, first] : [first, Math.max(second, score)]);
    }
    for (const result of ranked) {
      const [first, second] = best.get(result.page)!;
      result.score += PAGE_WEIGHT * (result.score === first ? second : first);
    }
    // Equal scores keep the order of the records in the index, not the order the matches were found in.
    return ranked.sort((a, b) => b.score - a.score || Number(a.record.objectID) - Number(b.record.objectID));
  }

  /**
   * The latest query and its ranking, shared by the requests that ask it again: the search page asks each query three
   * times at once, for its results and for the counts of its two filters. The ranking of a query never changes.
   */
  let latest: {query: string; ranked: Promise<RankedRecord[]>} | undefined;

  return {
    records,
    search(query) {
      if (latest?.query !== query) {
        const ranked = rank(query);
        ranked.catch(() => {
          if (latest?.ranked === ranked) latest = undefined;
        });
        latest = {query, ranked};
      }
      return latest.ranked;
    },
    async loadText(wanted) {
      const ids = wanted.filter((record) => record.content === null).map((record) => Number(record.objectID));
      for (const id of ids) {
        if (texts.has(id)) continue;
        const loading = fetchFile<string>(`${manifest.texts.folder}${id}.json`).then((content) => {
          records[id].content = content || null;
        });
        loading.catch(() => texts.delete(id));
        texts.set(id, loading);
      }
      await Promise.all(ids.map((id) => texts.get(id)));
    },
    async prepare() {
      for (let id = 0; id < records.length; id++) {
        ranking.prepare(id);
        if (records[id].type === 'lvl1') titleOf(id);
        if (id % PREPARE_SLICE === PREPARE_SLICE - 1) await nextTask();
      }
    },
  };
}
