/**
 * What the search page's client answers when a search fails: an empty result for every query. The page's helper
 * throws on a rejected search, since nothing listens for its error event, and the page would spin for ever; an
 * empty answer lets it settle, and the page wrapper shows the error in place of "No results".
 */
import {requestsOf, type MultiQuery} from '../../local-search/client/clientShape';

export function emptyAnswer(input: MultiQuery<{indexName?: string}>) {
  return {
    results: requestsOf(input).map(({indexName}) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 0,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      query: '',
      params: '',
      index: indexName ?? '',
      facets: {},
    })),
  };
}
