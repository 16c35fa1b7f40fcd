import type {ReactNode} from 'react';
import clsx from 'clsx';
import {tags, tagTypes} from '@site/src/data/showcaseTags';
import ToggleChip from '../ToggleChip';
import {emptyFilters, toggleTag, type FilterState} from './filterState';
import styles from './styles.module.css';

interface Props {
  filters: FilterState;
  onChange: (next: FilterState, mode?: 'push' | 'replace') => void;
}

/** Tag toggles, the AND/OR operator, the name search and "Clear all". */
export default function ShowcaseFilters({filters, onChange}: Props): ReactNode {
  return (
    <section aria-label="Filters" className={styles.filters}>
      <div className={styles.row}>
        <label className={styles.search}>
          <span className={styles.searchLabel}>Search for site name</span>
          <input
            type="search"
            value={filters.name}
            placeholder="Search for site name…"
            onChange={(event) => onChange({...filters, name: event.target.value}, 'replace')}
          />
        </label>
        <button
          type="button"
          className={clsx('button button--sm button--outline button--secondary', styles.operator)}
          aria-label={`Combine tags with ${filters.operator === 'OR' ? 'AND' : 'OR'} instead of ${filters.operator}`}
          onClick={() => onChange({...filters, operator: filters.operator === 'OR' ? 'AND' : 'OR'})}>
          {filters.operator}
        </button>
        <button
          type="button"
          className="button button--sm button--link"
          onClick={() => onChange(emptyFilters)}
          disabled={filters.tags.length === 0 && filters.name === '' && filters.operator === 'OR'}>
          Clear all
        </button>
      </div>
      <ul className={styles.tags}>
        {tagTypes.map((tag) => (
          <li key={tag}>
            <ToggleChip
              pressed={filters.tags.includes(tag)}
              title={tags[tag].description}
              onToggle={() => onChange(toggleTag(filters, tag))}>
              <span className={styles.dot} style={{backgroundColor: tags[tag].color}} aria-hidden="true" />
              {tags[tag].label}
            </ToggleChip>
          </li>
        ))}
      </ul>
    </section>
  );
}
