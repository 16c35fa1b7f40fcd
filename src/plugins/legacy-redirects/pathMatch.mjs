// The page an old address meant, by its words: the build runs it over every old address it knows, and the not-found
// page over the address a reader followed. Plain JavaScript, so the build, the browser and scripts share one copy.
import stem from 'wink-porter2-stemmer';

/**
 * @typedef {object} MatchTable
 * @property {string[]} pages Every page of the site.
 * @property {Record<string, string>} titles Page → its title.
 * @property {Record<string, string>} outlines Page → the words of its headings, space-separated.
 * @property {Record<string, string>} aliases Lower-case old address → the page it leads to.
 */

/** @typedef {{page: string, score: number}} PageMatch */

/**
 * A page is a clear match when it covers at least this share of the address's weighed words… Below it, the address
 * shares no more than a section's word or two with the page (`/developer/quantum-widgets` and `/developer`).
 */
export const MIN_SCORE = 0.6;
/** …and leads the next page by this much: two pages that cover the address alike are a choice for the reader. */
export const MIN_MARGIN = 0.12;

/** Words that say nothing of a topic: dropped from addresses and pages alike. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do for from how i in into is it its my of on or our the this to using use via what with your you'.split(
    ' ',
  ),
);

/** Listing pages (a tag's posts, a page of the blog) are about no topic of their own: never a match. */
const LISTING = /\/(?:tags|authors|archive|page)(?:\/|$)/;

/** How much a segment's words count against the segment below it: a folder's name says less than the page's. */
const SEGMENT_DECAY = 0.3;

/** How much a word counts, by the field of the page it is found in. */
const FIELD_WEIGHT = {slug: 1, title: 0.9, path: 0.6, heading: 0.35};

/** A word found only by its stem counts this much of the word as written: `accountant` is not `account`. */
const STEM_ONLY = 0.6;

/**
 * The words of a piece of text or address as written: lower case, split at anything not a letter or digit, without
 * stop words, numbers (dates, ids) or single letters.
 * @param {string} text
 * @returns {string[]}
 */
export function wordsOf(text) {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !/^\d+$/.test(word) && !STOP_WORDS.has(word));
}

/**
 * The segments of an address as written: decoded, without `.md`/`.html` or an `index` at the end.
 * @param {string} address
 */
export function segmentsOf(address) {
  let decoded = address;
  try {
    decoded = decodeURIComponent(address);
  } catch {
    // keep it as written
  }
  const segments = decoded
    .toLowerCase()
    .split('/')
    .map((segment) => segment.replace(/\.(?:mdx?|html?)$/, ''))
    .filter((segment) => segment !== '');
  if (segments.at(-1) === 'index') segments.pop();
  return segments;
}

/**
 * The address's words with the weight of where they stand: the last segment names the page and counts 1, the one
 * above it half as much, and so on, so `/developer-guide/start/hellocontracts` is about hello contracts first.
 * @param {string} address
 * @returns {Map<string, number>}
 */
function weighedWords(address) {
  const weights = new Map();
  const segments = segmentsOf(address);
  segments.forEach((segment, index) => {
    const weight = SEGMENT_DECAY ** (segments.length - 1 - index);
    for (const word of wordsOf(segment)) weights.set(word, Math.max(weights.get(word) ?? 0, weight));
  });
  return weights;
}

/**
 * Records words under the weight of their field: each as written, and its stem at STEM_ONLY of that weight.
 * @param {Map<string, number>} fields @param {string[]} words @param {keyof typeof FIELD_WEIGHT} field
 */
function addField(fields, words, field) {
  const weight = FIELD_WEIGHT[field];
  for (const word of words) {
    fields.set(word, Math.max(fields.get(word) ?? 0, weight));
    const key = `~${stem(word)}`;
    fields.set(key, Math.max(fields.get(key) ?? 0, weight * STEM_ONLY));
  }
}

/**
 * A word no page has stands for the pages' word it is a typo of: one letter left out, added, changed or two swapped
 * (`contrackit`), two in a word of eight letters or more. A longer difference is another word (`contractkitchen`).
 * @param {string} word
 */
const typoDistance = (word) => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0);
/** A typo counts this much of the weight of the word it stands for. */
const TYPO_WEIGHT = 0.8;

/**
 * The optimal-string-alignment distance between two words, or `limit + 1` once it exceeds `limit`.
 * @param {string} a @param {string} b @param {number} limit
 */
function editDistance(a, b, limit) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    [before, previous] = [previous, current];
  }
  return previous[b.length];
}

/** How well a page's fields hold a word of the address (`stemKey` is its stem's key): as written, or else by its stem. */
const fieldWeight = (fields, word, stemKey) => Math.max(fields.get(word) ?? 0, fields.get(stemKey) ?? 0);

/**
 * The matcher over a site's pages: each page is known by the words of its address, title and headings and by the
 * old addresses that lead to it, since an old slug that a page carried is as good as its own.
 * @param {MatchTable} table
 */
