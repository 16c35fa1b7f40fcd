/**
 * A query as the engine reads it: slots, one per word of the query or per vocabulary phrase in it, each with the
 * spellings that satisfy it. From it come the MiniSearch query, the terms to fetch and to highlight, and how much
 * of the query a result covers, by any match or by exact terms only.
 */
import type {Query} from 'minisearch';
import {partTerms, processTerm, QUERY_FILLER, tokens, wholeTerm, wholeTerms, type Token} from '../shared/tokenize';
import {READER_WORDS, SPELLINGS} from './vocabulary';
import {MIN_OPEN_LENGTH, PARTS_WEIGHT, STEM_WEIGHT, SYNONYM_WEIGHT} from './weights';

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

/** A token without stop words; `null` when nothing of it is left, or when it is a filler word of a question. */
function meaningful(token: Token): Token | null {
  if (QUERY_FILLER.has(token.whole)) return null;
  const parts = token.parts.filter((part) => processTerm(part) !== null);
  if (processTerm(token.whole) === null && parts.length === 0) return null;
  return {...token, parts};
}

/** A vocabulary entry as the parser reads it: the phrases that call it up and the spellings it offers. */
interface Entry {
  phrases: Token[][];
  offers: Token[][];
}

const phraseOf = (text: string) => tokens(text);
const keyOf = (phrase: readonly Token[]) => phrase.map(wholeTerm).join(' ');

/** Spellings of one thing call each other up; a reader's word calls up itself and the docs' words. */
const ENTRIES: Entry[] = [
  ...SPELLINGS.map((group) => ({phrases: group.map(phraseOf), offers: group.map(phraseOf)})),
  ...READER_WORDS.map(({reader, docs}) => ({
    phrases: reader.map(phraseOf),
    offers: [...reader, ...docs].map(phraseOf),
  })),
];

/** The longest vocabulary phrase the query's words start with at `at`, and every spelling the entries offer for it. */
function vocabularyAt(words: readonly string[], at: number): {length: number; offers: Token[][]} | null {
  let length = 0;
  const offers = new Map<string, Token[]>();
  for (const entry of ENTRIES) {
    for (const phrase of entry.phrases) {
      const keys = phrase.map(wholeTerm);
      if (keys.length < length || !keys.every((key, i) => words[at + i] === key)) continue;
      if (keys.length > length) offers.clear();
      length = keys.length;
      for (const offer of entry.offers) offers.set(keyOf(offer), offer);
    }
  }
  return length ? {length, offers: [...offers.values()]} : null;
}

/** Spellings of one word, in groups: those of `SPELLINGS` that are one plain word or name each. */
const WORD_SPELLINGS = SPELLINGS.map((group) =>
  group.map((spelling) => tokens(spelling)).filter((spelt) => spelt.length === 1 && spelt[0].parts.length === 0),
).map((group) => group.map(([token]) => token.whole));

/**
 * An identifier with one of its words spelt another way: `lockedgold:lock` is also `lockedcelo:lock`, as a renamed
 * command topic is known by both names.
 */
function respelledIdentifier(token: Token): Token[] {
  return token.parts.flatMap((part) =>
    WORD_SPELLINGS.filter((group) => group.includes(part)).flatMap((group) =>
      group
        .filter((other) => other !== part)
        .map((other) => ({
          whole: token.whole.replace(part, other),
          parts: token.parts.map((each) => (each === part ? other : each)),
          word: false,
        })),
    ),
  );
}

const meaningfulSpelling = (spelling: Spelling): Spelling => ({
  ...spelling,
  tokens: spelling.tokens.map(meaningful).filter((token): token is Token => !!token),
});

/** Words after which the reader names what they do not want: "run the node without Docker". */
const NEGATIONS = new Set(['without']);

export function parseQuery(query: string): ParsedQuery {
  const all = tokens(query);
  const words = all.map(wholeTerm);
  const slots: Slot[] = [];
  for (let at = 0; at < all.length;) {
    if (NEGATIONS.has(words[at])) {
      // The negation, the stop words after it, and the word or phrase it negates.
      at += 1;
      while (at < all.length && !meaningful(all[at])) at += 1;
      at += vocabularyAt(words, at)?.length ?? 1;
      continue;
    }
    const match = vocabularyAt(words, at);
    if (match) {
      const typed = all.slice(at, at + match.length);
      const spellings: Spelling[] = [
        {tokens: typed, synonym: false},
        ...match.offers
          .filter((offer) => keyOf(offer) !== keyOf(typed))
          .map((offer) => ({tokens: offer, synonym: true})),
      ]
        .map(meaningfulSpelling)
        .filter((spelling) => spelling.tokens.length > 0);
      if (spellings.length) slots.push({spellings});
      at += match.length;
    } else {
      const token = meaningful(all[at]);
      if (token)
        slots.push({
          spellings: [
            {tokens: [token], synonym: false},
            ...respelledIdentifier(token).map((respelled) => ({tokens: [respelled], synonym: true})),
          ],
        });
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

/** Whether a word being typed matches the words it starts: from three characters on. */
const opensAsPrefix = (open: boolean, term: string) => open && term.length >= MIN_OPEN_LENGTH;

/**
 * The words of an identifier, each as a term that must match. Only the last of them can still be being typed: the
 * words before it are complete, so `st` of `stCELO` matches `st` and never every word it starts.
 */
function partsQuery(token: Token, open: boolean, weight: number): Query {
  const parts = partTerms(token);
  return {
    combineWith: 'AND',
    queries: parts.map((part, i) => ({
      queries: [part],
      prefix: i === parts.length - 1 && opensAsPrefix(open, part),
      boostTerm: () => weight * PARTS_WEIGHT,
    })),
  };
}

function tokenQuery(token: Token, open: boolean, weight: number): Query {
  const prefix = opensAsPrefix(open, token.whole);
  const [written, stem] = wholeTerms(token);
  const asWritten: Query = {queries: [written], prefix, boostTerm: () => weight};
  const whole: Query = stem
    ? {combineWith: 'OR', queries: [asWritten, {queries: [stem], prefix, boostTerm: () => weight * STEM_WEIGHT}]}
    : asWritten;
  if (token.parts.length === 0) return whole;
  return {combineWith: 'OR', queries: [whole, partsQuery(token, open, weight)]};
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
          : [...wholeTerms(token), ...partTerms(token)],
      ),
    ),
  );
}

