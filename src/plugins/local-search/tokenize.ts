/**
 * How the index and the query split text into terms. An identifier is a term whole and in parts, so that
 * `account:claim-rpc-url`, `eth_getCode`, `--rollup.sequencerhttp`, `0x7b` and `AggregatorV3Interface` are found by
 * the whole name and by the words in it.
 */

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
}

export function tokens(text: string): Token[] {
  return (text.match(IDENTIFIER) ?? []).map((raw) => {
    const parts = raw
      .split(PART_BOUNDARY)
      .filter((part) => part.length > 1)
      .map((part) => part.toLowerCase());
    return {whole: raw.toLowerCase(), parts: parts.length > 1 ? parts : []};
  });
}

/** The terms the index holds for a text: each identifier whole and each of its parts. */
export function indexTerms(text: string): string[] {
  return tokens(text).flatMap(({whole, parts}) => [whole, ...parts]);
}

/** Lower case, without stop words; `null` drops the term. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}
