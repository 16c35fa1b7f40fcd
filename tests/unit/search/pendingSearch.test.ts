import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {markPendingSearches, SEARCH_PENDING_ATTRIBUTE} from '@site/src/theme/SearchBar/pendingSearch';

/** A client whose one search answers when the test says so. */
function clientAnsweringOnCall() {
  let answer = () => {};
  const client = {
    search: () => new Promise<unknown>((resolve) => (answer = () => resolve({results: []}))),
    addAlgoliaAgent: () => undefined,
  };
  return {client, answer: () => answer()};
}

/** Lets the answer's callbacks and the mutation observer's run. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('the pending-search mark of the modal', () => {
  let frames: FrameRequestCallback[];
  let modal: HTMLElement;

  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    modal = document.createElement('div');
    modal.className = 'DocSearch-Modal';
    document.body.append(modal);
  });

  afterEach(() => {
    modal.remove();
    vi.restoreAllMocks();
  });

  const runFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  it('clears as soon as the modal draws the answer', async () => {
    const {client, answer} = clientAnsweringOnCall();
    const searching = markPendingSearches(client).search();
    expect(modal.hasAttribute(SEARCH_PENDING_ATTRIBUTE)).toBe(true);
    answer();
    await searching;
    await settle();
    expect(modal.hasAttribute(SEARCH_PENDING_ATTRIBUTE)).toBe(true);
    modal.append(document.createElement('section'));
    await settle();
    expect(modal.hasAttribute(SEARCH_PENDING_ATTRIBUTE)).toBe(false);
  });

  it('clears two frames after an answer that changes nothing drawn', async () => {
    const {client, answer} = clientAnsweringOnCall();
    const searching = markPendingSearches(client).search();
    answer();
    await searching;
    await settle();
    runFrame();
    expect(modal.hasAttribute(SEARCH_PENDING_ATTRIBUTE)).toBe(true);
    runFrame();
    expect(modal.hasAttribute(SEARCH_PENDING_ATTRIBUTE)).toBe(false);
  });

  it('stays while a newer search is on its way', async () => {
    const first = clientAnsweringOnCall();
    const marked = markPendingSearches(first.client);
    const firstSearch = marked.search();
    const second = clientAnsweringOnCall();
    first.client.search = second.client.search;
    const secondSearch = marked.search();
    first.answer();
    await firstSearch;
    modal.append(document.createElement('section'));
    await settle();
    expect(modal.hasAttribute(SEARCH_PENDING_ATTRIBUTE)).toBe(true);
    second.answer();
    await secondSearch;
    modal.append(document.createElement('section'));
    await settle();
    expect(modal.hasAttribute(SEARCH_PENDING_ATTRIBUTE)).toBe(false);
  });
});
