/**
 * Docusaurus' prefetch, with the lookup of a route's chunks done once for the whole route table instead of once per
 * link. Docusaurus finds the chunks of each route a link matches by scanning every entry of the route table's chunk
 * names and trimming its hash with a regular expression: on a doc page that is some 1,000 string replacements per
 * link, most of the work of prefetching the links of a screen (75 of about 250 ms on a phone-class CPU, in the idle
 * time in which a tap waits). Here the chunk names are grouped by route path on the first prefetch; each link then
 * costs a route match and a few map lookups. Which chunks are prefetched, and how, stays Docusaurus' own.
 */
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';
import flat from '@docusaurus/core/lib/client/flat';
import type {RouteConfig} from 'react-router-config';
import {matchRoutes} from 'react-router-config';
import type {DocusaurusGlobal} from './client';

/** A route's chunk names by its path: the route table's keys are paths with a hash appended (`/general-4f2`). */
export function chunkNamesByRoutePath(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [pathWithHash, chunkNames] of Object.entries(routesChunkNames)) {
    const routePath = pathWithHash.replace(/-[^-]+$/, '');
    byPath.set(routePath, [...(byPath.get(routePath) ?? []), ...Object.values(flat(chunkNames as ChunkNames))]);
  }
  return byPath;
}

export interface RouteTable {
  routes: RouteConfig[];
  routesChunkNames: RouteChunkNames;
}

export interface PrefetchEnvironment {
  /** The bundler runtime's chunk name to URL (`__webpack_require__.gca`); undefined for a chunk not to fetch. */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Asks the browser to fetch `url` at low priority (Docusaurus' own helper). */
  prefetchUrl: (url: string) => Promise<void>;
  /** Whether the reader's connection is slow or saves data, when Docusaurus prefetches nothing. */
  slowConnection: () => boolean;
}

/**
 * `core` with a prefetch that fetches what Docusaurus' own would, each route once and none after a preload of it, and
 * a preload that is Docusaurus' own.
 */
export function withIndexedPrefetch(
  core: DocusaurusGlobal,
  table: RouteTable,
  {chunkUrl, prefetchUrl, slowConnection}: PrefetchEnvironment,
): DocusaurusGlobal {
  let byRoutePath: Map<string, string[]> | undefined;
  const handled = new Set<string>();
  return {
    ...core,
    preload: (routePath) => {
      handled.add(routePath);
      return core.preload(routePath);
    },
    prefetch: (routePath) => {
      if (slowConnection() || handled.has(routePath)) return false;
      handled.add(routePath);
      byRoutePath ??= chunkNamesByRoutePath(table.routesChunkNames);
      const chunkNames = matchRoutes(table.routes, routePath).flatMap(({route}) =>
        route.path === undefined ? [] : (byRoutePath!.get(String(route.path)) ?? []),
      );
      return Promise.all(
        chunkNames.map((chunkName) => {
          const url = chunkUrl(chunkName);
          return url && !url.includes('undefined') ? prefetchUrl(url) : undefined;
        }),
      );
    },
  };
}
