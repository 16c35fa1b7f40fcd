import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {redirectTarget, type AddressMap} from '@site/src/plugins/legacy-redirects/addressLookup.mjs';
import {bestHistoryMatch, type HistoryMatch} from './historyMatch';
import styles from './styles.module.css';

/** Where the build writes the address map (src/plugins/legacy-redirects). */
const ADDRESS_MAP_PATH = '/address-map.json';

function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * On the not-found page: forwards an old address or another spelling of a page that the host did not redirect (one
 * hop, query and hash kept), and otherwise offers the page whose old address or slug matches best, with the reason.
 * The map loads only here, after hydration; without it (the dev server) nothing is shown.
 */
export default function AddressHistory(): ReactNode {
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  const mapUrl = useBaseUrl(ADDRESS_MAP_PATH);
  const [match, setMatch] = useState<(HistoryMatch & {title: string}) | undefined>();

  useEffect(() => {
    let current = true;
    fetch(mapUrl)
      .then((response) => (response.ok ? (response.json() as Promise<Required<AddressMap>>) : undefined))
      .then((map) => {
        if (!current || map === undefined) return;
        const path = decodedPath(pathname);
        const target = redirectTarget(map, path);
        if (target !== undefined) {
          history.replace(`${target}${search}${hash}`);
          return;
        }
        const best = bestHistoryMatch(map, path);
        setMatch(best && {...best, title: map.titles[best.page] ?? best.page});
      })
      .catch(() => current && setMatch(undefined));
    return () => {
      current = false;
    };
  }, [mapUrl, pathname, search, hash, history]);

  if (match === undefined) return null;
  return (
    <aside className={styles.history} aria-labelledby="address-history-title" data-testid="address-history">
      <h2 id="address-history-title" className={styles.title}>
        <Translate id="notFound.history.title" description="Heading of the best match for a missing address">
          The page you are probably looking for
        </Translate>
      </h2>
      <p>
        <Link to={match.page}>{match.title}</Link>
        <span className={styles.reason}>
          {match.usedToLiveAt ? (
            <Translate
              id="notFound.history.usedToLiveAt"
              description="Why the 404 page offers a page: an old address of it matches the missing one"
              values={{address: <code>{match.usedToLiveAt}</code>}}>
              {'This page used to live at {address}.'}
            </Translate>
          ) : (
            <Translate
              id="notFound.history.slug"
              description="Why the 404 page offers a page: its own address matches the missing one"
              values={{address: <code>{match.page}</code>}}>
              {'Its address, {address}, is the closest to the one you followed.'}
            </Translate>
          )}
        </span>
      </p>
    </aside>
  );
}
