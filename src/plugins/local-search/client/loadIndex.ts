/** Fetches the local index once, the first time a reader reaches for search, and builds the engine. */
import siteConfig from '@generated/docusaurus.config';
import {MANIFEST_PATH, unpackIndex, type PackedIndex, type SearchManifest} from '../records';
import type {LocalSearchEngine} from './engine';

let pending: Promise<LocalSearchEngine> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index request ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export function loadLocalSearch(): Promise<LocalSearchEngine> {
  pending ??= fetchJson<SearchManifest>(`/${MANIFEST_PATH}`)
    .then((manifest) => fetchJson<PackedIndex>(manifest.index))
    // The ranking library loads with the index, not with the page: most visits never search.
    .then(async (packed) => (await import('./engine')).createEngine(unpackIndex(packed, siteConfig.url)))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
