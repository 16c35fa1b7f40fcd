// Wraps the DocSearch bar: the stock one when an Algolia index is configured, otherwise the same modal on the local index.
import {useEffect, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/components/LocalSearchBar';
import {MAX_QUERY_LENGTH} from '@site/src/plugins/local-search/client/searchClient';

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
  useQueryLengthLimit();
  return siteConfig.customFields?.searchMode === 'algolia' ? <SearchBar {...props} /> : <LocalSearchBar />;
}
