/**
 * The heading index: MiniSearch over each record's title, route words, headings and section name. The build indexes
 * them once and ships the postings in the page and heading file; the browser loads them as they are, instead of
 * splitting and stemming every title and heading of the site again on each fresh page before its first answer.
 */
import MiniSearch, {type SearchOptions} from 'minisearch';
import {decodePostings, LEVELS, type SearchRecord} from './records';
import {indexTerms, processTerm} from './tokenize';

const HEADING_FIELDS = ['title', 'path', 'headings', 'section'] as const;

export type HeadingDocument = {id: number} & Record<(typeof HEADING_FIELDS)[number], string>;

/** The heading index as shipped, record numbers being the records' order in the page and heading file. */
export interface PackedHeadings {
  /** Each record's number of terms in each field, in the order of the fields, one record after the other. */
  lengths: number[];
  /** The mean of each field's lengths, as MiniSearch worked it out while indexing. */
  averages: number[];
  /** One row per term: the term, then for each field `[record, frequency, record, frequency, …]`, records as gaps. */
  postings: [string, ...number[][]][];
}

const INDEX_OPTIONS = {fields: [...HEADING_FIELDS], tokenize: indexTerms, processTerm};

/** The words of a page's route, which name its topic: `/cel2/operators/docker-node` → "cel2 operators docker node". */
function pathWords(url: string): string {
  return new URL(url, 'https://site.invalid').pathname.split(/[/-]/).filter(Boolean).join(' ');
}

function headingDocument(record: SearchRecord, id: number): HeadingDocument {
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

/** Indexes the records' titles and headings, at build time. */
export function packHeadings(records: readonly SearchRecord[]): PackedHeadings {
  const documents = records.map(headingDocument);
  const miniSearch = new MiniSearch<HeadingDocument>(INDEX_OPTIONS);
  miniSearch.addAll(documents);
  const {fieldLength, averageFieldLength, index} = miniSearch.toJSON();
  const order = firstSeen(documents);
  index.sort(([a], [b]) => order.get(a)! - order.get(b)!);
  const postings = index.map(([term, fields]): [string, ...number[][]] => [
    term,
    ...HEADING_FIELDS.map((_, field) => {
      const row: number[] = [];
      let previous = 0;
      // Integer keys enumerate in ascending order, so the gaps are never negative.
      for (const [id, frequency] of Object.entries(fields[field] ?? {})) {
        row.push(Number(id) - previous, frequency);
        previous = Number(id);
      }
      return row;
    }),
  ]);
  return {
    lengths: records.flatMap((_, id) => fieldLength[id]),
    averages: averageFieldLength,
    postings,
  };
}

/**
 * The shipped heading index as a MiniSearch ready to search, with `searchOptions` as its defaults: the postings go
 * straight into MiniSearch's own (protected) structures, as the full-text index's shards do, rather than through
 * `loadJS`, whose string-keyed objects cost more than the postings themselves.
 */
export class LoadedHeadingIndex extends MiniSearch<HeadingDocument> {
  constructor({lengths, averages, postings}: PackedHeadings, searchOptions: SearchOptions) {
    super({...INDEX_OPTIONS, searchOptions});
    const fieldCount = HEADING_FIELDS.length;
    const count = lengths.length / fieldCount;
    this._documentCount = count;
    this._nextId = count;
    for (let id = 0; id < count; id++) {
      this._documentIds.set(id, id);
      this._idToShortId.set(id, id);
      this._fieldLength.set(id, lengths.slice(id * fieldCount, (id + 1) * fieldCount));
    }
    this._avgFieldLength = averages;
    for (const [term, ...fields] of postings) {
      const byField = new Map<number, Map<number, number>>();
      fields.forEach((row, field) => {
        if (row.length > 0) byField.set(field, decodePostings(row));
      });
      this._index.set(term, byField);
    }
  }
}
