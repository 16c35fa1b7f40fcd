/** The records of the local search index: DocSearch's hierarchy shape, one record per page section. */
import type {PackedHeadings} from './headingIndex';

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export type Hierarchy = Record<Level, string | null>;

export interface SearchRecord {
  objectID: string;
  /** Page path with the section's anchor. */
  url: string;
  /** The deepest heading level the record stands for, or `content` for text under a heading. */
  type: Level | 'content';
  hierarchy: Hierarchy;
  /** The section's text; in the browser, only once a search has fetched it for a snippet. */
  content: string | null;
  language: string;
  docusaurus_tag: string;
}

export const LEVELS: readonly Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Where the browser finds the current index: a small file that names the content-hashed ones. */
export const MANIFEST_PATH = 'search/manifest.json';

export interface SearchManifest {
  /** The page and heading file, fetched when the reader reaches for search. */
  index: string;
  records: number;
  /** The term shards of the full-text index, in term order: `${folder}${n}.json` holds the terms from `first[n]` on. */
  terms: {folder: string; first: string[]};
  /**
   * The text files snippets come from: `${folder}${n}.json` holds the text of record `n`. One record a file: a query's
   * hits are sections of different pages, and a file of several sections brought text no hit showed.
   */
  texts: {folder: string};
}

/**
 * The page and heading file as shipped: page facts once per page with the number of its sections, then one row per
 * section in document order, a page's sections one after the other, from which the full hierarchy of every record is
 * rebuilt. Section text is not in it: the full-text index is split into term shards, and the text into small files,
 * each fetched only when a query needs it.
 */
export interface PackedIndex {
  /** [path, lvl0, lvl1, docusaurus_tag, language, number of sections] */
  pages: [string, string, string, string, string, number][];
  /**
   * [heading level 1 to 6, anchor, heading text, square root of the number of terms in the section text, rounded],
   * the page's own sections following each page's row in `pages`. The anchor is `0` when it is the heading's
   * `anchorOf`, as it mostly is: only the others are sent.
   */
  sections: [number, string | 0, string, number][];
  /** The index of the records' titles, route words, headings and section names, built at build time. */
  headings: PackedHeadings;
}

/** How many sections each page of a packed index has, page after page. */
export const sectionsPerPage = ({pages}: Pick<PackedIndex, 'pages'>): number[] => pages.map((page) => page[5]);

/** The anchor a heading mostly has: its words in lower case, joined by hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** The number of terms in a section's text, as the index keeps it: close enough to rank by, and fewer digits. */
export const termCountOf = (packed: number) => packed * packed;

/** A term shard: `[term, record, frequency, record, frequency, …]`, records as gaps from the previous one. */
export type TermShard = (string | number)[][];

/** Each record's frequency from postings written as `[record, frequency, …]`, records as gaps from the previous one. */
export function decodePostings(postings: readonly number[]): Map<number, number> {
  const frequencies = new Map<number, number>();
  let id = 0;
  for (let i = 0; i < postings.length; i += 2) {
    id += postings[i];
    frequencies.set(id, postings[i + 1]);
  }
  return frequencies;
}

/** The path of the page a record belongs to: its URL without the section's anchor. */
export const pagePathOf = (record: SearchRecord): string => record.url.split('#')[0];

/**
 * Each record's page number, pages numbered in the order of their first record, and how many records each page has.
 * A page's records follow one another, as the build lists them; the packed index relies on it.
 */
export function pagesOf(records: readonly SearchRecord[]): {pageOf: number[]; recordsPerPage: number[]} {
  const numbers = new Map<string, number>();
  const recordsPerPage: number[] = [];
  const pageOf = records.map((record, id) => {
    const path = pagePathOf(record);
    const known = numbers.get(path);
    if (known !== undefined && known !== numbers.size - 1) {
      throw new Error(
        `local-search: the records of ${path} are not together (record ${id}); list a page's records in a row`,
      );
    }
    if (known === undefined) {
      numbers.set(path, numbers.size);
      recordsPerPage.push(0);
    }
    recordsPerPage[numbers.size - 1]++;
    return numbers.size - 1;
  });
  return {pageOf, recordsPerPage};
}

export function packIndex(
  records: readonly SearchRecord[],
  termCounts: readonly number[],
): Omit<PackedIndex, 'headings'> {
  const {pageOf, recordsPerPage} = pagesOf(records);
  const pages: PackedIndex['pages'] = [];
  const sections = records.map((record, id): PackedIndex['sections'][number] => {
    const [path, anchor = ''] = record.url.split('#');
    const page = pageOf[id];
    if (page === pages.length) {
      const {lvl0, lvl1} = record.hierarchy;
      pages.push([path, lvl0 ?? '', lvl1 ?? '', record.docusaurus_tag, record.language, recordsPerPage[page]]);
    }
    const level = LEVELS.indexOf(record.type as Level);
    const heading = level > 1 ? (record.hierarchy[LEVELS[level]] ?? '') : '';
    return [
      level,
      anchor !== '' && anchor === anchorOf(heading) ? 0 : anchor,
      heading,
      Math.round(Math.sqrt(termCounts[id] ?? 0)),
    ];
  });
  return {pages, sections};
}

/** Expands the shipped index, without section text; `origin` makes URLs absolute, as a hosted index stores them. */
export function unpackIndex({pages, sections}: Pick<PackedIndex, 'pages' | 'sections'>, origin = ''): SearchRecord[] {
  const pageOfSection = pages.flatMap((page, index) => Array<number>(page[5]).fill(index));
  const headings = new Map<number, (string | null)[]>();
  return sections.map(([level, packedAnchor, heading], index) => {
    const page = pageOfSection[index];
    const anchor = packedAnchor === 0 ? anchorOf(heading) : packedAnchor;
    const [path, lvl0, lvl1, tag, language] = pages[page];
    const trail = headings.get(page) ?? [lvl0, lvl1, null, null, null, null, null];
    if (level > 1) {
      trail[level] = heading;
      for (let deeper = level + 1; deeper <= 6; deeper++) trail[deeper] = null;
    }
    headings.set(page, trail);
    const hierarchy = Object.fromEntries(LEVELS.map((name, i) => [name, trail[i]])) as Hierarchy;
    return {
      objectID: String(index),
      url: `${origin}${anchor ? `${path}#${anchor}` : path}`,
      type: LEVELS[level],
      hierarchy,
      content: null,
      language,
      docusaurus_tag: tag,
    };
  });
}
