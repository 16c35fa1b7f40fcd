/**
 * The heading index: MiniSearch over each record's title, route words, headings and section name. The build indexes
 * them once and ships the postings in the page and heading file; the browser loads them as they are, instead of
 * splitting and stemming every title and heading of the site again on each fresh page before its first answer.
 */
import MiniSearch, {type SearchOptions} from 'minisearch';
import {decodePostings, LEVELS, pagesOf, type SearchRecord} from './records';
import {indexTerms, processTerm} from './tokenize';

const HEADING_FIELDS = ['title', 'path', 'headings', 'section'] as const;
/** The field that differs between the records of a page; the others are the page's. */
const RECORD_FIELD = HEADING_FIELDS.indexOf('headings');
const PAGE_FIELDS = HEADING_FIELDS.map((_, field) => field).filter((field) => field !== RECORD_FIELD);

export type HeadingDocument = {id: number} & Record<(typeof HEADING_FIELDS)[number], string>;

/**
 * The heading index as shipped, record numbers being the records' order in the page and heading file. A page's
 * title, route words and section name are the same in each of its records, so those fields are shipped once per page
 * and given back to every record of the page when the index loads; only the headings field is shipped per record.
 */
export interface PackedHeadings {
  /** Each page's number of terms in the page fields (title, path, section, in that order), one page after the other. */
  pageLengths: number[];
  /** Each record's number of terms in its headings. */
  headingLengths: number[];
  /** The mean of each field's lengths over the records, as MiniSearch worked it out while indexing. */
  averages: number[];
  /**
   * One row per term: the term, then for each field `[number, frequency, number, frequency, …]`, numbers as gaps:
   * page numbers in the page fields, record numbers in the headings.
   */
  postings: [string, ...number[][]][];
}

/** How the heading index is built: its fields and its terms. */
export const HEADING_INDEX_OPTIONS = {fields: [...HEADING_FIELDS], tokenize: indexTerms, processTerm};

/** The words of a page's route, which name its topic: `/cel2/operators/docker-node` → "cel2 operators docker node". */
function pathWords(url: string): string {
  return new URL(url, 'https://site.invalid').pathname.split(/[/-]/).filter(Boolean).join(' ');
}

/** What the heading index holds of a record. */
export function headingDocument(record: SearchRecord, id: number): HeadingDocument {
  return {
    id,
    title: record.hierarchy.lvl1 ?? '',
    path: pathWords(record.url),
    headings: LEVELS.slice(2)
      .map((level) => record.hierarchy[level])
      .filter(Boolean)
      .join(' '),
    section: record.hierarchy.lvl0 ?? '',
  };
}

/**
 * The order in which indexing first meets each term. The browser adds the terms in this order, so that its term tree,
 * whose branches keep the order they were added in, lists a prefix's terms as indexing did and sums their scores in
 * the same order: the loaded index ranks as the built one, to the last digit.
 */
function firstSeen(documents: readonly HeadingDocument[]): Map<string, number> {
  const order = new Map<string, number>();
  for (const document of documents) {
    for (const field of HEADING_FIELDS) {
      for (const token of indexTerms(document[field])) {
        const term = processTerm(token);
        if (term !== null && !order.has(term)) order.set(term, order.size);
      }
    }
  }
  return order;
}

/** `[number, frequency, …]` with each number as the gap from the one before, in ascending order. */
function asGaps(entries: Iterable<[number, number]>): number[] {
  const row: number[] = [];
  let previous = 0;
  for (const [number, frequency] of entries) {
    row.push(number - previous, frequency);
    previous = number;
  }
  return row;
}

/** A page field's postings by page: every record of a page holds the term as often as the page does. */
function byPage(
  term: string,
  postings: Record<string, number>,
  pageOf: readonly number[],
  recordsPerPage: readonly number[],
): Map<number, number> {
  const pages = new Map<number, number>();
  for (const [id, frequency] of Object.entries(postings)) {
    const page = pageOf[Number(id)];
    if ((pages.get(page) ?? frequency) !== frequency) throw partOfPage(term);
    pages.set(page, frequency);
  }
  const held = [...pages.keys()].reduce((sum, page) => sum + recordsPerPage[page], 0);
  if (held !== Object.keys(postings).length) throw partOfPage(term);
  return pages;
}

