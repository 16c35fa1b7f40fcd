import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {LEVELS, type TutorialSummary} from '@site/src/plugins/tutorials-index/levels';
import ToggleChip from '../ToggleChip';
import {useUrlFilters} from '../UrlFilters';
import {filterTutorials, readTutorialFilters, writeTutorialFilters, type TutorialFilters} from './filters';
import styles from './styles.module.css';

const noFilters: TutorialFilters = {level: null, tags: []};
/** The list's URL holds its filters only. */
const writeWithoutOtherParameters = (_search: string, next: TutorialFilters) => writeTutorialFilters(next);

const label = (tag: string) => tag.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The /tutorials list, filterable by level and technology; the filters live in the URL. */
export default function TutorialsPage({tutorials}: {tutorials: TutorialSummary[]}): ReactNode {
  const [filters, setFilters] = useUrlFilters<TutorialFilters>(
    readTutorialFilters,
    writeWithoutOtherParameters,
    noFilters,
  );
  const technologies = [...new Set(tutorials.flatMap((t) => t.tags))]
    .filter((tag) => !(LEVELS as readonly string[]).includes(tag))
    .sort();
  const shown = filterTutorials(tutorials, filters);

  return (
    <Layout
      title="Tutorials"
      description="Step-by-step tutorials for building on Celo Sepolia, by level and technology.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Tutorials</Heading>
        <p className={styles.lead}>
          Complete paths from an empty folder to a working app on Celo Sepolia. Each tutorial lists what you need, every
          command and the output to expect. New to Celo? Start with the <Link to="/build/quickstart">quickstart</Link>.
        </p>
        <section aria-label="Filters" className={styles.filters}>
          <div role="group" aria-label="Level" className={styles.group}>
            {[null, ...LEVELS].map((level) => (
              <ToggleChip
                key={level ?? 'all'}
                pressed={filters.level === level}
                onToggle={() => setFilters({...filters, level})}>
                {level ? label(level) : 'All levels'}
              </ToggleChip>
            ))}
          </div>
          <div role="group" aria-label="Technology" className={styles.group}>
            {technologies.map((tag) => {
              const pressed = filters.tags.includes(tag);
              return (
                <ToggleChip
                  key={tag}
                  pressed={pressed}
                  onToggle={() =>
                    setFilters({
                      ...filters,
                      tags: pressed ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag],
                    })
                  }>
                  {label(tag)}
                </ToggleChip>
              );
            })}
          </div>
        </section>
        <p role="status" className={styles.count}>
          {shown.length === 1 ? '1 tutorial' : `${shown.length} tutorials`}
        </p>
        <ul className={styles.list}>
          {shown.map((tutorial) => (
            <li key={tutorial.permalink} className={styles.card}>
              <Heading as="h2" className={styles.title}>
                <Link to={tutorial.permalink}>{tutorial.title}</Link>
              </Heading>
              <p>{tutorial.description}</p>
              <p className={styles.tags}>{tutorial.tags.map(label).join(' · ')}</p>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
