import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import translations from '@theme/SearchTranslations';
import type {createOffThreadSearchClient} from '@site/src/plugins/local-search/client/offThreadClient';
import LocalSearchModal, {type ModalComponent, type SearchParameters} from './LocalSearchModal';

type LocalSearchClient = ReturnType<typeof createOffThreadSearchClient>;

/** The modal shows 5 hits of a section at most (DocSearch's `maxResultsPerGroup`, left at its default). */
const HITS_SHOWN_PER_SECTION = 5;

let DocSearchModal: ModalComponent | null = null;
let localClient: LocalSearchClient | null = null;
let preparing: Promise<void> | undefined;

/**
 * Loads the modal's code and styles and the client that answers it from the local index, and starts the search
 * worker, which fetches the index: the reader is reaching for search. None of it is in the bundle every page loads.
 */
function prepareSearch(): Promise<void> {
  preparing ??= Promise.all([
    // Named, so the tests and the bench can tell when it is fetched.
    import(/* webpackChunkName: "search-modal" */ '@docsearch/react/modal'),
    // The worker starts fetching the index while the modal's code is still on its way.
    import('@site/src/plugins/local-search/client/offThreadClient').then(
      ({createOffThreadSearchClient, searchWorker}) => {
        searchWorker.warmUp();
        return createOffThreadSearchClient({hitsShownPerSection: HITS_SHOWN_PER_SECTION});
      },
    ),
    import('@docsearch/react/style'),
  ]).then(
    ([{DocSearchModal: Modal}, client]) => {
      DocSearchModal = Modal;
      localClient = client;
    },
    (error: unknown) => {
      preparing = undefined;
      throw error;
    },
  );
  return preparing;
}

/** Whether a key press is in a place that takes text, where "/" is typed rather than a shortcut. */
const inTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/**
 * A keyboard reader shows intent with the first key of a shortcut: Ctrl or Cmd going down (before the K of Ctrl+K),
 * or "/" outside a text field. The modal's code and the index start loading then, once per page.
 */
function usePrepareOnShortcutKey() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcutKey = event.ctrlKey || event.metaKey || (event.key === '/' && !inTextField(event.target));
      if (!shortcutKey) return;
      window.removeEventListener('keydown', onKeyDown, true);
      prepareSearch().catch(() => undefined);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
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

interface Props {
  /** Search parameters beyond the contextual facet filters, which the modal adds itself. */
  searchParameters: SearchParameters;
  /** Where "Let us know." leads when nothing matches. */
  getMissingResultsUrl: (state: {query: string}) => string;
  /** Wraps the local client before the modal uses it, as DocSearch's own prop of that name does. */
  transformSearchClient: (client: LocalSearchClient) => LocalSearchClient;
}

/**
 * The DocSearch bar and modal, answering from the site's own index: no request leaves the site. Until a reader opens
 * it, only the button renders; the modal and the page context it searches in are worked out when it opens.
 */
export default function LocalSearchBar({
  searchParameters,
  getMissingResultsUrl,
  transformSearchClient,
}: Props): ReactNode {
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  usePrepareOnShortcutKey();

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
  // The modal renders once prepareSearch has set the client.
  const swapInLocalClient = useCallback(() => transformSearchClient(localClient!), [transformSearchClient]);

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
          <LocalSearchModal
            Modal={DocSearchModal}
            initialQuery={initialQuery}
            onClose={closeModal}
            searchParameters={searchParameters}
            getMissingResultsUrl={getMissingResultsUrl}
            transformSearchClient={swapInLocalClient}
          />,
          portalContainer,
        )}
    </>
  );
}
