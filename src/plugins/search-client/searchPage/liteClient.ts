// Stands in for `algoliasearch/lite` on the theme's search page: it answers from Algolia or from the local index,
// whichever the build's search mode names, and reports a failed search instead of letting the page spin for ever.
import {createOffThreadSearchClient} from '../../local-search/client/offThreadClient';
import {searchPageFailures} from '../failures';
import {algoliaMode} from '../mode';
import {emptyAnswer} from './emptyAnswer';

interface PageClient {
  addAlgoliaAgent: (segment: string, version?: string) => void;
  search: (input: never) => Promise<unknown>;
}

/** Algolia's own client is fetched only in Algolia mode, and only once the search page asks for it. */
function loadClient(appId: string, apiKey: string): Promise<PageClient> {
  if (!algoliaMode) {
    return Promise.resolve(createOffThreadSearchClient({textForEveryHit: true, pageAddsEndEllipsis: true}));
  }
  return import('algoliasearch-lite-browser').then(({liteClient: algoliaClient}) => algoliaClient(appId, apiKey));
}

export function liteClient(appId: string, apiKey: string) {
  const client = loadClient(appId, apiKey);
  return searchPageFailures.track(
    {
      addAlgoliaAgent(segment: string, version?: string) {
        client.then((loaded) => loaded.addAlgoliaAgent(segment, version)).catch(() => undefined);
      },
      search: async (input: Parameters<typeof emptyAnswer>[0]) => (await client).search(input as never),
    },
    emptyAnswer,
  );
}
