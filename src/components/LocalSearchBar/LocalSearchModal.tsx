/** The open DocSearch modal on the local index, with the contextual filters of the page it opens on. */
import React, {useCallback, useMemo, type ComponentType, type MouseEvent} from 'react';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import {currentVersionFirst, useArchivedVersionContext, withCurrentVersion} from './archivedVersion';

export type ModalComponent = typeof DocSearchModalType;
export type SearchParameters = NonNullable<React.ComponentProps<ModalComponent>['searchParameters']>;

type Hit = {url: string};

/**
 * Pages the modal lists, each with up to two of its sections: at most 20 hits, as many as DocSearch draws from a hosted
 * index. "See all results" leads to the search page, which lists every page.
 */
const PAGES_SHOWN = 10;

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link of the modal (a hit, "See all results"): it navigates within the app and loads its page's code when pointed
 * at, as Link does, but does not prefetch that code when drawn. Link would, for all 20 hits each time they change,
 * that is at every keystroke, and for the search page's 64 KB of script the first time the footer shows, and those
 * downloads held up the index files the next keystroke waits for.
 */
function ModalLink({
  url,
  onNavigate,
  children,
}: {
  url: string;
  onNavigate?: () => void;
  children: React.ReactNode;
}): React.JSX.Element {
  const history = useHistory();
  // Native listeners: React's own mouse enter and over handlers do not fire on the links inside the modal.
  const preloadWhenPointedAt = useCallback(
    (link: HTMLAnchorElement | null) => {
      const preload = () => window.docusaurus.preload(url);
      link?.addEventListener('mouseenter', preload, {once: true});
      link?.addEventListener('touchstart', preload, {once: true, passive: true});
    },
    [url],
  );
  if (!isInternalUrl(url)) return <Link to={url}>{children}</Link>;
  return (
    <a
      ref={preloadWhenPointedAt}
      href={url}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate?.();
        history.push(url);
      }}>
      {children}
    </a>
  );
}

function HitLink({hit, children}: {hit: Hit; children: React.ReactNode}): React.JSX.Element {
  return <ModalLink url={hit.url}>{children}</ModalLink>;
}

interface ResultsFooterProps {
  state: {query: string; context: {nbHits?: number}};
}

export interface LocalSearchModalProps {
  Modal: ModalComponent;
  initialQuery: string | undefined;
  onClose: () => void;
  /** Search parameters beyond the contextual facet filters, which the modal adds itself. */
  searchParameters: SearchParameters;
  getMissingResultsUrl: (state: {query: string}) => string;
  /** Swaps the local client in for the one DocSearch would create. */
  transformSearchClient: () => unknown;
}

export default function LocalSearchModal({
  Modal,
  initialQuery,
  onClose,
  searchParameters: baseParameters,
  getMissingResultsUrl,
  transformSearchClient,
}: LocalSearchModalProps): React.JSX.Element {
  const {algolia} = useAlgoliaThemeConfig();
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const archivedVersion = useArchivedVersionContext();
  const pageFilters = useAlgoliaContextualFacetFilters();
  const contextualFilters = useMemo(
    () => (archivedVersion ? withCurrentVersion(pageFilters, archivedVersion) : pageFilters),
    [archivedVersion, pageFilters],
  );
  const currentDocsLabel = translate({
    id: 'site.SearchBar.currentDocsLabel',
    message: 'Current docs',
    description: 'Names the current docs hits in the search modal opened on an archived docs version',
  });

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [algolia.externalUrlRegex, history],
  );
  const searchParameters = useMemo(
    (): SearchParameters => ({
      ...baseParameters,
      hitsPerPage: PAGES_SHOWN,
      facetFilters: algolia.contextualSearch
        ? (mergeFacetFilters(
            contextualFilters,
            (baseParameters.facetFilters ?? []) as string[],
          ) as SearchParameters['facetFilters'])
        : baseParameters.facetFilters,
    }),
    [algolia.contextualSearch, baseParameters, contextualFilters],
  );
  const ResultsFooter = useMemo<ComponentType<ResultsFooterProps>>(
    () =>
      function SeeAllResults({state}: ResultsFooterProps) {
        return (
          <ModalLink url={createSearchLink(state.query)} onNavigate={onClose}>
            <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
              {'See all {count} results'}
            </Translate>
          </ModalLink>
        );
      },
    [onClose, createSearchLink],
  );

  return (
    <Modal
      appId="local"
      apiKey="local"
      indexName={algolia.indexName}
      onClose={onClose}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      navigator={navigator}
      hitComponent={HitLink}
      transformItems={(items) => {
        const processed = items.map((item) => ({...item, url: processUrl(item.url)}));
        return archivedVersion ? currentVersionFirst(processed, archivedVersion, currentDocsLabel) : processed;
      }}
      transformSearchClient={transformSearchClient as never}
      resultsFooterComponent={ResultsFooter as never}
      searchParameters={searchParameters}
      getMissingResultsUrl={getMissingResultsUrl}
      insights={false}
      onAskAiToggle={() => undefined}
      translations={translations.modal}
    />
  );
}
