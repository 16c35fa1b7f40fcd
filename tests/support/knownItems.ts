/**
 * Known-item queries drawn from a built index: for each page, a word or inline-code term of its text (never of its
 * headings or code blocks, which the index keeps apart or leaves out) that at most two pages hold. The choice
 * depends only on the text, so the same build always gives the same queries, and every new page adds its own.
 */
import {createHash} from 'node:crypto';
import {STOP_WORDS, tokens} from '../../src/plugins/local-search/shared/tokenize';
import type {SearchRecord} from '../../src/plugins/local-search/shared/records';

export interface KnownItem {
  query: string;
  page: string;
}

/** Shortest term worth a query: shorter ones are mostly abbreviations with many spellings. */
const MIN_LENGTH = 5;

const rank = (text: string) => createHash('sha256').update(text).digest('hex');
const pageOf = (record: SearchRecord) => new URL(record.url, 'https://site.invalid').pathname;

/** The raw spellings of the identifiers in `text`, keyed by their lower-case form. */
function spellings(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const raw of text.match(/[\p{L}\p{N}_$]+(?:[-.:/@]+[\p{L}\p{N}_$]+)*/gu) ?? []) {
    const key = raw.toLowerCase();
    if (!found.has(key)) found.set(key, raw);
  }
  return found;
}

/**
 * @param records the index's records with their text, only those of the search context the queries run in
 * @param count how many queries to draw at most: one per page, pages in a fixed pseudo-random order
 */
export function knownItems(records: readonly SearchRecord[], count: number): KnownItem[] {
  const textOf = new Map<string, string[]>();
  for (const record of records)
    textOf.set(pageOf(record), [...(textOf.get(pageOf(record)) ?? []), record.content ?? '']);
  const pagesOf = new Map<string, Set<string>>();
  const headingWords = new Map<string, Set<string>>();
  for (const record of records) {
    const page = pageOf(record);
    for (const {whole, parts} of tokens(record.content ?? '')) {
      for (const term of [whole, ...parts]) pagesOf.set(term, (pagesOf.get(term) ?? new Set()).add(page));
    }
    const headings = Object.values(record.hierarchy).filter(Boolean).join(' ');
    const words = headingWords.get(page) ?? new Set();
    for (const {whole} of tokens(headings)) words.add(whole);
    headingWords.set(page, words);
  }
  const items: KnownItem[] = [];
  for (const [page, texts] of textOf) {
    const candidates = [...spellings(texts.join(' '))]
      .filter(
        ([key]) =>
          key.length >= MIN_LENGTH &&
          !/^[\d.,:-]+$/.test(key) &&
          !STOP_WORDS.has(key) &&
          (pagesOf.get(key)?.size ?? 0) <= 2 &&
          !headingWords.get(page)?.has(key),
      )
      .sort(([a], [b]) => (rank(`${page} ${a}`) < rank(`${page} ${b}`) ? -1 : 1));
    if (candidates.length) items.push({query: candidates[0][1], page});
  }
  return items.sort((a, b) => (rank(a.page) < rank(b.page) ? -1 : 1)).slice(0, count);
}
