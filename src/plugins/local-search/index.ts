/**
 * Local search: after the production build, indexes every word of the built HTML of every docs version, blog post
 * and page into DocSearch-shaped records, and writes the index in content-hashed pieces that the browser fetches
 * as a search needs them (see build/writeIndex.ts). Off when the site searches a hosted Algolia index.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Chunk} from 'webpack';
// Adds the dev server's settings to webpack's configuration type.
import type {} from 'webpack-dev-server';
import {readBuiltPage} from '../builtPages';
import {writeDevIndex, sourcePages} from './build/devIndex';
import {extractRecords} from './build/extractRecords';
import {sectionFor, type LocalSearchOptions} from './build/sections';
import type {SearchManifest, SearchRecord} from './shared/records';
import {writeIndex} from './build/writeIndex';

export async function buildIndex(
  outDir: string,
  routes: string[],
  options: LocalSearchOptions,
): Promise<SearchManifest> {
  const records: SearchRecord[] = [];
  for (const route of [...new Set(routes)].sort()) {
    const html = await readBuiltPage(outDir, route);
    if (html) records.push(...extractRecords(html, route, sectionFor(route, options)));
  }
  return writeIndex(outDir, records, {precompress: true});
}

export {sectionFor, type LocalSearchOptions};

/** The chunk of the search worker's code, as `client/offThreadClient.ts` names it. */
export const SEARCH_WORKER_CHUNK = 'search-worker';

/**
 * The chunks whose modules may move into shared chunks: those loaded on demand (the bundler's default), except the
 * search worker's. A worker fetches such a chunk only once its own code runs, a request after its own, and only then
 * asks for the index: its code comes whole in one file.
 */
export function canBeSplit(chunk: Chunk): boolean {
  return !chunk.canBeInitial() && chunk.name !== SEARCH_WORKER_CHUNK;
}

export default function localSearchPlugin(context: LoadContext, options: LocalSearchOptions): Plugin {
  const development = process.env.NODE_ENV === 'development';
  const devIndexDir = path.join(context.generatedFilesDir, 'local-search');
  return {
    name: 'local-search',
    async allContentLoaded({allContent}) {
      if (development) await writeDevIndex(devIndexDir, context.siteDir, sourcePages(allContent), options);
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {splitChunks: {chunks: canBeSplit}},
        // The dev server answers /search/ from the index made from the sources, not with the app shell.
        ...(development ? {devServer: {static: [{directory: devIndexDir, publicPath: '/', watch: false}]}} : {}),
      };
    },
    async postBuild({outDir, routesPaths}) {
      const manifest = await buildIndex(outDir, routesPaths, options);
      console.log(
        `[local-search] ${manifest.records} records, ${manifest.terms.first.length} term shards, ${manifest.records} text files`,
      );
    },
  };
}