const partOfPage = (term: string) =>
  new Error(`local-search: "${term}" differs between the records of a page in their title, route or section name`);

/** Indexes the records' titles and headings, at build time. */
export function packHeadings(records: readonly SearchRecord[]): PackedHeadings {
  const documents = records.map(headingDocument);
  const miniSearch = new MiniSearch<HeadingDocument>(HEADING_INDEX_OPTIONS);
  miniSearch.addAll(documents);
  const {fieldLength, averageFieldLength, index} = miniSearch.toJSON();
  const order = firstSeen(documents);
  index.sort(([a], [b]) => order.get(a)! - order.get(b)!);
  const {pageOf, recordsPerPage} = pagesOf(records);
  // Integer keys enumerate in ascending order, so the gaps are never negative.
  const postings = index.map(([term, fields]): [string, ...number[][]] => [
    term,
    ...HEADING_FIELDS.map((_, field) => {
      const postingsOfField = fields[field] ?? {};
      if (field === RECORD_FIELD) return asGaps(Object.entries(postingsOfField).map(([id, f]) => [Number(id), f]));
      return asGaps(byPage(term, postingsOfField, pageOf, recordsPerPage));
    }),
  ]);
  // A page's records follow one another: its first record comes after all the records of the pages before it.
  let firstRecord = 0;
  const pageLengths = recordsPerPage.flatMap((records) => {
    const lengths = PAGE_FIELDS.map((field) => fieldLength[firstRecord][field]);
    firstRecord += records;
    return lengths;
  });
  return {
    pageLengths,
    headingLengths: records.map((_, id) => fieldLength[id][RECORD_FIELD]),
    averages: averageFieldLength,
    postings,
  };
}

/**
 * The shipped heading index as a MiniSearch ready to search, with `searchOptions` as its defaults: the postings go
 * straight into MiniSearch's own (protected) structures, as the full-text index's shards do, rather than through
 * `loadJS`, whose string-keyed objects cost more than the postings themselves (see the plugin README's figures;
 * `tests/unit/search/miniSearchFields.test.ts` pins each field written). `recordsPerPage` says which records each page
 * has, as the page and heading file lists them (`sectionsPerPage`).
 */
export class LoadedHeadingIndex extends MiniSearch<HeadingDocument> {
  constructor(
    {pageLengths, headingLengths, averages, postings}: PackedHeadings,
    recordsPerPage: readonly number[],
    searchOptions: SearchOptions,
  ) {
    super({...HEADING_INDEX_OPTIONS, searchOptions});
    const count = headingLengths.length;
    const recordsOfPage: number[][] = [];
    let id = 0;
    recordsPerPage.forEach((records, page) => {
      recordsOfPage.push(Array.from({length: records}, () => id++));
      for (const record of recordsOfPage[page]) {
        const lengths = HEADING_FIELDS.map((_, field) =>
          field === RECORD_FIELD
            ? headingLengths[record]
            : pageLengths[page * PAGE_FIELDS.length + PAGE_FIELDS.indexOf(field)],
        );
        this._documentIds.set(record, record);
        this._idToShortId.set(record, record);
        this._fieldLength.set(record, lengths);
      }
    });
    this._documentCount = count;
    this._nextId = count;
    this._avgFieldLength = averages;
    for (const [term, ...fields] of postings) {
      const byField = new Map<number, Map<number, number>>();
      fields.forEach((row, field) => {
        if (row.length === 0) return;
        const decoded = decodePostings(row);
        if (field === RECORD_FIELD) {
          byField.set(field, decoded);
          return;
        }
        const byRecord = new Map<number, number>();
        for (const [page, frequency] of decoded)
          for (const record of recordsOfPage[page]) byRecord.set(record, frequency);
        byField.set(field, byRecord);
      });
      this._index.set(term, byField);
    }
  }
}
