// Wraps the DocSearch bar: the stock one when an Algolia index is configured, otherwise the same modal on the local index.
import {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import LocalSearchBar from '@site/src/components/LocalSearchBar';
import {MAX_QUERY_LENGTH} from '@site/src/plugins/local-search/client/searchClient';

/** The search button's accessible name: its visible text. */
const BUTTON_NAME = 'Search';

const SNIPPET_ATTRIBUTES = [
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
];

/** Snippets of 10 words, or 5 on screens 768 px wide or less, as the spec sets them. */
function useSnippetWords(): number {
  const [words, setWords] = useState(10);
  useEffect(() => {
    const narrow = window.matchMedia('(max-width: 768px)');
    const update = () => setWords(narrow.matches ? 5 : 10);
    update();
    narrow.addEventListener('change', update);
    return () => narrow.removeEventListener('change', update);
  }, []);
  return words;
}

/**
 * DocSearch names its button "Search (Meta+k)" while it shows "Search" and the key caps, and an accessible name must
 * hold the visible text. The button is named "Search", its visible text, which also names it on phones where the
 * text is hidden; the key caps, which aria-keyshortcuts already announces, are hidden from assistive technology.
 */
function useButtonNameMatchesText() {
  useEffect(() => {
    const button = document.querySelector<HTMLButtonElement>('.DocSearch-Button');
    if (!button) return undefined;
    const sync = () => {
      if (button.getAttribute('aria-label') !== BUTTON_NAME) button.setAttribute('aria-label', BUTTON_NAME);
      const keys = button.querySelector('.DocSearch-Button-Keys');
      if (keys && keys.getAttribute('aria-hidden') !== 'true') keys.setAttribute('aria-hidden', 'true');
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(button, {childList: true, subtree: true, attributeFilter: ['aria-label', 'aria-hidden']});
    return () => observer.disconnect();
  }, []);
}

/** Calls `update` with the open DocSearch modal whenever it changes, until it closes. `update` must be idempotent. */
function useWhileModalOpen(update: (container: Element) => void) {
  useEffect(() => {
    const run = () => {
      const container = document.querySelector('.DocSearch-Container');
      if (container) update(container);
      return container;
    };
    const modalObserver = new MutationObserver(run);
    const bodyObserver = new MutationObserver(() => {
      modalObserver.disconnect();
      const container = run();
      if (container) modalObserver.observe(container, {attributes: true, childList: true, subtree: true});
    });
    bodyObserver.observe(document.body, {attributeFilter: ['class']});
    return () => {
      bodyObserver.disconnect();
      modalObserver.disconnect();
    };
  }, [update]);
}

/**
 * DocSearch 4 gives its modal backdrop role="button", tabindex 0 and aria-expanded around the whole dialog, which
 * nests every control of the dialog inside a button. The backdrop loses them; a click on it still closes the modal.
 */
function dropBackdropButtonRole(container: Element) {
  if (container.getAttribute('role') !== 'button') return;
  for (const attribute of ['role', 'tabindex', 'aria-expanded']) container.removeAttribute(attribute);
}

const NO_RECENT_SEARCHES_ATTRIBUTE = 'data-no-recent-searches';

/** DocSearch 4 accepts a "No recent searches" text but leaves the start screen blank; this shows the text there. */
function showNoRecentSearches(container: Element) {
  const modal = container.querySelector('.DocSearch-Modal');
  const footer = modal?.querySelector(':scope > .DocSearch-Footer');
  if (!modal || !footer) return;
  const notice = modal.querySelector(`[${NO_RECENT_SEARCHES_ATTRIBUTE}]`);
  const startScreenIsBlank = !modal.querySelector(`.DocSearch-Dropdown:not([${NO_RECENT_SEARCHES_ATTRIBUTE}])`);
  if (startScreenIsBlank && !notice) {
    const dropdown = document.createElement('div');
    dropdown.className = 'DocSearch-Dropdown';
    dropdown.setAttribute(NO_RECENT_SEARCHES_ATTRIBUTE, '');
    const help = document.createElement('p');
    help.className = 'DocSearch-Help';
    help.textContent = translations.modal?.startScreen?.noRecentSearchesText ?? 'No recent searches';
    dropdown.append(help);
    modal.insertBefore(dropdown, footer);
  } else if (!startScreenIsBlank && notice) {
    notice.remove();
  }
}

function fixOpenModal(container: Element) {
  dropBackdropButtonRole(container);
  showNoRecentSearches(container);
}

/** DocSearch 4 allows 512 characters; the spec allows 64, in both modes. */
function useQueryLengthLimit() {
  useEffect(() => {
    const limit = (event: FocusEvent) => {
      if (event.target instanceof HTMLInputElement && event.target.classList.contains('DocSearch-Input')) {
        event.target.maxLength = MAX_QUERY_LENGTH;
      }
    };
    document.addEventListener('focusin', limit);
    return () => document.removeEventListener('focusin', limit);
  }, []);
}

export default function SearchBarWrapper(props: ComponentProps<typeof SearchBar>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {algolia} = useAlgoliaThemeConfig();
  const words = useSnippetWords();
  useQueryLengthLimit();
  useButtonNameMatchesText();
  useWhileModalOpen(fixOpenModal);
  const searchParameters = {
    ...algolia.searchParameters,
    attributesToSnippet: SNIPPET_ATTRIBUTES.map((attribute) => `${attribute}:${words}`),
  };
  return siteConfig.customFields?.searchMode === 'algolia' ? (
    <SearchBar {...props} searchParameters={searchParameters} />
  ) : (
    <LocalSearchBar searchParameters={searchParameters} />
  );
}
