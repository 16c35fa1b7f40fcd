import {useCallback} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Filters held in the URL, so that they survive reload, back and forward. The server render and the
 * hydration render use `empty`; the URL's filters apply from the first client render after that.
 */
export function useUrlFilters<T>(
  read: (search: string) => T,
  write: (search: string, next: T) => string,
  empty: T,
): [T, (next: T, mode?: 'push' | 'replace') => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const filters = isBrowser ? read(location.search) : empty;
  const setFilters = useCallback(
    (next: T, mode: 'push' | 'replace' = 'push') => {
      const target = {...location, search: write(location.search, next)};
      if (mode === 'push') history.push(target);
      else history.replace(target);
    },
    [history, location, write],
  );
  return [filters, setFilters];
}
