import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {showcase, type ShowcaseEntry} from '@site/src/data/showcase';
import ShowcaseCard from '@site/src/components/ShowcaseCard';
import ShowcaseFilters from '@site/src/components/ShowcaseFilters';
import {
  emptyFilters,
  filterEntries,
  isFiltered,
  readFilters,
  writeFilters,
} from '@site/src/components/ShowcaseFilters/filterState';
import {useUrlFilters} from '@site/src/components/UrlFilters';
import styles from './showcase.module.css';

const byName = (a: ShowcaseEntry, b: ShowcaseEntry) => a.name.localeCompare(b.name);
const sortedShowcase = [...showcase].sort(byName);
const favorites = sortedShowcase.filter((entry) => entry.tags.includes('favorite'));

function useSiteCount(count: number): string {
  const {selectMessage} = usePluralForm();
  return selectMessage(
    count,
    translate({id: 'showcase.filters.resultCount', message: '1 site|{sitesCount} sites'}, {sitesCount: count}),
  );
}

function Cards({entries}: {entries: ShowcaseEntry[]}): ReactNode {
  return (
    <ul className={styles.cards}>
      {entries.map((entry) => (
        <ShowcaseCard key={entry.name} entry={entry} />
      ))}
    </ul>
  );
}

/** The ecosystem showcase, filterable by tag and name with the filters held in the URL. */
export default function Showcase(): ReactNode {
  const [filters, setFilters] = useUrlFilters(readFilters, writeFilters, emptyFilters);
  const filtered = filterEntries(sortedShowcase, filters);
  const count = useSiteCount(filtered.length);
  return (
    <Layout
      title="Showcase"
      description="Apps, wallets, developer tools and tutorials built on Celo, filterable by tag and name.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Celo showcase</Heading>
        <p className={styles.lead}>
          Apps, wallets, developer tools and tutorials from the Celo ecosystem. Filter by tag, combine tags with AND or
          OR, or search by name. To add your project, read the{' '}
          <Link to="/community/contributing">contributing guide</Link>.
        </p>
        <ShowcaseFilters filters={filters} onChange={setFilters} />
        <p className={styles.count} role="status">
          {count}
        </p>
        {filtered.length === 0 ? (
          <p className={styles.empty}>No result</p>
        ) : isFiltered(filters) ? (
          <Cards entries={filtered} />
        ) : (
          <>
            <section aria-labelledby="favorites">
              <Heading as="h2" id="favorites">
                Our favorites
              </Heading>
              <Cards entries={favorites} />
            </section>
            <section aria-labelledby="all-sites">
              <Heading as="h2" id="all-sites">
                All sites
              </Heading>
              <Cards entries={filtered} />
            </section>
          </>
        )}
      </main>
    </Layout>
  );
}
