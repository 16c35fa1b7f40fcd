// Wraps the search page to give it a meta description, an accessible name for its docs-version filter, and a notice
// when search is unreachable, none of which the theme provides, and to drop its Algolia credit in local mode.
import {useEffect, useSyncExternalStore, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {searchPageFailures} from '@site/src/plugins/search-client/failures';
import {algoliaMode} from '@site/src/plugins/search-client/mode';
import {showSearchPageError} from './errorNotice';

function labelVersionFilter(page: Element, label: string) {
  page.querySelectorAll('select:not([aria-label])').forEach((select) => select.setAttribute('aria-label', label));
}

export default function SearchPageWrapper(): ReactNode {
  const label = translate({id: 'site.SearchPage.versionFilterLabel', message: 'Docs version to search'});
  const searchFailed = useSyncExternalStore(searchPageFailures.subscribe, searchPageFailures.latestFailed, () => false);
  useEffect(() => {
    const page = document.querySelector('.main-wrapper');
    if (!page) return undefined;
    const fix = () => {
      labelVersionFilter(page, label);
      showSearchPageError(page, searchFailed);
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(page, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [label, searchFailed]);
  const description = translate({
    id: 'site.SearchPage.description',
    message: 'Search every page of the Celo documentation: guides, references, the CLI, tutorials and the blog.',
  });
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
        {/* The theme credits Algolia on the page; with the local index answering, that credit would not be true: the
            attribute hides it (src/css/custom.css) before any script runs, and for readers without JavaScript. */}
        <html data-search-mode={algoliaMode ? 'algolia' : 'local'} />
      </Head>
      <SearchPage />
    </>
  );
}
