/** The showcase's filter state and its round trip through the URL (`?tags=a&tags=b&operator=AND&name=x`). */
import type {ShowcaseEntry} from '@site/src/data/showcase';
import {tags as allTags, type TagType} from '@site/src/data/showcaseTags';

export type Operator = 'OR' | 'AND';

export interface FilterState {
  tags: TagType[];
  operator: Operator;
  name: string;
}

export const emptyFilters: FilterState = {tags: [], operator: 'OR', name: ''};

export function readFilters(search: string): FilterState {
  const params = new URLSearchParams(search);
  return {
    tags: params.getAll('tags').filter((tag): tag is TagType => Object.hasOwn(allTags, tag)),
    operator: params.get('operator') === 'AND' ? 'AND' : 'OR',
    name: params.get('name') ?? '',
  };
}

/** Writes the filters into a query string, keeping any other parameter of `search`. */
export function writeFilters(search: string, filters: FilterState): string {
  const params = new URLSearchParams(search);
  params.delete('tags');
  params.delete('operator');
  params.delete('name');
  for (const tag of filters.tags) params.append('tags', tag);
  if (filters.operator === 'AND') params.set('operator', 'AND');
  if (filters.name) params.set('name', filters.name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function isFiltered(filters: FilterState): boolean {
  return filters.tags.length > 0 || filters.name.trim() !== '';
}

export function filterEntries(entries: readonly ShowcaseEntry[], filters: FilterState): ShowcaseEntry[] {
  const name = filters.name.trim().toLowerCase();
  return entries.filter((entry) => {
    if (name && !entry.name.toLowerCase().includes(name)) return false;
    if (filters.tags.length === 0) return true;
    const has = (tag: TagType) => entry.tags.includes(tag);
    return filters.operator === 'AND' ? filters.tags.every(has) : filters.tags.some(has);
  });
}

export function toggleTag(filters: FilterState, tag: TagType): FilterState {
  const tags = filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag];
  return {...filters, tags};
}
