/**
 * A search client that answers Algolia's multi-query requests from the local index, in the response shape
 * DocSearch and the theme's search page read: hits with `_highlightResult` and `_snippetResult`, `nbHits`,
 * `nbPages`, `page`, `queryID` and facet counts. Results are pages: each page's best one or two sections are adjacent
 * hits, its title record first when it is one of them, so DocSearch shows the other under it; `hitsPerPage`, `nbHits`
 * and `nbPages` count pages, not records.
 */
import {LEVELS, type SearchRecord} from '../shared/records';
import type {LocalSearchEngine, RankedRecord} from './engine';
import {highlight, snippet, type Tags} from './highlight';
import {algoliaShapedClient} from './clientShape';
import {MAX_QUERY_LENGTH} from './queryLimit';
import {SECOND_SECTION_SHARE} from './weights';

/** Words of section text in `_highlightResult.content`. */
const HIGHLIGHT_WINDOW = 60;

type FacetFilters = string | readonly (string | readonly string[])[];

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string | Record<string, unknown>;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  facets?: string | readonly string[];
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
}

/** Flattens a request whose parameters sit in `params` (object or query string) as the helper sends them. */
function normalize(request: SearchRequest): SearchRequest {
  const {params, ...rest} = request;
  if (!params) return rest;
  if (typeof params !== 'string') return {...rest, ...(params as SearchRequest)};
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = JSON.parse(value);
    } catch {
      parsed[key] = value;
    }
  }
  return {...rest, ...(parsed as SearchRequest)};
}

/**
 * `facetFilters` as Algolia reads them, as a test of a record: every outer entry must hold; an inner array holds when
 * any of it does. Parsed once per request, not once per ranked record.
 */
function filterOf(filters: FacetFilters | undefined): (record: SearchRecord) => boolean {
  if (!filters) return () => true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const test = (filter: string) => {
    const negated = filter.startsWith('-');
    const [facet, ...rest] = (negated ? filter.slice(1) : filter).split(':');
    const value = rest.join(':');
    return (record: SearchRecord) => ((record as unknown as Record<string, unknown>)[facet] === value) !== negated;
  };
  const tests = list.map((entry) => (typeof entry === 'string' ? [test(entry)] : entry.map(test)));
  return (record) => tests.every((anyOf) => anyOf.some((holds) => holds(record)));
}

function facetCounts(records: readonly SearchRecord[], facets: SearchRequest['facets']) {
  const names = facets === undefined ? [] : typeof facets === 'string' ? [facets] : [...facets];
  const wanted = names.includes('*') ? ['language', 'docusaurus_tag'] : names;
  return Object.fromEntries(
    wanted.map((facet) => {
      const counts: Record<string, number> = {};
      for (const record of records) {
        const value = String((record as unknown as Record<string, unknown>)[facet] ?? '');
        if (value) counts[value] = (counts[value] ?? 0) + 1;
      }
      return [facet, counts];
    }),
  );
}

function snippetSize(attributes: readonly string[] | undefined, attribute: string): number {
  const spec = attributes?.find((entry) => entry.split(':')[0] === attribute);
  return Number(spec?.split(':')[1]) || 10;
}

/** A hit: the record plus highlighted hierarchy and content, and `content` as type when only text matched. */
function toHit({record, terms}: RankedRecord, request: SearchRequest, tags: Tags, options: ClientOptions) {
  const ellipsis = request.snippetEllipsisText ?? '…';
  const endEllipsis = options.pageAddsEndEllipsis ? '' : ellipsis;
  // Like a hosted index, highlight only the levels a record has.
  const levels = LEVELS.filter((level) => record.hierarchy[level] !== null);
  const hierarchyHighlight = Object.fromEntries(
    levels.map((level) => [level, highlight(record.hierarchy[level], terms, tags)]),
  );
  const hierarchySnippet = Object.fromEntries(
    levels.map((level) => [
      level,
      snippet(
        record.hierarchy[level],
        terms,
        tags,
        snippetSize(request.attributesToSnippet, `hierarchy.${level}`),
        ellipsis,
        endEllipsis,
      ),
    ]),
  );
  const size = snippetSize(request.attributesToSnippet, 'content');
  const content = snippet(record.content, terms, tags, size, ellipsis, endEllipsis);
  const namedHeading = levels.slice(1).some((level) => hierarchyHighlight[level].matchLevel !== 'none');
  return {
    ...record,
    type: !namedHeading && content.matchLevel !== 'none' && record.content ? 'content' : record.type,
    // Sections run to thousands of words: the highlighted content is a wide window around the match, not all of it.
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      content: snippet(record.content, terms, tags, HIGHLIGHT_WINDOW, ellipsis, endEllipsis),
    },
    // A section without text of its own (a heading right before a subheading) has no snippet, not an empty one.
    _snippetResult: {hierarchy: hierarchySnippet, ...(record.content ? {content} : {})},
  };
}

