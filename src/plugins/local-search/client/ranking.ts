/**
 * Signals that rank one record above another beyond how well its words match: whether the page is current, and
 * whether a title or heading holds the query's words in the order typed. Each record's facts are read once, when a
 * query first reaches it.
 */
import {LEVELS, type SearchRecord} from '../shared/records';
import {phraseTerms, queryPhraseTerms} from '../shared/tokenize';
import {RETIRED_NETWORKS, SUPERSEDED_MARKERS} from './vocabulary';
import {
  EXPLANATION_WEIGHT,
  NOT_CURRENT_WEIGHT,
  NOTICE_WEIGHT,
  PHRASE_IN_HEADING,
  REFERENCE_WEIGHT,
  SECTION_NAMES_QUERY_SHARE,
  SECTION_NAMES_QUERY_WORDS,
} from './weights';

const MARKERS = new Set(SUPERSEDED_MARKERS.flatMap((marker) => phraseTerms(marker)));
const RETIRED = RETIRED_NETWORKS.map((network) => phraseTerms(network)[0]);
/** Words that name the whole site, which a query need not repeat to name a page. */
const SITE_WORDS = new Set(phraseTerms('Celo docs'));
/** Words in a query that ask for the archived version. */
const ARCHIVE_WORDS = new Set(phraseTerms('L1 legacy archive archived'));
const NOTICE_PATH = '/cel2/notices/';
const EXPLANATION_PATH = '/protocol/';
/** A question that asks for a task's steps, not for how something works ("how does the election work"). */
const TASK_QUESTION = /^\s*(?:how\s+(?:to|do\s+i|can\s+i)|can\s+i)\b/i;

interface Reference {
  /** Where the reference lives. */
  path: string;
  /** Words in a query that ask for the reference. */
  words: ReadonlySet<string>;
  /** What names an entry of it as typed. */
  entry: RegExp;
}

/**
 * The references and what in a query names them: the command line, or a command or a flag as typed
 * (`lockedcelo:unlock`, `--useLedger`); the JSON-RPC, or a method as typed (`eth_gasPrice`).
 */
const REFERENCES: readonly Reference[] = [
  {
    path: '/cli/',
    words: new Set(phraseTerms('celocli cli command commands flag flags')),
    entry: /\S:\S|(?:^|\s)--?\p{L}/u,
  },
  {
    path: '/developer/json-rpc/',
    words: new Set(phraseTerms('json-rpc jsonrpc method methods')),
    entry: /\p{L}_\p{L}/u,
  },
];

interface RecordFacts {
  /** The title's words that name the page, without markers and site words. */
  titleTerms: string[];
  /** The terms of the title and of each heading, in order. */
  headings: string[][];
  /** The terms of the record's headings below the page title. */
  ownHeadingTerms: ReadonlySet<string>;
  blog: boolean;
  /** Whether the page explains how the protocol works (`/protocol/`), rather than walking through a task. */
  explanation: boolean;
  /** The reference the page belongs to, if any. */
  reference: Reference | undefined;
  notice: boolean;
  archived: boolean;
  superseded: boolean;
  /** The retired networks the record's path, title or headings name. */
  retired: string[];
}

function factsOf(record: SearchRecord): RecordFacts {
  const path = new URL(record.url, 'https://site.invalid').pathname;
  const headingTexts = LEVELS.slice(1)
    .map((level) => record.hierarchy[level])
    .filter((text): text is string => !!text);
  const headings = headingTexts.map(phraseTerms);
  const title = headings[0] ?? [];
  const named = new Set([...headings.flat(), ...phraseTerms(path.replace(/[/-]/g, ' '))]);
  return {
    titleTerms: title.filter((term) => !MARKERS.has(term) && !SITE_WORDS.has(term)),
    headings,
    ownHeadingTerms: new Set(headings.slice(1).flat()),
    blog: path.startsWith('/blog/'),
    explanation: path.startsWith(EXPLANATION_PATH),
    reference: REFERENCES.find((reference) => path.startsWith(reference.path)),
    notice: path.startsWith(NOTICE_PATH) && path !== NOTICE_PATH,
    archived: record.docusaurus_tag.endsWith('-l1'),
    superseded: title.some((term) => MARKERS.has(term)),
    retired: RETIRED.filter((network) => named.has(network)),
  };
}

