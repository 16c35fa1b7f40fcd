/**
 * The search page's "Unable to fetch results" notice. The theme's page shows "No results were found" when a search
 * fails (the search-client plugin answers it with nothing); while the latest search has failed and the box holds a
 * query, that paragraph is hidden and this notice stands in its place.
 */
import {searchErrorText, showsSearchError} from '@site/src/plugins/search-client/errorText';

const NOTICE_ATTRIBUTE = 'data-search-error';

function createNotice(): HTMLElement {
  const {title: titleText, help: helpText} = searchErrorText();
  const notice = document.createElement('div');
  notice.className = 'alert alert--danger margin-vert--md';
  notice.setAttribute('role', 'alert');
  notice.setAttribute(NOTICE_ATTRIBUTE, '');
  const title = document.createElement('strong');
  title.textContent = titleText;
  const help = document.createElement('p');
  help.className = 'margin-bottom--none';
  help.textContent = helpText;
  notice.append(title, help);
  return notice;
}

/** Idempotent: run it whenever the page or the failure state changes. */
export function showSearchPageError(page: Element, searchFailed: boolean) {
  const container = page.querySelector(':scope > .container');
  if (!container) return;
  const query = container.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? '';
  const show = showsSearchError(searchFailed, query);
  const notice = container.querySelector(`:scope > [${NOTICE_ATTRIBUTE}]`);
  const noResults = container.querySelector<HTMLElement>(':scope > p');
  if (noResults && noResults.hidden !== show) noResults.hidden = show;
  if (show && !notice) container.querySelector(':scope > form')?.after(createNotice());
  else if (!show && notice) notice.remove();
}
