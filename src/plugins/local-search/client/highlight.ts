/** Algolia-style `_highlightResult` and `_snippetResult` values, built on escaped text so nothing executes. */

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

function matches(word: string, terms: readonly string[]): boolean {
  const lower = word.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '');
  return lower !== '' && terms.some((term) => lower.startsWith(term) || term.startsWith(lower));
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

/** A window of `size` words around the first match, with the ellipsis where text was cut. */
export function snippet(
  text: string | null,
  terms: readonly string[],
  tags: Tags,
  size: number,
  ellipsis: string,
): HighlightValue {
  const words = (text ?? '').split(/\s+/).filter(Boolean);
  const first = Math.max(
    0,
    words.findIndex((word) => matches(word, terms)),
  );
  const start = Math.max(0, Math.min(first - Math.floor(size / 3), words.length - size));
  const window = words.slice(start, start + size);
  const {html, matched} = markWords(window, terms, tags);
  const value = `${start > 0 ? ellipsis : ''}${html}${start + size < words.length ? ellipsis : ''}`;
  return {value, matchLevel: level(matched.length, terms.length), matchedWords: matched};
}
