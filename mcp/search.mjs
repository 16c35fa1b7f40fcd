// @ts-check
/**
 * `search_docs` and the page list behind `read_page`'s suggestions, on the site's own search engine: the engine and
 * the Algolia-shaped answers of `src/plugins/local-search/client/`, fed the built index files from the source as the
 * browser's worker is fed them over HTTP. Nothing here ranks: the order is the search page's.
 */
import {decodeCursor, encodeCursor} from './output.mjs';
import {searchModules, suggestionModule, recordsModule} from './siteModules.mjs';
import {readJson, SourceError} from './source.mjs';

/** @typedef {import('./source.mjs').Source} Source */
/** @typedef {import('../src/plugins/local-search/client/engine').LocalSearchEngine} LocalSearchEngine */
/** @typedef {import('../src/plugins/local-search/shared/records').SearchRecord} SearchRecord */

/** Words of section text in each result's snippet: the site's search page shows 10; a model reads more. */
const SNIPPET_WORDS = 30;
/** The most characters one answer of `search_docs` holds; the rest is behind the cursor. */
export const SEARCH_CAP = 6000;
/** Marks the matched words while the snippet is built; they become Markdown bold after the text is unescaped. */
const MARK = '\u0001';
/** The longest query the site's search takes; the rest of a longer one is not searched (`client/queryLimit.ts`). */
const MAX_QUERY = 64;

/** An index file the manifest names is gone: the site was published again since the manifest was read. */
class StaleIndex extends Error {}

/**
 * @typedef {object} PageHit
 * @property {string} path the page's path
 * @property {string} title
 * @property {string} area the site section the page is in (`Tooling`, `L1 archive`)
 * @property {string} tag the record's `docusaurus_tag`
 * @property {string} url the best section's address (the page's when the page itself matched best)
 * @property {string} section the best section's headings, outermost first; empty for the page itself
 * @property {string} snippet
 */

/** @param {string} text */
const unescapeEntities = (text) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

/** @param {string | undefined} value */
const snippetText = (value) =>
  unescapeEntities(value ?? '')
    .replaceAll(MARK, '**')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The headings of a record below its page title, outermost first.
 * @param {SearchRecord} record
 */
function sectionOf(record) {
  const {LEVELS} = recordsModule();
  const level = LEVELS.indexOf(/** @type {import('../src/plugins/local-search/shared/records').Level} */ (record.type));
  const deepest = level === -1 ? 6 : level;
  /** @type {string[]} */
  const trail = [];
  for (let i = 2; i <= deepest; i++) {
    const heading = record.hierarchy[LEVELS[i]];
    if (heading) trail.push(heading);
  }
  return trail.join(' › ');
}

/**
 * The search page's hits as pages: a page is one or two adjacent hits, its title record and its best section.
 * @param {readonly any[]} hits
 * @param {string} siteUrl
 * @returns {PageHit[]}
 */
function pagesOfHits(hits, siteUrl) {
  /** @type {any[][]} */
  const groups = [];
  for (const hit of hits) {
    const path = String(hit.url).split('#')[0];
    const last = groups.at(-1);
    if (last && String(last[0].url).split('#')[0] === path) last.push(hit);
    else groups.push([hit]);
  }
  return groups.map((group) => {
    const [first] = group;
    const best = group.find((hit) => hit.type !== 'lvl1' && sectionOf(hit) !== '') ?? first;
    const snippet = best._snippetResult?.content?.value ?? first._snippetResult?.content?.value;
    return {
      path: String(first.url).split('#')[0],
      title: first.hierarchy.lvl1 ?? '',
      area: first.hierarchy.lvl0 ?? '',
      tag: first.docusaurus_tag,
      url: `${siteUrl}${best.url}`,
      section: best === first ? '' : sectionOf(best),
      snippet: snippetText(snippet),
    };
  });
}

/**
 * Levenshtein distance, for routes that search cannot place.
 * @param {string} a
 * @param {string} b
 */
