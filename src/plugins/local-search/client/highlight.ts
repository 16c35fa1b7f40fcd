/** Algolia-style `_highlightResult` and `_snippetResult` values, built on escaped text so nothing executes. */
import {tokens} from '../shared/tokenize';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface Tags {
  pre: string;
  post: string;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** The query terms a word of the text holds, whole or as a part of an identifier. */
function matchedTerms(word: string, terms: readonly string[]): string[] {
  const lower = word.toLowerCase();
  // Most words of a long section hold no term at all: split only those that may.
  if (!terms.some((term) => lower.includes(term))) return [];
  const words = tokens(word).flatMap(({whole, parts}) => [whole, ...parts]);
  return terms.filter((term) => words.some((candidate) => candidate.startsWith(term)));
}

function matches(word: string, terms: readonly string[]): boolean {
  return matchedTerms(word, terms).length > 0;
}

function markWords(words: readonly string[], terms: readonly string[], tags: Tags): {html: string; matched: string[]} {
  const matched = new Set<string>();
  const html = words
    .map((word) => {
      // Mark the word itself, not the punctuation around it.
      const [, before, core, after] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(word) ?? ['', '', word, ''];
      if (!core || !matches(core, terms)) return escapeHtml(word);
      matched.add(core.toLowerCase());
      return `${escapeHtml(before)}${tags.pre}${escapeHtml(core)}${tags.post}${escapeHtml(after)}`;
    })
    .join(' ');
  return {html, matched: [...matched]};
}

function level(matched: number, terms: number): HighlightValue['matchLevel'] {
  if (matched === 0) return 'none';
  return matched >= terms ? 'full' : 'partial';
}

export function highlight(text: string | null, terms: readonly string[], tags: Tags): HighlightValue {
  const {html, matched} = markWords((text ?? '').split(/\s+/).filter(Boolean), terms, tags);
  return {value: html, matchLevel: level(matched.length, terms.length), matchedWords: matched};
}

/** Where the `size` words holding the most different query terms start, or -1 when no word matches. */
function bestWindow(words: readonly string[], terms: readonly string[], size: number): number {
  const found = words.map((word) => matchedTerms(word, terms));
  let best = -1;
  let bestCount = 0;
  found.forEach((here, start) => {
    if (here.length === 0) return;
    const count = new Set(found.slice(start, start + size).flat()).size;
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
  });
  return best;
}

/**
 * A window of `size` words where the query terms are, with the ellipsis where text was cut: `endEllipsis` after it,
 * which is none where the UI draws its own.
 */
export function snippet(
  text: string | null,
  terms: readonly string[],
  tags: Tags,
  size: number,
  ellipsis: string,
  endEllipsis = ellipsis,
): HighlightValue {
  const words = (text ?? '').split(/\s+/).filter(Boolean);
  const first = bestWindow(words, terms, size);
  // One word of context before the match, unless the window would run past the end.
  const start = Math.max(0, Math.min(first - 1, words.length - size));
  const window = words.slice(start, start + size);
  const {html, matched} = markWords(window, terms, tags);
  const value = `${start > 0 ? ellipsis : ''}${html}${start + size < words.length ? endEllipsis : ''}`;
  return {value, matchLevel: level(matched.length, terms.length), matchedWords: matched};
}
