import {useCallback} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {emptyFilters, readFilters, writeFilters, type FilterState} from './filterState';

/**
 * The filters held in the URL, so that they survive reload, back and forward. The server render and the
 * hydration render show every entry; the URL's filters apply from the first client render after that.
 */
export function useShowcaseFilters(): [FilterState, (next: FilterState, mode?: 'push' | 'replace') => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const filters = isBrowser ? readFilters(location.search) : emptyFilters;
  const setFilters = useCallback(
    (next: FilterState, mode: 'push' | 'replace' = 'push') => {
      const target = {...location, search: writeFilters(location.search, next)};
      if (mode === 'push') history.push(target);
      else history.replace(target);
    },
    [history, location],
  );
  return [filters, setFilters];
}
