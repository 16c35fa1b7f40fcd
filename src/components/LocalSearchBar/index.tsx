import React, {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import {loadLocalSearch} from '@site/src/plugins/local-search/client/loadIndex';
import {createLocalSearchClient} from '@site/src/plugins/local-search/client/searchClient';

type ModalComponent = typeof DocSearchModalType;
let DocSearchModal: ModalComponent | null = null;

/** Loads the modal's code and styles, and starts fetching the index: the reader is reaching for search. */
function prepareSearch(): Promise<void> {
  loadLocalSearch().catch(() => undefined);
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

/** The modal shows 5 hits of a section at most (DocSearch's `maxResultsPerGroup`, left at its default). */
const HITS_SHOWN_PER_SECTION = 5;

const localClient = createLocalSearchClient(loadLocalSearch, {hitsShownPerSection: HITS_SHOWN_PER_SECTION});

type Hit = {url: string};

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A hit's link: it navigates within the app and loads its page's code when pointed at, as Link does, but does not
 * prefetch that code when drawn. Link would, for all 20 hits each time they change, that is at every keystroke,
 * and those downloads held up the index files the next keystroke waits for.
 */
function HitLink({hit, children}: {hit: Hit; children: ReactNode}): React.JSX.Element {
  const history = useHistory();
  // Native listeners: React's own mouse enter and over handlers do not fire on the links inside the modal.
  const preloadWhenPointedAt = useCallback(
    (link: HTMLAnchorElement | null) => {
      const preload = () => window.docusaurus.preload(hit.url);
      link?.addEventListener('mouseenter', preload, {once: true});
      link?.addEventListener('touchstart', preload, {once: true, passive: true});
    },
    [hit.url],
  );
  if (/^[a-z][a-z\d+.-]*:/i.test(hit.url)) return <Link to={hit.url}>{children}</Link>;
  return (
    <a
      ref={preloadWhenPointedAt}
      href={hit.url}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        history.push(hit.url);
      }}>
      {children}
    </a>
  );
}

/** Marks the local modal, whose results do not come from Algolia: its "Powered by Algolia" footer is hidden. */
const LOCAL_MODAL_CLASS = 'local-search-modal';

/** The element the modal is portalled into, first in the body like DocSearch's own. */
function insertPortalContainer(): HTMLDivElement {
  const container = document.createElement('div');
  container.className = LOCAL_MODAL_CLASS;
  document.body.insertBefore(container, document.body.firstChild);
  return container;
}

type SearchParameters = NonNullable<React.ComponentProps<ModalComponent>['searchParameters']>;

interface ResultsFooterProps {
  state: {query: string; context: {nbHits?: number}};
}

type LocalSearchClient = typeof localClient;

interface Props {
  /** Search parameters beyond the contextual facet filters, which this bar adds itself. */
  searchParameters: SearchParameters;
  /** Where "Let us know." leads when nothing matches. */
  getMissingResultsUrl: (state: {query: string}) => string;
  /** Wraps the local client before the modal uses it, as DocSearch's own prop of that name does. */
  transformSearchClient: (client: LocalSearchClient) => LocalSearchClient;
}

/** The DocSearch bar and modal, answering from the site's own index: no request leaves the site. */
export default function LocalSearchBar({
  searchParameters: baseParameters,
  getMissingResultsUrl,
  transformSearchClient,
}: Props): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    if (!portalContainer) setPortalContainer(insertPortalContainer());
    prepareSearch().then(() => setIsOpen(true));
  }, [portalContainer]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    searchButtonRef.current?.focus();
  }, []);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef});

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
      facetFilters: algolia.contextualSearch
        ? (mergeFacetFilters(
            contextualFilters,
            (baseParameters.facetFilters ?? []) as string[],
          ) as SearchParameters['facetFilters'])
        : baseParameters.facetFilters,
    }),
    [algolia.contextualSearch, baseParameters, contextualFilters],
  );
  const swapInLocalClient = useCallback(() => transformSearchClient(localClient), [transformSearchClient]);
  const ResultsFooter = useMemo<ComponentType<ResultsFooterProps>>(
    () =>
      function SeeAllResults({state}: ResultsFooterProps) {
        return (
          <Link to={createSearchLink(state.query)} onClick={closeModal}>
            <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
              {'See all {count} results'}
            </Translate>
          </Link>
        );
      },
    [closeModal, createSearchLink],
  );

  return (
    <>
      <DocSearchButton
        ref={searchButtonRef}
        onClick={openModal}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onTouchStart={prepareSearch}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        portalContainer &&
        createPortal(
          <DocSearchModal
            appId="local"
            apiKey="local"
            indexName={algolia.indexName}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            hitComponent={HitLink}
            transformItems={(items) => items.map((item) => ({...item, url: processUrl(item.url)}))}
            transformSearchClient={swapInLocalClient as never}
            resultsFooterComponent={ResultsFooter as never}
            searchParameters={searchParameters}
            getMissingResultsUrl={getMissingResultsUrl}
            insights={false}
            onAskAiToggle={() => undefined}
            translations={translations.modal}
          />,
          portalContainer,
        )}
    </>
  );
}
