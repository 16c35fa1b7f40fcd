/**
 * Every number of the ranking, from how a query's words are matched to how results are grouped by page. A record's
 * score is MiniSearch's BM25 score of its heading and text matches (with MiniSearch's default BM25 parameters),
 * multiplied by the factors of its match (`engine.ts`) and of its page (`ranking.ts`), then raised by a share of its
 * page's best other section. `node scripts/search-eval.mjs` measures a change on the tuning questions.
 */

// How a query's words are matched (`query.ts`).

/** Weight of a synonym against the spelling the reader typed. */
export const SYNONYM_WEIGHT = 0.7;
/** Weight of the words of an identifier against the identifier whole: `eth_getCode` before `get` and `code`. */
export const PARTS_WEIGHT = 0.3;
/** Weight of a word's stem against the word as typed: "staking" finds "stake", below "staking" itself. */
export const STEM_WEIGHT = 0.6;
/**
 * Shortest word being typed that matches the words it starts, and that the full text is searched for: one or two
 * letters match too much to fetch.
 */
export const MIN_OPEN_LENGTH = 3;

// Typos and prefixes, in both MiniSearch indexes (`engine.ts`).

/** Shortest word of a query that may match by a typo. */
export const MIN_TYPO_LENGTH = 5;
/**
 * Edits per character a typo may have: a quarter, so a stem of seven letters may be two edits off, as the word was
 * before stemming shortened it.
 */
export const TYPO_SHARE = 0.25;
/** A word spelt as typed outranks a longer word it starts, which outranks a word one typo away. */
export const TYPO_AND_PREFIX_WEIGHTS = {prefix: 0.375, fuzzy: 0.1};

// The heading index (`engine.ts`).

/** How much each field of the heading index weighs: the page title most, then its route words, then the headings. */
export const HEADING_FIELD_BOOSTS = {title: 4, path: 3, headings: 2.5, section: 0.5};
/** How much more a page's own record (its title, `lvl1`) weighs in the heading index than its sections. */
export const PAGE_RECORD_BOOST = 1.4;

// A record's match with the query (`engine.ts`).

/**
 * The power of the share of the query, by the rarity of its words, that a record matches: a record that matches
 * half of the query keeps a quarter of its score.
 */
export const COVERAGE_POWER = 2;
/**
 * What a record's score keeps for each word of the query it matches only by a typo or as the start of a longer word:
 * a rare word matched as typed outranks any such match.
 */
export const INEXACT_WORD = 0.15;
/**
 * What a record's score keeps for each word of the query it holds only in another form of the word's stem, when the
 * site holds the form typed: "staking" finds "stake", below the sections that say "staking".
 */
export const STEM_ONLY_WORD = 0.8;
/**
 * How much more a record weighs when its title or headings name every word of the query as typed; naming some of
 * them gains a part of it, by the share named to the power `HEADING_NAMES_POWER`.
 */
export const HEADING_NAMES_QUERY = 3;
export const HEADING_NAMES_POWER = 2;
/** How much more a page's own record weighs when its title is the query, stop words and all. */
export const TITLE_IS_QUERY = 5;

// What a record's page says (`ranking.ts`).

/** How much a blog post, an archived (`/l1`) page, a superseded page or a retired network's section weighs. */
export const NOT_CURRENT_WEIGHT = 0.4;
/**
 * How much a page of a reference (the celocli commands, the JSON-RPC methods) weighs against the guides for a query
 * that names nothing of it: a reader who asks how to do something wants the guide that walks through it, and the guide
 * links the reference.
 */
export const REFERENCE_WEIGHT = 0.6;
/**
 * A section of a reference keeps its full weight when its own headings, below the page title, hold at least this many
 * of the query's words and at least `SECTION_NAMES_QUERY_SHARE` of them.
 */
export const SECTION_NAMES_QUERY_WORDS = 2;
export const SECTION_NAMES_QUERY_SHARE = 0.5;
/**
 * How much a notice weighs: an announcement of one upgrade or change at a date, which the guides it links describe as
 * things now are, unless the query names it.
 */
export const NOTICE_WEIGHT = 0.6;
/**
 * How much a page that explains the protocol weighs against the guides for a question that asks how to do something:
 * the reader wants the steps, and the guide links the explanation.
 */
export const EXPLANATION_WEIGHT = 0.6;
/**
 * How much more a record weighs when its title or a heading holds the query's words side by side in the order typed:
 * the full weight when every pair of neighboring words of the query is found so, a share of it for some pairs.
 */
export const PHRASE_IN_HEADING = 1.5;

// Pages (`engine.ts`, `searchClient.ts`).

/** The share of the best other section of its page that a record's score gains: a page about the query wins. */
export const PAGE_WEIGHT = 0.25;
/** The share of its page's best score a second section needs to be shown when the title record ranks first. */
export const SECOND_SECTION_SHARE = 0.5;
