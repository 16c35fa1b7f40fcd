/**
 * A query as the engine reads it: slots, one per word of the query or per synonym phrase in it, each with the
 * spellings that satisfy it. From it come the MiniSearch query, the terms to fetch and to highlight, and how much
 * of the query a result covers.
 */
import type {Query} from 'minisearch';
import {SYNONYMS} from '../synonyms';
import {processTerm, tokens, type Token} from '../tokenize';

/** Weight of a synonym against the spelling the reader typed. */
const SYNONYM_WEIGHT = 0.7;
/** Weight of the words of an identifier against the identifier whole: `eth_getCode` before `get` and `code`. */
const PARTS_WEIGHT = 0.3;

export interface Spelling {
  tokens: Token[];
  synonym: boolean;
}

export interface Slot {
  spellings: Spelling[];
}

export interface ParsedQuery {
  slots: Slot[];
  /** Whether the reader is still typing the last word, which then matches as a prefix. */
  open: boolean;
}

/** A token without stop words; `null` when nothing of it is left. */
function meaningful(token: Token): Token | null {
  const parts = token.parts.filter((part) => processTerm(part) !== null);
  if (processTerm(token.whole) === null && parts.length === 0) return null;
  return {whole: token.whole, parts};
}

const spellingsOf = (text: string) => tokens(text).map((token) => token.whole);

/** Synonym groups as lists of lower-case words, longest spelling first so the longest phrase wins. */
const GROUPS = SYNONYMS.map((group) =>
  group.map(spellingsOf).sort((a, b) => b.length - a.length || b.join(' ').length - a.join(' ').length),
);

export function parseQuery(query: string): ParsedQuery {
  const all = tokens(query);
  const slots: Slot[] = [];
  for (let at = 0; at < all.length;) {
    const words = all.map((token) => token.whole);
    const match = GROUPS.flatMap((group) =>
      group
        .filter((spelling) => spelling.every((word, i) => words[at + i] === word))
        .map((spelling) => ({group, spelling})),
    ).sort((a, b) => b.spelling.length - a.spelling.length)[0];
    if (match) {
      const typed = all.slice(at, at + match.spelling.length);
      const others = match.group.filter((spelling) => spelling.join(' ') !== match.spelling.join(' '));
      const spellings: Spelling[] = [
        {tokens: typed, synonym: false},
        ...others.map((spelling) => ({tokens: spelling.flatMap((word) => tokens(word)), synonym: true})),
      ]
        .map((spelling) => ({...spelling, tokens: spelling.tokens.map(meaningful).filter((t): t is Token => !!t)}))
        .filter((spelling) => spelling.tokens.length > 0);
      if (spellings.length) slots.push({spellings});
      at += match.spelling.length;
    } else {
      const token = meaningful(all[at]);
      if (token) slots.push({spellings: [{tokens: [token], synonym: false}]});
      at += 1;
    }
  }
  return {slots, open: /[\p{L}\p{N}_$]$/u.test(query)};
}

/** Whether `token` is the word the reader is still typing. */
function isOpen(parsed: ParsedQuery, slot: Slot, spelling: Spelling, token: Token): boolean {
  return (
    parsed.open &&
    slot === parsed.slots[parsed.slots.length - 1] &&
    !spelling.synonym &&
    token === spelling.tokens[spelling.tokens.length - 1]
  );
}

function tokenQuery(token: Token, open: boolean, weight: number): Query {
  const prefix = open && token.whole.length >= MIN_OPEN_LENGTH;
  const whole: Query = {queries: [token.whole], prefix, boostTerm: () => weight};
  if (token.parts.length === 0) return whole;
  const parts: Query = {combineWith: 'AND', queries: token.parts, prefix, boostTerm: () => weight * PARTS_WEIGHT};
  return {combineWith: 'OR', queries: [whole, parts]};
}

/**
 * The MiniSearch query: any slot may match; within a spelling, every word must. With `prefix`, the word being typed
 * also matches the words it starts.
 */
export function toMiniSearchQuery(parsed: ParsedQuery, prefix: boolean): Query {
  return {
    combineWith: 'OR',
    queries: parsed.slots.map((slot) => ({
      combineWith: 'OR',
      queries: slot.spellings.map((spelling) => ({
        combineWith: 'AND',
        queries: spelling.tokens.map((token) =>
          tokenQuery(token, prefix && isOpen(parsed, slot, spelling, token), spelling.synonym ? SYNONYM_WEIGHT : 1),
        ),
      })),
    })),
  };
}

/** Shortest word being typed that the full text is searched for: one or two letters match too much to fetch. */
const MIN_OPEN_LENGTH = 3;

/**
 * The terms the full text is searched for, so the terms whose postings the engine fetches. The word still being typed
 * counts as typed, not as the start of longer words (titles and headings match those), and only from three characters
 * on: its prefixes would fetch postings of hundreds of words at every keystroke.
 */
export function queryTerms(parsed: ParsedQuery): string[] {
  return parsed.slots.flatMap((slot) =>
    slot.spellings.flatMap((spelling) =>
      spelling.tokens.flatMap((token) =>
        isOpen(parsed, slot, spelling, token) && token.whole.length < MIN_OPEN_LENGTH
          ? []
          : [token.whole, ...token.parts],
      ),
    ),
  );
}

/**
 * The share of slots whose words are among the query terms a result matched: 1 when it answers the whole query.
 * With `wholeIdentifiers`, an identifier counts only when matched whole, not by its words.
 */
export function coverage(parsed: ParsedQuery, matched: ReadonlySet<string>, wholeIdentifiers = false): number {
  if (parsed.slots.length === 0) return 0;
  const found = (term: string) => matched.has(term);
  const byParts = (token: Token) => !wholeIdentifiers && token.parts.length > 0 && token.parts.every(found);
  const covered = parsed.slots.filter((slot) =>
    slot.spellings.some((spelling) => spelling.tokens.every((token) => found(token.whole) || byParts(token))),
  );
  return covered.length / parsed.slots.length;
}
