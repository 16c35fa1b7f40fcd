/** Fetches the local index's manifest and page and heading file once, the first time a reader reaches for search. */
import siteConfig from '@generated/docusaurus.config';
import {MANIFEST_PATH, type SearchManifest} from '../records';
import type {LocalSearchEngine} from './engine';

let pending: Promise<LocalSearchEngine> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index request ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export function loadLocalSearch(): Promise<LocalSearchEngine> {
  pending ??= fetchJson<SearchManifest>(`/${MANIFEST_PATH}`)
    // The ranking library loads with the index, not with the page: most visits never search.
    .then(async (manifest) => (await import('./engine')).createEngine(manifest, fetchJson, siteConfig.url))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