/** The terms of the word the reader is still typing, which match the words they start as typed. */
export function openTerms(parsed: ParsedQuery): string[] {
  return parsed.slots.flatMap((slot) =>
    slot.spellings.flatMap((spelling) =>
      spelling.tokens.flatMap((token) =>
        isOpen(parsed, slot, spelling, token) ? [...wholeTerms(token), ...partTerms(token)] : [],
      ),
    ),
  );
}

/** How much a slot weighs in the share of the query a result covers: more for a rarer word. */
export type SlotWeight = (slot: Slot) => number;

const evenly: SlotWeight = () => 1;

/**
 * The share of the query, by slot weight, whose words are among the query terms a result matched: 1 when it answers
 * the whole query. With `wholeIdentifiers`, an identifier counts only when matched whole.
 */
export function coverage(
  parsed: ParsedQuery,
  matched: ReadonlySet<string>,
  wholeIdentifiers = false,
  weight: SlotWeight = evenly,
): number {
  if (parsed.slots.length === 0) return 0;
  const found = (term: string) => matched.has(term);
  const byParts = (token: Token) => !wholeIdentifiers && token.parts.length > 0 && partTerms(token).every(found);
  const total = parsed.slots.reduce((sum, slot) => sum + weight(slot), 0);
  const covered = parsed.slots
    .filter((slot) =>
      slot.spellings.some((spelling) =>
        spelling.tokens.every((token) => wholeTerms(token).some(found) || byParts(token)),
      ),
    )
    .reduce((sum, slot) => sum + weight(slot), 0);
  return total > 0 ? covered / total : 0;
}

/**
 * A slot weight by inverse document frequency: how rare the rarest spelling of the slot is among `documents`
 * records. A word no record holds weighs as the rarest.
 */
export function rarity(documentFrequency: (term: string) => number, documents: number): SlotWeight {
  return (slot) =>
    Math.max(
      ...slot.spellings.map((spelling) =>
        Math.min(
          ...spelling.tokens.map((token) => Math.log((documents + 1) / (documentFrequency(wholeTerm(token)) + 1))),
        ),
      ),
    );
}

/**
 * How many slots a result matches by no spelling as typed: none of its words, or only by a typo or as the start of a
 * longer word. `documentTerms` are the terms of the result that matched. The word still being typed counts as typed
 * when a term starts with it. With `wholeIdentifiers` (for all identifiers, or those it returns true for), an
 * identifier counts only when matched whole.
 */
export function inexactSlots(
  parsed: ParsedQuery,
  documentTerms: ReadonlySet<string>,
  wholeIdentifiers: boolean | ((token: Token) => boolean) = false,
): number {
  const onlyWhole = typeof wholeIdentifiers === 'function' ? wholeIdentifiers : () => wholeIdentifiers;
  const terms = [...documentTerms];
  return parsed.slots.filter(
    (slot) =>
      !slot.spellings.some((spelling) =>
        spelling.tokens.every((token) => {
          const open = isOpen(parsed, slot, spelling, token);
          const found = (term: string) =>
            documentTerms.has(term) || (open && terms.some((candidate) => candidate.startsWith(term)));
          const byParts = !onlyWhole(token) && token.parts.length > 0 && partTerms(token).every(found);
          return wholeTerms(token).some(found) || byParts;
        }),
      ),
  ).length;
}

/**
 * How many slots a result holds only in another form of a word's stem, though the site holds the form typed
 * (`heldOnSite`): "staking" matched only by sections that say "stake". A slot counts when some spelling of it is
 * matched and none is matched as typed. The word still being typed never counts: it matches what it starts.
 */
export function stemOnlySlots(
  parsed: ParsedQuery,
  documentTerms: ReadonlySet<string>,
  heldOnSite: ReadonlySet<string>,
): number {
  const found = (term: string) => documentTerms.has(term);
  const asTyped = (token: Token) =>
    found(token.whole) || !heldOnSite.has(token.whole) || (token.parts.length > 0 && partTerms(token).every(found));
  return parsed.slots.filter((slot) => {
    if (slot.spellings.some((spelling) => spelling.tokens.some((token) => isOpen(parsed, slot, spelling, token))))
      return false;
    const matched = slot.spellings.filter((spelling) =>
      spelling.tokens.every(
        (token) => wholeTerms(token).some(found) || (token.parts.length > 0 && partTerms(token).every(found)),
      ),
    );
    return matched.length > 0 && !matched.some((spelling) => spelling.tokens.every(asTyped));
  }).length;
}