export function createPathMatcher(table) {
  /** @type {Map<string, {fields: Map<string, number>, slugWords: Set<string>}>} */
  const pages = new Map();
  const allPages = new Set(table.pages);
  /** A page whose path, less its first folder, is another page is that page's copy in an archived docs version. */
  const isVersionCopy = (page) => page.split('/').length > 3 && allPages.has(page.replace(/^\/[^/]+/, ''));
  for (const page of table.pages) {
    if (LISTING.test(page) || isVersionCopy(page)) continue;
    const segments = segmentsOf(page);
    const fields = new Map();
    addField(fields, wordsOf(table.outlines[page] ?? ''), 'heading');
    addField(fields, segments.slice(0, -1).flatMap(wordsOf), 'path');
    addField(fields, wordsOf(table.titles[page] ?? ''), 'title');
    const slugWords = wordsOf(segments.at(-1) ?? '');
    addField(fields, slugWords, 'slug');
    pages.set(page, {fields, slugWords: new Set(slugWords)});
  }
  for (const [address, page] of Object.entries(table.aliases)) {
    const entry = pages.get(page);
    if (!entry) continue;
    const segments = segmentsOf(address);
    addField(entry.fields, segments.slice(0, -1).flatMap(wordsOf), 'path');
    addField(entry.fields, wordsOf(segments.at(-1) ?? ''), 'slug');
  }
  /** How many pages know each word: a word most pages share says little. */
  const pageCount = new Map();
  for (const {fields} of pages.values())
    for (const word of fields.keys()) pageCount.set(word, (pageCount.get(word) ?? 0) + 1);
  /** The words pages hold as written, for the words of an address that no page has. */
  const vocabulary = new Set();
  for (const {fields} of pages.values())
    for (const word of fields.keys()) if (!word.startsWith('~')) vocabulary.add(word);
  /** How rare a word is among the pages, by its stem's key (`~stem`). */
  const rarity = (stemKey) => Math.log(1 + pages.size / (pageCount.get(stemKey) ?? 0.5));

  /**
   * Every page with a share of the address's words, best first. A page's score is the share of the address's weighed
   * words it has, each counted by its rarity and the field it is found in, times how much of the page's own slug the
   * address names (a page whose slug is all in the address beats its section).
   * @param {string} address
   * @returns {PageMatch[]}
   */
  /** The address's words, each unknown one replaced by the pages' word it is a typo of, if there is one. */
  function knownWords(address) {
    const words = new Map();
    for (const [word, weight] of weighedWords(address)) {
      if (pageCount.has(`~${stem(word)}`)) {
        words.set(word, Math.max(words.get(word) ?? 0, weight));
        continue;
      }
      const limit = typoDistance(word);
      let best;
      let bestDistance = limit + 1;
      for (const candidate of vocabulary) {
        const distance = editDistance(word, candidate, limit);
        if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
      }
      // A folder's word that no page has is an old folder's name (`developer-guide`): it says nothing either way. In
      // the last segment, the page's name, it counts against every page: the address is about something else.
      if (best === undefined && weight < 1) continue;
      const standIn = best ?? word;
      words.set(standIn, Math.max(words.get(standIn) ?? 0, best ? weight * TYPO_WEIGHT : weight));
    }
    return words;
  }

  function rank(address) {
    const words = knownWords(address);
    const stemKeys = new Map([...words.keys()].map((word) => [word, `~${stem(word)}`]));
    let total = 0;
    for (const [word, weight] of words) total += weight * rarity(stemKeys.get(word));
    if (total === 0) return [];
    const addressWords = new Set(words.keys());
    /** @type {PageMatch[]} */
    const matches = [];
    for (const [page, {fields, slugWords}] of pages) {
      let covered = 0;
      for (const [word, weight] of words) {
        const stemKey = stemKeys.get(word);
        covered += weight * rarity(stemKey) * fieldWeight(fields, word, stemKey);
      }
      if (covered === 0) continue;
      const slugNamed =
        slugWords.size === 0 ? 1 : [...slugWords].filter((word) => addressWords.has(word)).length / slugWords.size;
      matches.push({page, score: (covered / total) * (0.8 + 0.2 * slugNamed)});
    }
    return matches.sort((a, b) => b.score - a.score || a.page.length - b.page.length);
  }

  /**
   * The page `address` clearly means, or undefined when none covers enough of it or two pages cover it alike.
   * @param {string} address
   * @returns {string | undefined}
   */
  function clearMatch(address) {
    const [first, second] = rank(address);
    if (!first || first.score < MIN_SCORE) return undefined;
    if (second && first.score - second.score < MIN_MARGIN) return undefined;
    return first.page;
  }

  return {rank, clearMatch};
}

/**
 * The matcher's table from the address map the build publishes: its pages, titles and outlines, and every old
 * address with the page it leads to.
 * @param {Required<import('./addressLookup.mjs').AddressMap>} map
 * @returns {MatchTable}
 */
export function matchTableOf(map) {
  return {
    pages: Object.keys(map.outlines),
    titles: map.titles,
    outlines: map.outlines,
    aliases: Object.fromEntries(Object.entries(map.exact).filter(([address, page]) => address !== page.toLowerCase())),
  };
}
