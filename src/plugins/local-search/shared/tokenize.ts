/**
 * How the index and the query split text into terms. An identifier is a term whole and in parts, so that
 * `account:claim-rpc-url`, `eth_getCode`, `--rollup.sequencerhttp`, `0x7b` and `AggregatorV3Interface` are found by
 * the whole name and by the words in it. A plain English word is a term as written and by its stem (the Snowball
 * English stemmer), so that "stake", "stakes" and "staking" meet on one term while the form typed still ranks first;
 * identifiers are kept as written.
 */
import stem from 'wink-porter2-stemmer';

/** Words too common to rank by; dropped from the index and from queries. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'with',
]);

/**
 * Words that carry no meaning in a question ("approve then call", "which validator group should I vote for", "fee
 * hook not working", where the symptom says nothing of the topic): a query
 * drops them, as it drops stop words. The index keeps them, so the sections' lengths, by which matches are weighed,
 * stay as the text is.
 */
export const QUERY_FILLER: ReadonlySet<string> = new Set([
  'into',
  'its',
  'should',
  'so',
  'that',
  'then',
  'there',
  'these',
  'this',
  'those',
  'was',
  'were',
  'when',
  'which',
  'why',
  'will',
  'working',
  'would',
]);

/** Letters, digits, `_` and `$` make words; `- . : / @` join words into one identifier. */
const IDENTIFIER = /[\p{L}\p{N}_$]+(?:[-.:/@]+[\p{L}\p{N}_$]+)*/gu;

/**
 * Where a camelCase or snake_case name splits: `eth_getCode` → eth, get, Code; `V3Interface` → V3, Interface;
 * `HTTPServer` → HTTP, Server. `USDm` stays whole.
 */
const PART_BOUNDARY = /[-.:/@_$]+|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll}{2})/u;

export interface Token {
  /** The identifier as written, in lower case. */
  whole: string;
  /** Its words of two characters or more, when it has more than one: `eth`, `get`, `code`. */
  parts: string[];
  /** Whether it is a plain word (letters only, in lower case, capitalized or in capitals), which is stemmed. */
  word: boolean;
}

/** A plain word: `staking`, `Staking`, `STAKING`; not `eth_getCode`, `cUSD`, `0x7b`, `--flag` or `CamelCase`. */
const PLAIN_WORD = /^(?:\p{Ll}+|\p{Lu}\p{Ll}*|\p{Lu}+)$/u;
const LETTERS = /^\p{L}+$/u;

export function tokens(text: string): Token[] {
  return (text.match(IDENTIFIER) ?? []).map((raw) => {
    const parts = raw
      .split(PART_BOUNDARY)
      .filter((part) => part.length > 1)
      .map((part) => part.toLowerCase());
    return {whole: raw.toLowerCase(), parts: parts.length > 1 ? parts : [], word: PLAIN_WORD.test(raw)};
  });
}

/** Shortest word that is stemmed: shorter ones are mostly abbreviations. */
const MIN_STEMMED_LENGTH = 4;

/**
 * Stems already worked out, by word: titles, headings and queries repeat the same few thousand words, and the stemmer
 * is most of the time the heading index takes to build.
 */
const stems = new Map<string, string>();

/** The stem of a lower-case word of letters; anything else as it is. */
export function stemOf(word: string): string {
  let known = stems.get(word);
  if (known === undefined) {
    known = word.length >= MIN_STEMMED_LENGTH && LETTERS.test(word) ? stem(word) : word;
    stems.set(word, known);
  }
  return known;
}

/** The term a token whole is known by: a plain word's stem, an identifier as written. */
export const wholeTerm = (token: Token): string => (token.word ? stemOf(token.whole) : token.whole);

/** The terms the index holds for a token whole: as written, and its stem when that differs. */
export function wholeTerms(token: Token): string[] {
  const stem = wholeTerm(token);
  return stem === token.whole ? [stem] : [token.whole, stem];
}

/** The terms the index holds for the words of an identifier, each stemmed. */
export const partTerms = (token: Token): string[] => token.parts.map(stemOf);

const meaningfulTokens = (text: string) => tokens(text).filter((token) => !STOP_WORDS.has(token.whole));

/** The terms the index holds for a text: each identifier whole and each of its parts, plain words also by their stem. */
export function indexTerms(text: string): string[] {
  return meaningfulTokens(text).flatMap((token) => [...wholeTerms(token), ...partTerms(token)]);
}

/** The words of a text in order, each by the term it is known by (plain words by their stem), stop words left out. */
export function phraseTerms(text: string): string[] {
  return meaningfulTokens(text).map(wholeTerm);
}

/** The words of a query in order, as `phraseTerms`, filler words left out too. */
export function queryPhraseTerms(query: string): string[] {
  return meaningfulTokens(query)
    .filter((token) => !QUERY_FILLER.has(token.whole))
    .map(wholeTerm);
}

/**
 * The start every spelling of a stemmed term shares, for marking words in snippets: the stem without the `e` or `i`
 * the stemmer may end it with (`stake` for "staking").
 */
export function surfacePrefix(term: string): string {
  return term.length >= MIN_STEMMED_LENGTH && LETTERS.test(term) ? term.replace(/[ei]$/, '') : term;
}

/** Lower case, without stop words; `null` drops the term. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}
