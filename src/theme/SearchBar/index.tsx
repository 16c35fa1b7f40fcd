// Wraps the DocSearch bar: the stock one when an Algolia index is configured, otherwise the same modal on the local index.
import {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
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

/**
 * DocSearch 4 gives its modal backdrop role="button", tabindex 0 and aria-expanded around the whole dialog, which
 * nests every control of the dialog inside a button. While the modal is open the backdrop loses them; a click on
 * the backdrop still closes the modal.
 */
function useModalBackdropWithoutButtonRole() {
  useEffect(() => {
    const fix = () => {
      const container = document.querySelector('.DocSearch-Container[role="button"]');
      for (const attribute of ['role', 'tabindex', 'aria-expanded']) container?.removeAttribute(attribute);
    };
    const modalObserver = new MutationObserver(fix);
    const bodyObserver = new MutationObserver(() => {
      modalObserver.disconnect();
      const container = document.querySelector('.DocSearch-Container');
      if (!container) return;
      fix();
      modalObserver.observe(container, {attributes: true});
    });
    bodyObserver.observe(document.body, {attributeFilter: ['class']});
    return () => {
      bodyObserver.disconnect();
      modalObserver.disconnect();
    };
  }, []);
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
  useModalBackdropWithoutButtonRole();
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
