/**
 * Docusaurus' prefetch, with the lookup of a route's chunks done once for the whole route table instead of once per
 * link. Docusaurus finds the chunks of each route a link matches by scanning every entry of the route table's chunk
 * names and trimming its hash with a regular expression: on a doc page that is some 1,000 string replacements per
 * link, most of the work of prefetching the links of a screen (75 of about 250 ms on a phone-class CPU, in the idle
 * time in which a tap waits). Here the chunk names are grouped by route path on the first prefetch, and the routes of
 * each page's branch of the route table (its own and its parents') are indexed by the page's path, so that a link to
 * a page costs a map lookup instead of matching it against every route before it (a few hundred regular expressions,
 * the first prefetch a 100 ms task on a phone-class CPU). A link to a heading of a page is looked up by the page's path:
 * Docusaurus matched the whole link, hash included, against every route, and found only the catch-all "not found"
 * route. A path that is no page's, such as one with a parameter, is matched as Docusaurus does. Which chunks are
 * prefetched for a route, and how, stays Docusaurus' own.
 */
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';
import flat from '@docusaurus/core/lib/client/flat';
import type {RouteConfig} from 'react-router-config';
import {matchRoutes} from 'react-router-config';
import type {DocusaurusGlobal} from './client';

/**
 * A route's chunk names by its path: the route table's keys are paths with a hash appended (`/general-4f2`). Each
 * path's are flattened the first time they are asked for, not all up front: the blog's list and tag pages name a chunk
 * for every post they show.
 */
export function chunkNamesByRoutePath(routesChunkNames: RouteChunkNames): (routePath: string) => string[] {
  const entries = new Map<string, ChunkNames[]>();
  for (const [pathWithHash, chunkNames] of Object.entries(routesChunkNames)) {
    const routePath = pathWithHash.slice(0, pathWithHash.lastIndexOf('-'));
    const ofPath = entries.get(routePath);
    if (ofPath) ofPath.push(chunkNames as ChunkNames);
    else entries.set(routePath, [chunkNames as ChunkNames]);
  }
  const flattened = new Map<string, string[]>();
  return (routePath) => {
    let names = flattened.get(routePath);
    if (!names) {
      names = (entries.get(routePath) ?? []).flatMap((chunkNames) => Object.values(flat(chunkNames)));
      flattened.set(routePath, names);
    }
    return names;
  };
}

/** A link's path without its query and hash. */
const pathOf = (link: string) => link.replace(/[?#].*$/, '');

/**
 * Each page's branch of the route table, by the page's path: the paths of the routes from the top down to the page, as
 * Docusaurus' `matchRoutes` finds them for its path. A page is an exact route without child routes; the route table
 * lists a plugin's pages under its layout routes, and the catch-all layouts after the others. Of two pages with one
 * path the first counts, as it does for `matchRoutes`.
 */
export function branchByPagePath(routes: RouteConfig[]): Map<string, string[]> {
  const byPage = new Map<string, string[]>();
  const visit = (level: RouteConfig[], above: string[]) => {
    for (const route of level) {
      const branch = route.path === undefined ? above : [...above, String(route.path)];
      if (route.routes) visit(route.routes, branch);
      else if (route.exact && typeof route.path === 'string' && !byPage.has(route.path)) byPage.set(route.path, branch);
    }
  };
  visit(routes, []);
  return byPage;
}

export interface RouteTable {
  routes: RouteConfig[];
  routesChunkNames: RouteChunkNames;
}

export interface PrefetchEnvironment {
  /** The bundler runtime's chunk name to URL (`__webpack_require__.gca`); undefined for a chunk not to fetch. */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Asks the browser to fetch `url` at low priority (Docusaurus' own helper, or that helper queued in idle time). */
  prefetchUrl: (url: string) => unknown;
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
  let chunkNamesOf: ((routePath: string) => string[]) | undefined;
  let byPagePath: Map<string, string[]> | undefined;
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
      chunkNamesOf ??= chunkNamesByRoutePath(table.routesChunkNames);
      byPagePath ??= branchByPagePath(table.routes);
      const branch =
        byPagePath.get(pathOf(routePath)) ??
        matchRoutes(table.routes, routePath).flatMap(({route}) =>
          route.path === undefined ? [] : [String(route.path)],
        );
      const chunkNames = branch.flatMap(chunkNamesOf);
      return Promise.all(
        chunkNames.map((chunkName) => {
          const url = chunkUrl(chunkName);
          return url && !url.includes('undefined') ? prefetchUrl(url) : undefined;
        }),
      );
    },
  };
}
