/** Opens the local index over HTTP: the manifest, then the engine on the files it names. */
import {MANIFEST_PATH, type SearchManifest} from '../shared/records';
import type {LocalSearchEngine} from './engine';

type EngineModule = typeof import('./engine');

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index request ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Loads the index once, the first time it is asked for; a load that fails is forgotten, so the next search tries
 * again. `engineModule` gives the ranking code: imported on demand by the page, bundled with the worker.
 */
export function indexOpener(
  origin: string,
  engineModule: () => Promise<EngineModule>,
): () => Promise<LocalSearchEngine> {
  let pending: Promise<LocalSearchEngine> | undefined;
  return () => {
    pending ??= fetchJson<SearchManifest>(`/${MANIFEST_PATH}`)
      .then(async (manifest) => (await engineModule()).createEngine(manifest, fetchJson, origin))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}