export function editDistance(a, b) {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * @typedef {object} SearchArgs
 * @property {string} query
 * @property {'current' | 'l1'} version
 * @property {number} limit
 * @property {string} [cursor]
 */

/**
 * The site's search over `source`'s index, opened on first use; a failed open is retried by the next call.
 * @param {Source} source
 */
export function createSearch(source) {
  const {createEngine, answer, createLocalSearchClient} = searchModules();
  const {MANIFEST_PATH} = recordsModule();
  /** @type {Promise<LocalSearchEngine> | undefined} */
  let pending;

  async function open() {
    /** @type {import('../src/plugins/local-search/shared/records').SearchManifest | undefined} */
    const manifest = await readJson(source, `/${MANIFEST_PATH}`);
    if (!manifest) {
      throw new SourceError(
        `${source.label} has no search index (/${MANIFEST_PATH} is missing). The site writes it when it is built with its own search, which is the default (the Algolia variables unset).`,
      );
    }
    /** @type {import('../src/plugins/local-search/client/engine').IndexFetcher} */
    const fetchFile = async (sitePath) => {
      const value = await readJson(source, sitePath);
      if (value === undefined) throw new StaleIndex(sitePath);
      return /** @type {any} */ (value);
    };
    return createEngine(manifest, fetchFile);
  }

  /** @returns {Promise<LocalSearchEngine>} */
  function engine() {
    pending ??= open().catch((error) => {
      pending = undefined;
      throw error;
    });
    return pending;
  }

  /**
   * Runs `work` on the engine; when an index file it names has gone (the site was published again), once more on a
   * fresh manifest.
   * @template T
   * @param {(engine: LocalSearchEngine) => Promise<T>} work
   * @returns {Promise<T>}
   */
  async function withEngine(work) {
    try {
      return await work(await engine());
    } catch (error) {
      if (!(error instanceof StaleIndex)) throw error;
      pending = undefined;
      try {
        return await work(await engine());
      } catch (again) {
        if (again instanceof StaleIndex) {
          throw new SourceError(`${source.label}${again.message} is missing although the search manifest names it.`);
        }
        throw again;
      }
    }
  }

  /** @type {WeakMap<LocalSearchEngine, {current: unknown[], l1: unknown[], archived: unknown[], pages: Map<string, {title: string, area: string, tag: string}>}>} */
  const facts = new WeakMap();
  /** @param {LocalSearchEngine} searchEngine */
  function factsOf(searchEngine) {
    let known = facts.get(searchEngine);
    if (!known) {
      const tags = [...new Set(searchEngine.records.map((record) => record.docusaurus_tag))];
      const isCurrent = (/** @type {string} */ tag) => tag === 'default' || tag.endsWith('-current');
      const filter = (/** @type {string[]} */ list) => ['language:en', list.map((tag) => `docusaurus_tag:${tag}`)];
      /** @type {Map<string, {title: string, area: string, tag: string}>} */
      const pages = new Map();
      for (const record of searchEngine.records) {
        if (record.type !== 'lvl1') continue;
        pages.set(record.url.split('#')[0], {
          title: record.hierarchy.lvl1 ?? '',
          area: record.hierarchy.lvl0 ?? '',
          tag: record.docusaurus_tag,
        });
      }
      known = {
        // What a reader on a current page searches: the current docs, tutorials, blog and pages.
        current: filter(tags.filter(isCurrent)),
        l1: filter(tags.filter((tag) => tag.endsWith('-l1'))),
        archived: filter(tags.filter((tag) => !isCurrent(tag))),
        pages,
      };
      facts.set(searchEngine, known);
    }
    return known;
  }

  /**
   * Pages for `query` in the search page's order from `offset`: the current docs, then the archive.
   * @param {SearchArgs} args
   * @returns {Promise<string>}
   */
  async function searchDocs({query, version, limit, cursor}) {
    const offset = decodeCursor('search_docs', `${version}:${query}`, cursor);
    return withEngine(async (searchEngine) => {
      const filters = factsOf(searchEngine);
      const groups = version === 'l1' ? [filters.l1] : [filters.current, filters.archived];
      const wanted = offset + limit;
      /** @type {PageHit[]} */
      const pages = [];
      let total = 0;
      let currentTotal = 0;
      for (const [i, facetFilters] of groups.entries()) {
        const result = await answer(
          searchEngine,
          {
            query,
            facetFilters: /** @type {any} */ (facetFilters),
            hitsPerPage: Math.max(0, wanted - pages.length),
            page: 0,
            attributesToSnippet: [`content:${SNIPPET_WORDS}`],
            highlightPreTag: MARK,
            highlightPostTag: MARK,
            snippetEllipsisText: '…',
          },
          {textForEveryHit: true},
        );
        total += result.nbHits;
        if (i === 0) currentTotal = result.nbHits;
        pages.push(...pagesOfHits(result.hits, source.siteUrl));
      }
      const truncated =
        query.length > MAX_QUERY ? ` (only its first ${MAX_QUERY} characters are searched, as on the site)` : '';
      const scope = version === 'l1' ? 'the L1 archive (docs of Celo before it became a layer 2)' : 'the current docs';
      if (total === 0) {
        const archiveHint = version === 'l1' ? '' : ' The archived L1 docs hold nothing for it either.';
        return `No page of ${scope} matches "${query}"${truncated}.${archiveHint} Try fewer words, another spelling, or a name as the docs write it (an identifier, a contract, a command).`;
      }
      if (offset >= total) return `"${query}" has ${total} result pages in all; the cursor is past the last one.`;
      const lines = [`Results ${offset + 1}–? of ${total} pages for "${query}" in ${scope}${truncated}:`, ''];
      let shown = 0;
      let length = lines.join('\n').length;
      for (const [i, page] of pages.slice(offset, offset + limit).entries()) {
        const position = offset + i + 1;
        const archived = version !== 'l1' && position > currentTotal;
        const entry = [
          `${position}. ${page.title}${page.area ? ` (${page.area}${archived ? ', archived L1 docs' : ''})` : ''}`,
          `   URL: ${page.url}`,
          ...(page.section ? [`   Section: ${page.section}`] : []),
          ...(page.snippet ? [`   ${page.snippet}`] : []),
          '',
        ];
        const size = entry.join('\n').length + 1;
        if (shown > 0 && length + size > SEARCH_CAP) break;
        lines.push(...entry);
        length += size;
        shown++;
      }
      lines[0] = lines[0].replace('–?', `–${offset + shown}`);
      const next = offset + shown;
      if (version !== 'l1' && next <= currentTotal && total > currentTotal) {
        lines.push(`Current docs come first; the archived L1 docs follow from result ${currentTotal + 1}.`);
      }
      if (next < total) {
        lines.push(
          `More results: call search_docs again with the same query${version === 'l1' ? ' and version' : ''} and cursor "${encodeCursor('search_docs', `${version}:${query}`, next)}".`,
        );
      }
      lines.push('Read a result with read_page, passing its URL (with its #section to read only that section).');
      return lines.join('\n');
    });
  }

  /**
   * The pages of the index by path, with their title, site section and docs tag.
   * @returns {Promise<Map<string, {title: string, area: string, tag: string}>>}
   */
  const pageList = () => withEngine(async (searchEngine) => factsOf(searchEngine).pages);

  /**
   * The records of a page's sections, in page order.
   * @param {string} path
   * @returns {Promise<SearchRecord[]>}
   */
  const sectionsOf = (path) =>
    withEngine(async (searchEngine) => searchEngine.records.filter((record) => record.url.split('#')[0] === path));

  /**
   * The `count` pages most like a path that is not a page, as the site's 404 page finds them (by search), then by
   * the edit distance of their routes; only pages `keep` accepts.
   * @param {string} pathname
   * @param {(path: string) => boolean} keep
   * @param {number} [count]
   * @returns {Promise<{path: string, title: string}[]>}
   */
  async function closestPages(pathname, keep, count = 3) {
    const {findSuggestions} = suggestionModule();
    return withEngine(async (searchEngine) => {
      const {pages} = factsOf(searchEngine);
      const client = createLocalSearchClient(async () => searchEngine);
      const found = (await findSuggestions(client, 'local', pathname, 20)).filter((page) => keep(page.path));
      const chosen = found.slice(0, count).map(({path, title}) => ({path, title}));
      if (chosen.length < count) {
        const archive = pathname.startsWith('/l1/');
        const byDistance = [...pages.keys()]
          .filter((path) => keep(path) && !chosen.some((page) => page.path === path))
          .filter((path) => archive || !path.startsWith('/l1/'))
          .map((path) => ({path, distance: editDistance(pathname.toLowerCase(), path.toLowerCase())}))
          .sort((a, b) => a.distance - b.distance || a.path.localeCompare(b.path));
        for (const {path} of byDistance.slice(0, count - chosen.length)) {
          chosen.push({path, title: pages.get(path)?.title ?? ''});
        }
      }
      return chosen;
    });
  }

  /** Opens the index ahead of the first question; a failure is reported by that question instead. */
  function warmUp() {
    engine().catch(() => undefined);
  }

  return {searchDocs, pageList, sectionsOf, closestPages, warmUp};
}

/** @typedef {ReturnType<typeof createSearch>} DocsSearch */
