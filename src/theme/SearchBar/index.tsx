// Wraps the DocSearch bar: the stock one when an Algolia index is configured, otherwise the same modal on the local index.
import {useCallback, useEffect, useState, useSyncExternalStore, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import LocalSearchBar from '@site/src/components/LocalSearchBar';
import {externalLinks} from '@site/src/config/links';
import {MAX_QUERY_LENGTH} from '@site/src/plugins/local-search/client/queryLimit';
import {useSearchButtonNamedByText} from './buttonName';
import {useEarlySearchShortcut} from './earlyShortcut';
import {fixOpenModal} from './modalFixes';
import {markPendingSearches} from './pendingSearch';
import {modalSearchFailures, type SearchClient} from '@site/src/plugins/search-client/failures';
import {algoliaMode} from '@site/src/plugins/search-client/mode';
// The button's styles are on every page (its palette is in src/css/custom.css); the modal's load with the modal
// (src/plugins/global-stylesheet).
import '@docsearch/css/dist/button.css';

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

/** Applies `fix` to the open DocSearch modal whenever it changes, and when `fix` itself changes, until it closes. */
function useWhileModalOpen(fix: (container: Element) => void) {
  useEffect(() => {
    const modalObserver = new MutationObserver(run);
    function run() {
      const container = document.querySelector('.DocSearch-Container');
      if (container) fix(container);
      return container;
    }
    const watch = () => {
      modalObserver.disconnect();
      const container = run();
      if (container) modalObserver.observe(container, {attributes: true, childList: true, subtree: true});
    };
    const bodyObserver = new MutationObserver(watch);
    bodyObserver.observe(document.body, {attributeFilter: ['class']});
    watch();
    return () => {
      bodyObserver.disconnect();
      modalObserver.disconnect();
    };
  }, [fix]);
}

/** The theme's own client transform, which names Docusaurus in the Algolia agent, plus failure and pending tracking. */
function useTransformSearchClient() {
  const {siteMetadata} = useDocusaurusContext();
  return useCallback(
    <Client extends SearchClient>(client: Client): Client => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return markPendingSearches(modalSearchFailures.track(client));
    },
    [siteMetadata.docusaurusVersion],
  );
}

/** "Let us know." opens a new issue on the docs repository, titled with the query that found nothing. */
function getMissingResultsUrl({query}: {query: string}): string {
  return `${externalLinks.newIssue}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;
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
  const {algolia} = useAlgoliaThemeConfig();
  const words = useSnippetWords();
  useQueryLengthLimit();
  useSearchButtonNamedByText();
  useEarlySearchShortcut();
  const searchFailed = useSyncExternalStore(
    modalSearchFailures.subscribe,
    modalSearchFailures.latestFailed,
    () => false,
  );
  useWhileModalOpen(useCallback((container: Element) => fixOpenModal(container, searchFailed), [searchFailed]));
  const transformSearchClient = useTransformSearchClient();
  const searchParameters = {
    ...algolia.searchParameters,
    attributesToSnippet: SNIPPET_ATTRIBUTES.map((attribute) => `${attribute}:${words}`),
  };
  return algoliaMode ? (
    <SearchBar
      {...props}
      searchParameters={searchParameters}
      transformSearchClient={transformSearchClient}
      getMissingResultsUrl={getMissingResultsUrl}
    />
  ) : (
    <LocalSearchBar
      searchParameters={searchParameters}
      transformSearchClient={transformSearchClient}
      getMissingResultsUrl={getMissingResultsUrl}
    />
  );
}