/** The share of the pairs of neighboring words of `phrase` that one of `headings` holds side by side, in order. */
function pairsInOrder(headings: readonly (readonly string[])[], phrase: readonly string[]): number {
  const pairs = phrase.slice(1).map((term, i) => `${phrase[i]} ${term}`);
  const held = new Set(headings.flatMap((heading) => heading.slice(1).map((term, i) => `${heading[i]} ${term}`)));
  return pairs.filter((pair) => held.has(pair)).length / pairs.length;
}

/**
 * Whether the record's own headings, below the page title, hold at least two of the query's words and at least half
 * of them (`SECTION_NAMES_QUERY_WORDS`, `SECTION_NAMES_QUERY_SHARE`): a section of a reference that is about the query
 * ("Reading fees from a receipt" of the JSON-RPC pages for "read the fee paid from a transaction receipt"), which a
 * reader asking how to do it wants as much as a guide.
 */
function sectionNamesQuery(ownHeadingTerms: ReadonlySet<string>, queryTerms: ReadonlySet<string>): boolean {
  let named = 0;
  for (const term of queryTerms) if (ownHeadingTerms.has(term)) named++;
  return named >= SECTION_NAMES_QUERY_WORDS && named >= SECTION_NAMES_QUERY_SHARE * queryTerms.size;
}

export interface QueryWords {
  /** Every term of the query as typed, stems of plain words. */
  terms: ReadonlySet<string>;
  /** The terms as typed, in order, stop words left out. */
  phrase: readonly string[];
  /** The references the query names an entry of, or asks for. */
  namesReference: ReadonlySet<Reference>;
  /** Whether the query asks for the archived version. */
  asksForArchive: boolean;
  /** Whether the query asks how to do something: "how to stake CELO", "how do I vote", "can I unlock". */
  asksHowTo: boolean;
}

export function queryWords(query: string): QueryWords {
  const phrase = queryPhraseTerms(query);
  return {
    terms: new Set(phrase),
    phrase,
    namesReference: new Set(
      REFERENCES.filter(({words, entry}) => entry.test(query) || phrase.some((term) => words.has(term))),
    ),
    asksForArchive: phrase.some((term) => ARCHIVE_WORDS.has(term)),
    asksHowTo: TASK_QUESTION.test(query),
  };
}

export interface Ranking {
  /** How much a record weighs for a query: how current its page is and how closely its headings say the query. */
  weigh(id: number, query: QueryWords): number;
  /**
   * Works out a record's facts before a query reaches it. A broad query reaches thousands of records, and reading
   * their titles, headings and paths for the first time is most of what it costs.
   */
  prepare(id: number): void;
}

/** Ranks records by how current their pages are and how closely their headings say the query. */
export function createRanking(records: readonly SearchRecord[]): Ranking {
  const facts = new Map<number, RecordFacts>();
  const factsFor = (id: number) => facts.get(id) ?? facts.set(id, factsOf(records[id])).get(id)!;
  const weigh = (id: number, query: QueryWords): number => {
    const record = factsFor(id);
    const namesTitle = record.titleTerms.length > 0 && record.titleTerms.every((term) => query.terms.has(term));
    let weight = 1;
    if (record.blog && !namesTitle) weight *= NOT_CURRENT_WEIGHT;
    if (
      record.reference &&
      !query.namesReference.has(record.reference) &&
      !sectionNamesQuery(record.ownHeadingTerms, query.terms)
    )
      weight *= REFERENCE_WEIGHT;
    if (record.explanation && query.asksHowTo) weight *= EXPLANATION_WEIGHT;
    if (record.notice && !namesTitle) weight *= NOTICE_WEIGHT;
    if (record.superseded && !namesTitle) weight *= NOT_CURRENT_WEIGHT;
    if (record.archived && !query.asksForArchive) weight *= NOT_CURRENT_WEIGHT;
    if (record.retired.length && !record.retired.some((network) => query.terms.has(network)))
      weight *= NOT_CURRENT_WEIGHT;
    if (query.phrase.length > 1) weight *= 1 + (PHRASE_IN_HEADING - 1) * pairsInOrder(record.headings, query.phrase);
    return weight;
  };
  return {weigh, prepare: factsFor};
}
