/**
 * Pages most like a missing path, from the site's search: the path's words go to the same Algolia-shaped
 * multi-query client the search page uses, so the suggestions follow whichever engine answers it.
 */

/** Words of every segment of a path: `/developer/deploy/truffle-box` → ["developer", "deploy", "truffle", "box"]. */
export function pathWords(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape keeps its raw text; its words still count.
  }
  const words = decoded
    .replace(/\.html?$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 1 && word !== 'index');
  return [...new Set(words)];
}

export interface SuggestionHit {
  url: string;
  hierarchy: {lvl0?: string | null; lvl1?: string | null};
}

export interface Suggestion {
  path: string;
  title: string;
  section: string;
}

/** The one method of the search page's client that suggestions use: Algolia's multi-query `search`. */
interface MultiQueryClient {
  search(requests: never): Promise<unknown>;
}

interface MultiQueryAnswer {
  results: readonly {hits?: readonly SuggestionHit[]}[];
}

/**
 * The queries for a path, most specific first: every word, then the words of the last segment, then the rest. An
 * engine that needs every word to match still finds pages like one part of the address.
 */
export function suggestionQueries(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const queries = [pathWords(pathname), pathWords(segments.at(-1) ?? ''), pathWords(segments.slice(0, -1).join('/'))]
    .map((words) => words.join(' '))
    .filter(Boolean);
  return [...new Set(queries)];
}

const pagePath = (url: string) => new URL(url, 'https://docs.invalid').pathname;

/** The `count` distinct pages the queries find first, never the missing path itself. */
export async function findSuggestions(
  client: MultiQueryClient,
  indexName: string,
  pathname: string,
  count = 3,
): Promise<Suggestion[]> {
  const queries = suggestionQueries(pathname);
  if (queries.length === 0) return [];
  const requests = queries.map((query) => ({
    indexName,
    query,
    hitsPerPage: 10,
    // The archived layer-1 version is history; a reader who lost a page wants the current one.
    facetFilters: ['-docusaurus_tag:docs-default-l1'],
  }));
  const {results} = (await client.search(requests as never)) as MultiQueryAnswer;
  const suggestions = new Map<string, Suggestion>();
  for (const hit of results.flatMap((result) => result.hits ?? [])) {
    const path = pagePath(hit.url);
    const title = hit.hierarchy.lvl1 ?? '';
    if (!title || path === pathname || suggestions.has(path)) continue;
    suggestions.set(path, {path, title, section: hit.hierarchy.lvl0 ?? ''});
  }
  return [...suggestions.values()].slice(0, count);
}
