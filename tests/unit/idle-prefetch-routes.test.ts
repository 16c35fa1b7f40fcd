import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {
  branchByPagePath,
  chunkNamesByRoutePath,
  withIndexedPrefetch,
} from '@site/src/plugins/idle-prefetch/routeChunks';

const prefetchUrl = vi.hoisted(() => vi.fn((url: string) => Promise.resolve(void url)));
vi.mock('@docusaurus/core/lib/client/prefetch', () => ({default: prefetchUrl}));

const chunkUrl = (chunkName: string) => `/assets/js/${chunkName}.js`;
const environment = {chunkUrl, prefetchUrl, slowConnection: () => false};
const fakeCore = () => ({prefetch: vi.fn(() => true), preload: vi.fn(() => true)});

/** The URLs one prefetch asks the browser for. */
function urlsPrefetchedBy(prefetch: (routePath: string) => unknown, routePath: string): string[] {
  prefetchUrl.mockClear();
  prefetch(routePath);
  return prefetchUrl.mock.calls.map(([url]) => url);
}

describe('route chunks indexed by path', () => {
  it("groups the chunk names of a path's hashed entries, nested values flattened", () => {
    const chunkNamesOf = chunkNamesByRoutePath(routesChunkNames);
    expect(chunkNamesOf('/')).toEqual([
      'docs-root',
      'docs-plugin',
      'docs-version',
      'version-props',
      'docs-sidebar-root',
    ]);
    expect(chunkNamesOf('/blog')).toEqual([
      'blog-list',
      'blog-plugin',
      'blog-sidebar',
      'post-one',
      'post-two',
      'blog-props',
    ]);
    expect(chunkNamesOf('/blog/celo-mainnet-layer-2')).toContain('blog-metadata');
    expect(chunkNamesOf('/nowhere')).toEqual([]);
  });

  it("indexes each page's branch as matching its path against the route table finds it", () => {
    const byPage = branchByPagePath(routes);
    expect([...byPage.keys()]).toEqual([
      '/blog',
      '/blog/celo-mainnet-layer-2',
      '/general',
      '/developer/deploy',
      '/developer/viem',
    ]);
    for (const [pagePath, branch] of byPage) {
      expect(branch, pagePath).toEqual(matchRoutes(routes, pagePath).map(({route}) => route.path));
    }
    const twoLayouts = [
      {path: '/x', routes: [{path: '/a', exact: true}]},
      {path: '/y', routes: [{path: '/a', exact: true}]},
    ];
    expect(branchByPagePath(twoLayouts).get('/a')).toEqual(['/x', '/a']);
  });

  it('prefetches each route once, none after a preload of it, nothing on a slow connection', () => {
    const core = fakeCore();
    const site = withIndexedPrefetch(core, {routes, routesChunkNames}, environment);
    expect(urlsPrefetchedBy(site.prefetch, '/general')).toContain('/assets/js/general-content.js');
    expect(urlsPrefetchedBy(site.prefetch, '/general')).toEqual([]);
    site.preload('/developer/viem');
    expect(core.preload).toHaveBeenCalledWith('/developer/viem');
    expect(urlsPrefetchedBy(site.prefetch, '/developer/viem')).toEqual([]);
    const slow = withIndexedPrefetch(core, {routes, routesChunkNames}, {...environment, slowConnection: () => true});
    expect(urlsPrefetchedBy(slow.prefetch, '/developer/deploy')).toEqual([]);
    expect(core.prefetch).not.toHaveBeenCalled();
  });

  it("prefetches the page of a link to one of its headings, by the page's path", () => {
    const site = withIndexedPrefetch(fakeCore(), {routes, routesChunkNames}, environment);
    expect(urlsPrefetchedBy(site.prefetch, '/general#what-is-celo')).toContain('/assets/js/general-content.js');
    expect(urlsPrefetchedBy(site.prefetch, '/developer/viem?network=mainnet')).toContain('/assets/js/viem-content.js');
  });

  it('skips a chunk the bundler gives no URL for', () => {
    const noBlogPlugin = (chunkName: string) => (chunkName === 'blog-plugin' ? undefined : chunkUrl(chunkName));
    const site = withIndexedPrefetch(fakeCore(), {routes, routesChunkNames}, {...environment, chunkUrl: noBlogPlugin});
    expect(urlsPrefetchedBy(site.prefetch, '/blog')).not.toContain('/assets/js/blog-plugin.js');
  });
});

describe('Docusaurus internals the indexed prefetch relies on', () => {
  beforeEach(() => {
    vi.stubGlobal('__webpack_require__', {gca: chunkUrl});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for the same URLs as Docusaurus' own prefetch, route by route", async () => {
    const {default: docusaurus} = await import('@docusaurus/core/lib/client/docusaurus');
    const site = withIndexedPrefetch(fakeCore(), {routes, routesChunkNames}, environment);
    for (const routePath of ['/general', '/developer/deploy', '/blog', '/blog/celo-mainnet-layer-2', '/nowhere']) {
      const expected = urlsPrefetchedBy(docusaurus.prefetch, routePath);
      expect(expected.length, `Docusaurus prefetched nothing for ${routePath}`).toBeGreaterThan(0);
      expect(urlsPrefetchedBy(site.prefetch, routePath), routePath).toEqual(expected);
    }
  });
});
