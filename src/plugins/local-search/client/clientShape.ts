/** The search client object DocSearch and algoliasearch-helper call, around whatever answers the requests. */

/** A multi-query search call as clients receive it: `{requests}` from DocSearch, a bare list from the helper. */
export type MultiQuery<Request> = {requests: readonly Request[]} | readonly Request[];

export function requestsOf<Request>(input: MultiQuery<Request>): readonly Request[] {
  return Array.isArray(input) ? input : (input as {requests: readonly Request[]}).requests;
}

/** A client whose `search` answers every request of a call with `answerAll`, one result per request. */
export function algoliaShapedClient<Request, Result>(answerAll: (requests: readonly Request[]) => Promise<Result[]>) {
  return {
    appId: 'local',
    addAlgoliaAgent() {},
    clearCache: async () => undefined,
    async search(input: MultiQuery<Request>) {
      return {results: await answerAll(requestsOf(input))};
    },
  };
}
