/**
 * Whether the latest search of each search UI failed. DocSearch 4 sets its error status on a failed search, but
 * autocomplete resets the status to idle in the same tick, so its error screen never renders; and the theme's search
 * page, given a rejected search, throws from its helper and spins for ever. Both read a tracker instead.
 */

export interface SearchClient {
  search: (...args: never[]) => Promise<unknown>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
}

type Search<Client extends SearchClient> = Client['search'];

export interface SearchFailureTracker {
  /** True when the most recent search through a tracked client was rejected (network down, index unreachable). */
  latestFailed: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /**
   * The same client, recording whether each search succeeds; an earlier search settling late changes nothing. A
   * failed search is rejected again, or answered by `fallback` when one is given.
   */
  track: <Client extends SearchClient>(
    client: Client,
    fallback?: (...args: Parameters<Search<Client>>) => unknown,
  ) => Client;
}

export function createSearchFailureTracker(): SearchFailureTracker {
  let latestRequest = 0;
  let latestFailed = false;
  const listeners = new Set<() => void>();
  const settle = (request: number, failed: boolean) => {
    if (request !== latestRequest || failed === latestFailed) return;
    latestFailed = failed;
    listeners.forEach((listener) => listener());
  };
  return {
    latestFailed: () => latestFailed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    track(client, fallback) {
      const search = (...args: Parameters<Search<typeof client>>) => {
        const request = ++latestRequest;
        return client.search(...args).then(
          (response) => {
            settle(request, false);
            return response;
          },
          (error: unknown) => {
            settle(request, true);
            if (fallback) return fallback(...args);
            throw error;
          },
        );
      };
      return {...client, search} as typeof client;
    },
  };
}

/** Searches sent from the DocSearch modal. */
export const modalSearchFailures = createSearchFailureTracker();

/** Searches sent from the search page at /search. */
export const searchPageFailures = createSearchFailureTracker();
