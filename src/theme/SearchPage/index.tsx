// Wraps the search page to give it a meta description and its docs-version filter an accessible name, which the
// theme leaves out.
import {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
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
  const description = translate({
    id: 'site.SearchPage.description',
    message: 'Search every page of the Celo documentation: guides, references, the CLI, tutorials and the blog.',
  });
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <SearchPage />
    </>
  );
}
