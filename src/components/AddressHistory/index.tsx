import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {redirectTarget, type AddressMap} from '@site/src/plugins/legacy-redirects/addressLookup.mjs';
import {createPathMatcher, matchTableOf} from '@site/src/plugins/legacy-redirects/pathMatch.mjs';
import styles from './styles.module.css';

/** Where the build writes the address map (src/plugins/legacy-redirects). */
const ADDRESS_MAP_PATH = '/address-map.json';
/** How many of the best-matching pages the not-found page lists when none is a clear match. */
const LISTED_MATCHES = 3;

interface TitledPage {
  page: string;
  title: string;
}

type Answer = {kind: 'forwarding'; to: TitledPage} | {kind: 'matches'; pages: TitledPage[]};

function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * On the not-found page: forwards an old address or another spelling of a page that the host did not redirect (one
 * hop, query and hash kept); else forwards to the page the address's words clearly mean, and says so while it loads;
 * else lists the pages that match it best. The map loads only here, after hydration; without it (the dev server)
 * nothing is shown.
 */
export default function AddressHistory(): ReactNode {
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  const mapUrl = useBaseUrl(ADDRESS_MAP_PATH);
  const [answer, setAnswer] = useState<Answer | undefined>();

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
        const titled = (page: string): TitledPage => ({page, title: map.titles[page] ?? page});
        const matcher = createPathMatcher(matchTableOf(map));
        const clear = matcher.clearMatch(path);
        if (clear !== undefined) {
          setAnswer({kind: 'forwarding', to: titled(clear)});
          window.location.replace(`${clear}${search}${hash}`);
          return;
        }
        const pages = matcher.rank(path).slice(0, LISTED_MATCHES);
        setAnswer(pages.length > 0 ? {kind: 'matches', pages: pages.map(({page}) => titled(page))} : undefined);
      })
      .catch(() => current && setAnswer(undefined));
    return () => {
      current = false;
    };
  }, [mapUrl, pathname, search, hash, history]);

  if (answer === undefined) return null;
  if (answer.kind === 'forwarding') {
    return (
      <aside className={styles.history} aria-live="polite" data-testid="address-forwarding">
        <p>
          <Translate
            id="notFound.history.forwarding"
            description="The 404 page says it is taking the reader to the page the missing address clearly means"
            values={{page: <Link to={answer.to.page}>{answer.to.title}</Link>, address: <code>{pathname}</code>}}>
            {'{address} is not an address of this site. Taking you to {page}, the page its words match.'}
          </Translate>
        </p>
      </aside>
    );
  }
  const [first, ...others] = answer.pages;
  return (
    <aside className={styles.history} aria-labelledby="address-history-title" data-testid="address-history">
      <h2 id="address-history-title" className={styles.title}>
        <Translate id="notFound.history.title" description="Heading of the best match for a missing address">
          The page you are probably looking for
        </Translate>
      </h2>
      <p>
        <Link to={first.page}>{first.title}</Link>
        <span className={styles.reason}>
          <Translate
            id="notFound.history.reason"
            description="Why the 404 page offers a page: its address, title and headings share the missing address's words"
            values={{address: <code>{first.page}</code>}}>
            {'Its address, {address}, title and headings share the most words with the one you followed.'}
          </Translate>
        </span>
      </p>
      {others.length > 0 && (
        <ul className={styles.others}>
          {others.map(({page, title}) => (
            <li key={page}>
              <Link to={page}>{title}</Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