function randomId(): string {
  return Array.from({length: 32}, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

export interface ClientOptions {
  /**
   * Fetch the section text of every hit shown, for a summary under each (the search page). Otherwise only of hits
   * whose title and headings did not match, which the modal shows by their text; the others show their heading.
   */
  textForEveryHit?: boolean;
  /**
   * How many hits of one section (hierarchy lvl0) the UI shows, in rank order, when it drops the rest as the
   * DocSearch modal does: the text of the dropped hits is not fetched.
   */
  hitsShownPerSection?: number;
  /** The UI draws an ellipsis after every snippet itself (the theme's search page does): the answer adds none there. */
  pageAddsEndEllipsis?: boolean;
}

/** The hits the UI shows: all of them, or the first `perSection` of each section. */
function hitsShown(results: readonly RankedRecord[], perSection: number | undefined): RankedRecord[] {
  if (!perSection) return [...results];
  const counts = new Map<string, number>();
  return results.filter(({record}) => {
    const section = record.hierarchy.lvl0 ?? '';
    const count = counts.get(section) ?? 0;
    counts.set(section, count + 1);
    return count < perSection;
  });
}

/** A page of the results: its title record, then its best section, as DocSearch draws a page with a child under it. */
export type PageResult = RankedRecord[];

/**
 * Groups ranked records by page, pages in the order of their best record. Each page is its title record (the page's
 * own, when only a section of it matched) and its best section; when the title record ranks first, the next best
 * section joins it if it scores at least half as well.
 */
export function groupByPage(
  ranked: readonly RankedRecord[],
  titleRecordOf: (page: string) => SearchRecord | undefined,
): PageResult[] {
  const groups = new Map<string, RankedRecord[]>();
  for (const result of ranked) groups.set(result.page, [...(groups.get(result.page) ?? []), result]);
  return [...groups.values()].map(([best, ...rest]) => {
    if (best.record.type === 'lvl1') {
      const next = rest[0];
      return next && next.score >= SECOND_SECTION_SHARE * best.score ? [best, next] : [best];
    }
    const title = rest.find((result) => result.record.type === 'lvl1');
    const titleRecord = title?.record ?? titleRecordOf(best.page);
    return titleRecord
      ? [{...best, ...title, record: titleRecord, terms: best.terms, score: best.score}, best]
      : [best];
  });
}

const NO_TAGS: Tags = {pre: '', post: ''};

/** Whether the query named the record's title or one of its headings. */
function headingMatched({record, terms}: RankedRecord): boolean {
  return LEVELS.slice(1).some((level) => highlight(record.hierarchy[level], terms, NO_TAGS).matchLevel !== 'none');
}

const titleRecordMaps = new WeakMap<LocalSearchEngine, Map<string, SearchRecord>>();

/** The title record of each page of the engine's index, by page path. */
function titleRecords(engine: LocalSearchEngine): (page: string) => SearchRecord | undefined {
  let byPage = titleRecordMaps.get(engine);
  if (!byPage) {
    byPage = new Map(
      engine.records.filter((record) => record.type === 'lvl1').map((record) => [record.url.split('#')[0], record]),
    );
    titleRecordMaps.set(engine, byPage);
  }
  return (page) => byPage.get(page);
}

/**
 * Answers one request. `typedPast` says the reader has already typed a newer query in the same search box: the answer
 * shows only until the newer one replaces it, so its hits' text is not fetched, and their snippets show the text
 * already loaded, if any.
 */
export async function answer(
  engine: LocalSearchEngine,
  raw: SearchRequest,
  options: ClientOptions = {},
  typedPast: () => Promise<boolean> | boolean = () => false,
) {
  const request = normalize(raw);
  const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = Number(request.hitsPerPage ?? 20);
  const page = Number(request.page ?? 0);
  const tags: Tags = {pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>'};
  const started = performance.now();
  const ranked = query.trim() ? await engine.search(query) : [];
  const matches = filterOf(request.facetFilters);
  const pages = groupByPage(
    ranked.filter((result) => matches(result.record)),
    titleRecords(engine),
  );
  const shown = pages.slice(page * hitsPerPage, (page + 1) * hitsPerPage).flat();
  const needText = hitsShown(shown, options.hitsShownPerSection)
    .filter((result) => options.textForEveryHit || !headingMatched(result))
    .map((result) => result.record);
  if (needText.some((record) => record.content === null) && !(await typedPast())) await engine.loadText(needText);
  const hits = shown.map((result) => toHit(result, request, tags, options));
  return {
    hits,
    nbHits: pages.length,
    nbPages: Math.ceil(pages.length / hitsPerPage),
    page,
    hitsPerPage,
    query,
    params: new URLSearchParams({query}).toString(),
    index: request.indexName ?? 'local',
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
    facets: facetCounts(
      pages.map(([best]) => best.record),
      request.facets,
    ),
    ...(request.clickAnalytics ? {queryID: randomId()} : {}),
  };
}

/** The client object DocSearch and algoliasearch-helper call, answering on the thread it runs on. */
export function createLocalSearchClient(load: () => Promise<LocalSearchEngine>, options: ClientOptions = {}) {
  return algoliaShapedClient(async (requests: readonly SearchRequest[]) => {
    const engine = await load();
    return Promise.all(requests.map((request) => answer(engine, request, options)));
  });
}
