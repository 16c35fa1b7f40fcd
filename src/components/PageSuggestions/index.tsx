import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {findSuggestions, pathWords, type Suggestion} from './suggestions';
import styles from './styles.module.css';

interface AlgoliaThemeConfig {
  algolia: {appId: string; apiKey: string; indexName: string};
}

/**
 * The three pages most like the address that was not found, and a search for its words. The 404 page is rendered
 * once, for no address in particular, so everything that depends on the address waits until the page has hydrated.
 */
export default function PageSuggestions(): ReactNode {
  const {pathname} = useLocation();
  const {algolia} = useDocusaurusContext().siteConfig.themeConfig as unknown as AlgoliaThemeConfig;
  const query = useIsBrowser() ? pathWords(pathname).join(' ') : '';
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);

  useEffect(() => {
    let current = true;
    // The search client loads here, not with the page: every doc page carries this component for its own 404.
    import('@site/src/plugins/search-client/searchPage/liteClient')
      .then(({liteClient}) => findSuggestions(liteClient(algolia.appId, algolia.apiKey), algolia.indexName, pathname))
      .then((found) => current && setSuggestions(found))
      .catch(() => current && setSuggestions([]));
    return () => {
      current = false;
    };
  }, [algolia.appId, algolia.apiKey, algolia.indexName, pathname]);

  return (
    <aside className={styles.suggestions} aria-labelledby="page-suggestions-title">
      <h2 id="page-suggestions-title" className={styles.title}>
        <Translate id="notFound.suggestions.title" description="Heading of the pages suggested on the 404 page">
          Pages like the one you asked for
        </Translate>
      </h2>
      {suggestions.length > 0 && (
        <ul className={styles.list} data-testid="page-suggestions">
          {suggestions.map(({path, title, section}) => (
            <li key={path}>
              <Link to={path}>{title}</Link>
              {section && <span className={styles.section}>{section}</span>}
            </li>
          ))}
        </ul>
      )}
      <p>
        {query ? (
          <Link to={`/search?q=${encodeURIComponent(query)}`}>
            <Translate
              id="notFound.suggestions.search"
              description="Link from the 404 page to a search for the words of the missing address"
              values={{query: <q>{query}</q>}}>
              {'Search the docs for {query}'}
            </Translate>
          </Link>
        ) : (
          <Link to="/search">
            <Translate id="notFound.suggestions.searchAll" description="Link from the 404 page to the search page">
              Search the docs
            </Translate>
          </Link>
        )}
      </p>
    </aside>
  );
}
