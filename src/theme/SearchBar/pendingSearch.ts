/**
 * DocSearch 4 draws its "No results for …" screen as soon as the query changes, before the answer to it arrives, so
 * a reader saw "No results" until the results came. While a search from the modal is on its way, the modal carries
 * `data-search-pending` and CSS hides that screen; it shows again once the answer has been drawn.
 */
import type {SearchClient} from '@site/src/plugins/search-client/failures';

export const SEARCH_PENDING_ATTRIBUTE = 'data-search-pending';

/**
 * Calls back once the modal has drawn an answer, which it does on React's next render, after the search's own
 * callbacks: when the modal's content next changes, or two frames on when the answer changes nothing drawn.
 */
function afterAnswerDrawn(callback: () => void) {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    drawn.disconnect();
    callback();
  };
  const drawn = new MutationObserver(once);
  const modal = document.querySelector('.DocSearch-Modal');
  if (modal) drawn.observe(modal, {childList: true, characterData: true, subtree: true});
  requestAnimationFrame(() => requestAnimationFrame(once));
}

/** The same client, marking the open modal while any of its searches is unanswered. */
export function markPendingSearches<Client extends SearchClient>(client: Client): Client {
  let pending = 0;
  const mark = () => document.querySelector('.DocSearch-Modal')?.toggleAttribute(SEARCH_PENDING_ATTRIBUTE, pending > 0);
  const search = (...args: Parameters<Client['search']>) => {
    pending += 1;
    mark();
    return client.search(...args).finally(() => {
      pending -= 1;
      afterAnswerDrawn(mark);
    });
  };
  return {...client, search} as Client;
}
