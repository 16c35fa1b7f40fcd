// @vitest-environment node
import {describe, expect, it, vi} from 'vitest';
import {createSearchFailureTracker} from '@site/src/plugins/search-client/failures';

/** A client whose searches settle only when the test says so, in any order. */
function controlledClient() {
  const pending: {resolve: (value: unknown) => void; reject: (error: Error) => void}[] = [];
  const client = {
    addAlgoliaAgent: vi.fn(),
    search: (query: string) =>
      new Promise<unknown>((resolve, reject) => {
        pending.push({resolve: (value) => resolve({query, value}), reject});
      }),
  };
  return {client, pending};
}

describe('search failure tracker', () => {
  it('passes answers and errors through unchanged, and keeps the client’s other methods', async () => {
    const {client, pending} = controlledClient();
    const tracked = createSearchFailureTracker().track(client);
    tracked.addAlgoliaAgent('docusaurus', '3');
    expect(client.addAlgoliaAgent).toHaveBeenCalledWith('docusaurus', '3');

    const answered = tracked.search('gas');
    pending[0].resolve('hits');
    await expect(answered).resolves.toEqual({query: 'gas', value: 'hits'});

    const failed = tracked.search('gas');
    const error = new Error('Unreachable hosts');
    pending[1].reject(error);
    await expect(failed).rejects.toBe(error);
  });

  it('answers a failed search with the fallback, given the same arguments, when there is one', async () => {
    const {client, pending} = controlledClient();
    const tracker = createSearchFailureTracker();
    const tracked = tracker.track(client, (query) => ({query, value: 'nothing'}));
    const failed = tracked.search('validators');
    pending[0].reject(new Error('offline'));
    await expect(failed).resolves.toEqual({query: 'validators', value: 'nothing'});
    expect(tracker.latestFailed()).toBe(true);
  });

  it('reports a failure, then the recovery, to subscribers', async () => {
    const {client, pending} = controlledClient();
    const tracker = createSearchFailureTracker();
    const tracked = tracker.track(client);
    const listener = vi.fn();
    const unsubscribe = tracker.subscribe(listener);

    const first = tracked.search('gas');
    pending[0].reject(new Error('offline'));
    await first.catch(() => undefined);
    expect(tracker.latestFailed()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    const second = tracked.search('gas');
    pending[1].resolve('hits');
    await second;
    expect(tracker.latestFailed()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    const third = tracked.search('gas');
    pending[2].reject(new Error('offline'));
    await third.catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores an earlier search that settles after a later one', async () => {
    const {client, pending} = controlledClient();
    const tracker = createSearchFailureTracker();
    const tracked = tracker.track(client);
    const earlier = tracked.search('ga');
    const later = tracked.search('gas');
    pending[1].resolve('hits');
    await later;
    pending[0].reject(new Error('timed out'));
    await earlier.catch(() => undefined);
    expect(tracker.latestFailed()).toBe(false);
  });

  it('keeps each tracker to its own searches', async () => {
    const {client, pending} = controlledClient();
    const modal = createSearchFailureTracker();
    const page = createSearchFailureTracker();
    const search = modal.track(client).search('gas');
    pending[0].reject(new Error('offline'));
    await search.catch(() => undefined);
    expect(modal.latestFailed()).toBe(true);
    expect(page.latestFailed()).toBe(false);
  });
});
