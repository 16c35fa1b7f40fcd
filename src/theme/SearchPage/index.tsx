// Wraps the search page to give its docs-version filter an accessible name, which the theme leaves out.
import {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {translate} from '@docusaurus/Translate';

export default function SearchPageWrapper(): ReactNode {
  const label = translate({id: 'site.SearchPage.versionFilterLabel', message: 'Docs version to search'});
  useEffect(() => {
    const name = () =>
      document
        .querySelectorAll('.main-wrapper select:not([aria-label])')
        .forEach((select) => select.setAttribute('aria-label', label));
    name();
    const observer = new MutationObserver(name);
    observer.observe(document.querySelector('.main-wrapper') ?? document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [label]);
  return <SearchPage />;
}
