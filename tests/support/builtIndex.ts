/** The search engine over an index read from files: the built site's for the checks and the bench, or memory's. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createEngine, type EngineOptions, type LocalSearchEngine} from '../../src/plugins/local-search/client/engine';
import {MANIFEST_PATH, type SearchManifest} from '../../src/plugins/local-search/shared/records';

export interface LoadedEngine {
  engine: LocalSearchEngine;
  /** The site paths of the index files the engine has read, in order, the manifest first. */
  fetched: string[];
}

/** @param readFile the text of an index file by its site path, `/search/manifest.json` for example */
export async function loadEngine(
  readFile: (sitePath: string) => string,
  options: EngineOptions = {},
): Promise<LoadedEngine> {
  const fetched: string[] = [];
  const read = <T>(sitePath: string): Promise<T> => {
    fetched.push(sitePath);
    try {
      return Promise.resolve(JSON.parse(readFile(sitePath)) as T);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const manifest = await read<SearchManifest>(`/${MANIFEST_PATH}`);
  return {engine: await createEngine(manifest, read, '', options), fetched};
}

export function loadBuiltEngine(outDir: string, options: EngineOptions = {}): Promise<LoadedEngine> {
  return loadEngine((sitePath) => readFileSync(path.join(outDir, sitePath), 'utf8'), options);
}
