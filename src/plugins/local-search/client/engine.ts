/** Ranks records with MiniSearch: prefix and typo-tolerant, page titles and headings weigh most. */
import MiniSearch, {type SearchResult} from 'minisearch';
import {LEVELS, type SearchRecord} from '../records';

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'do',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'with',
  'my',
  'can',
  'does',
]);

export interface RankedRecord {
  record: SearchRecord;
  /** The document terms the query matched, for highlighting. */
  terms: string[];
  score: number;
}

export interface LocalSearchEngine {
  records: readonly SearchRecord[];
  search(query: string): RankedRecord[];
}

/** The words of a page's route, which name its topic: `/cel2/operators/docker-node` → "cel2 operators docker node". */
function pathWords(url: string): string {
  return new URL(url, 'https://site.invalid').pathname.split(/[/-]/).filter(Boolean).join(' ');
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

export function createEngine(records: readonly SearchRecord[]): LocalSearchEngine {
  const miniSearch = new MiniSearch<{
    id: number;
    title: string;
    path: string;
    headings: string;
    section: string;
    content: string;
  }>({
    fields: ['title', 'path', 'headings', 'section', 'content'],
    processTerm,
    searchOptions: {
      boost: {title: 4, path: 3, headings: 2.5, section: 0.5, content: 1},
      prefix: (term) => term.length > 2,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      boostDocument: (id) => (records[id as number].type === 'lvl1' ? 1.4 : 1),
    },
  });
  miniSearch.addAll(
    records.map((record, id) => ({
      id,
      title: record.hierarchy.lvl1 ?? '',
      path: pathWords(record.url),
      headings: LEVELS.slice(2)
        .map((level) => record.hierarchy[level])
        .filter(Boolean)
        .join(' '),
      section: record.hierarchy.lvl0 ?? '',
      content: record.content ?? '',
    })),
  );
  return {
    records,
    search(query) {
      return miniSearch.search(query).map((result: SearchResult) => ({
        record: records[result.id as number],
        terms: result.terms,
        score: result.score,
      }));
    },
  };
}
