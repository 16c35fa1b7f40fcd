/**
 * Signals that rank one record above another beyond how well its words match: whether the page is current, and
 * whether a title or heading holds the query's words in the order typed. Each record's facts are read once, when a
 * query first reaches it.
 */
import {LEVELS, type SearchRecord} from '../records';
import {indexTerms} from '../tokenize';
import {RETIRED_NETWORKS, SUPERSEDED_MARKERS} from '../vocabulary';

/** How much a blog post, an archived (`/l1`) page, a superseded page or a retired network's section weighs. */
export const NOT_CURRENT_WEIGHT = 0.5;
/** How much more a record weighs when a title or heading holds the query's words in the order typed, side by side. */
export const PHRASE_IN_HEADING = 1.5;

const MARKERS = new Set(SUPERSEDED_MARKERS.flatMap((marker) => indexTerms(marker)));
const RETIRED = RETIRED_NETWORKS.map((network) => indexTerms(network)[0]);
/** Words that name the whole site, which a query need not repeat to name a page. */
const SITE_WORDS = new Set(indexTerms('Celo docs'));
/** Words in a query that ask for the archived version. */
const ARCHIVE_WORDS = new Set(indexTerms('L1 legacy archive archived'));

interface RecordFacts {
  /** The title's words that name the page, without markers and site words. */
  titleTerms: string[];
  /** The terms of the title and of each heading, in order. */
  headings: string[][];
  blog: boolean;
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
  const headings = headingTexts.map(indexTerms);
  const title = headings[0] ?? [];
  const named = new Set([...headings.flat(), ...indexTerms(path.replace(/[/-]/g, ' '))]);
  return {
    titleTerms: title.filter((term) => !MARKERS.has(term) && !SITE_WORDS.has(term)),
    headings,
    blog: path.startsWith('/blog/'),
    archived: record.docusaurus_tag.endsWith('-l1'),
    superseded: title.some((term) => MARKERS.has(term)),
    retired: RETIRED.filter((network) => named.has(network)),
  };
}

/** Whether `sequence` holds `phrase` side by side, in order. */
function holdsPhrase(sequence: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= sequence.length; start++) {
    if (phrase.every((term, i) => sequence[start + i] === term)) return true;
  }
  return false;
}

export interface QueryWords {
  /** Every term of the query as typed, stems of plain words. */
  terms: ReadonlySet<string>;
  /** The terms as typed, in order, stop words left out. */
  phrase: readonly string[];
}

export function queryWords(query: string): QueryWords {
  const phrase = indexTerms(query);
  return {terms: new Set(phrase), phrase};
}

/** Ranks records by how current their pages are and how closely their headings say the query. */
export function createRanking(records: readonly SearchRecord[]) {
  const facts = new Map<number, RecordFacts>();
  const factsFor = (id: number) => facts.get(id) ?? facts.set(id, factsOf(records[id])).get(id)!;
  return (id: number, query: QueryWords): number => {
    const record = factsFor(id);
    const namesTitle = record.titleTerms.length > 0 && record.titleTerms.every((term) => query.terms.has(term));
    let weight = 1;
    if (record.blog && !namesTitle) weight *= NOT_CURRENT_WEIGHT;
    if (record.superseded && !namesTitle) weight *= NOT_CURRENT_WEIGHT;
    if (record.archived && ![...query.terms].some((term) => ARCHIVE_WORDS.has(term))) weight *= NOT_CURRENT_WEIGHT;
    if (record.retired.length && !record.retired.some((network) => query.terms.has(network)))
      weight *= NOT_CURRENT_WEIGHT;
    if (query.phrase.length > 1 && record.headings.some((heading) => holdsPhrase(heading, query.phrase)))
      weight *= PHRASE_IN_HEADING;
    return weight;
  };
}
