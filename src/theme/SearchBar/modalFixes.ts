/** Corrections to the open DocSearch 4 modal's markup, each idempotent: they run again on every change to the modal. */
import translations from '@theme/SearchTranslations';
import {searchErrorText, showsSearchError} from '@site/src/plugins/search-client/errorText';

/**
 * DocSearch 4 gives its modal backdrop role="button", tabindex 0 and aria-expanded around the whole dialog, which
 * nests every control of the dialog inside a button. The backdrop loses them; a click on it still closes the modal.
 */
function dropBackdropButtonRole(container: Element) {
  if (container.getAttribute('role') !== 'button') return;
  for (const attribute of ['role', 'tabindex', 'aria-expanded']) container.removeAttribute(attribute);
}

/** Marks the results areas added here, as opposed to the modal's own. */
const ADDED_SCREEN_ATTRIBUTE = 'data-added-screen';

/** Adds a results area named `name` before the modal's footer when `show`, and takes it away when not. */
function toggleScreen(modal: Element, name: string, show: boolean, build: () => HTMLElement[]) {
  const footer = modal.querySelector(':scope > .DocSearch-Footer');
  const present = modal.querySelector(`:scope > [${ADDED_SCREEN_ATTRIBUTE}="${name}"]`);
  if (show && !present && footer) {
    const screen = document.createElement('div');
    screen.className = 'DocSearch-Dropdown';
    screen.setAttribute(ADDED_SCREEN_ATTRIBUTE, name);
    screen.append(...build());
    modal.insertBefore(screen, footer);
  } else if (!show && present) {
    present.remove();
  }
}

function paragraph(className: string, text: string): HTMLParagraphElement {
  const element = document.createElement('p');
  element.className = className;
  element.textContent = text;
  return element;
}

/** DocSearch 4 accepts a "No recent searches" text but leaves the start screen blank; this shows the text there. */
function showNoRecentSearches(modal: Element) {
  const startScreenIsBlank = !modal.querySelector(`:scope > .DocSearch-Dropdown:not([${ADDED_SCREEN_ATTRIBUTE}])`);
  const text = translations.modal?.startScreen?.noRecentSearchesText ?? 'No recent searches';
  toggleScreen(modal, 'no-recent-searches', startScreenIsBlank, () => [paragraph('DocSearch-Help', text)]);
}

const SEARCH_FAILED_ATTRIBUTE = 'data-search-failed';

/**
 * Shows DocSearch's error screen while the latest search has failed and the box holds a query; the modal's own
 * results area, which says "No results" in that case, is hidden while the modal carries `data-search-failed`.
 */
function showErrorScreen(modal: Element, searchFailed: boolean) {
  const query = modal.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
  const show = showsSearchError(searchFailed, query);
  modal.toggleAttribute(SEARCH_FAILED_ATTRIBUTE, show);
  toggleScreen(modal, 'error', show, () => {
    const screen = document.createElement('div');
    screen.className = 'DocSearch-ErrorScreen';
    screen.setAttribute('role', 'alert');
    const {title, help} = searchErrorText();
    screen.append(paragraph('DocSearch-Title', title), paragraph('DocSearch-Help', help));
    return [screen];
  });
}

export function fixOpenModal(container: Element, searchFailed: boolean) {
  dropBackdropButtonRole(container);
  const modal = container.querySelector('.DocSearch-Modal');
  if (!modal) return;
  showNoRecentSearches(modal);
  showErrorScreen(modal, searchFailed);
}
