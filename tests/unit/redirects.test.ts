import {mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {redirects} from '@site/src/data/redirects';
import {nginxRedirectMap, redirectsFile} from '@site/src/plugins/legacy-redirects/hostFiles';
import legacyRedirectsPlugin, {unreachablePaths} from '@site/src/plugins/legacy-redirects';
import {LEGACY_LIST, readPathList, SERVED_LIST} from '@site/src/plugins/legacy-redirects/pathLists';
import {
  applyHostRules,
  caseVariants,
  clientRedirectSources,
  createResolver,
  hostRules,
} from '@site/src/plugins/legacy-redirects/rules';
import {parseRedirectsFile, redirectFor} from '../../scripts/serve-static/redirects.mjs';
import {routes} from '../support/routes';

const site = path.join(__dirname, '..', '..');

/** The pages of the site: tests/routes.txt, plus the tutorials and blog posts, which it does not list. */
function sitePages(): Set<string> {
  const pages = new Set(routes.map(({route}) => route));
  pages.add('/tutorials').add('/blog');
  for (const file of readdirSync(path.join(site, 'tutorials')).filter((name) => name.endsWith('.md'))) {
    pages.add(`/tutorials/${file.replace(/\.md$/, '')}`);
  }
  for (const file of readdirSync(path.join(site, 'blog')).filter((name) => name.endsWith('.md'))) {
    const slug = /^slug:\s*(\S+)/m.exec(readFileSync(path.join(site, 'blog', file), 'utf8'))?.[1];
    if (slug) pages.add(`/blog/${slug}`);
  }
  return pages;
}

const pages = sitePages();
const legacy = readPathList(path.join(site, LEGACY_LIST));
const served = readPathList(path.join(site, SERVED_LIST));
const resolver = createResolver([...redirects, ...caseVariants(pages)]);
const table = hostRules(resolver, [...legacy, ...served]);

describe('the addresses of earlier Celo docs sites (tests/legacy-urls.txt)', () => {
  it('holds the whole list', () => {
    expect(legacy.length).toBe(1160);
  });

  it('each is a page, or one redirect of the host table away from a page', () => {
    const broken = legacy.flatMap((address) => {
      if (pages.has(address)) return resolver.resolve(address) ? [`${address} is a page but a redirect hides it`] : [];
      const hop = applyHostRules(table, address);
      if (hop === undefined) return [`${address}: no redirect (add one to src/data/redirects.ts)`];
      if (!pages.has(hop)) return [`${address} → ${hop}, which is not a page`];
      return [];
    });
    expect(broken, 'legacy addresses that do not reach a page in one hop').toEqual([]);
  });

  it('keeps the lower-case spelling of an address with capitals working', () => {
    for (const address of legacy.filter((candidate) => candidate !== candidate.toLowerCase())) {
      const lower = address.toLowerCase();
      if (pages.has(lower)) continue; // The lower-case spelling is a page of its own, served as it is.
      const expected = pages.has(address) ? address : resolver.resolve(address);
      expect(applyHostRules(table, lower), lower).toBe(expected);
    }
    expect(applyHostRules(table, '/learn/celo-coin-summary')).toBe('/learn/CELO-coin-summary');
  });
});

describe('the redirect map (src/data/redirects.ts)', () => {
  it('leads every page entry and retired folder to a page of the site', () => {
    const targets = redirects.filter(({kind}) => kind === 'page' || kind === 'retired');
    const broken = targets.filter(({to}) => !pages.has(to)).map(({from, to}) => `${from} → ${to}`);
    expect(broken, 'targets that are not in tests/routes.txt').toEqual([]);
  });

  it('never hides a page, whatever its case', () => {
    const hidden = [...pages].flatMap((route) => {
      const target = resolver.resolve(route);
      return target === undefined ? [] : [`${route} → ${target}`];
    });
    expect(hidden).toEqual([]);
    const lowerPages = new Set([...pages].map((route) => route.toLowerCase()));
    const clashes = table.filter(({from, to, folder}) => !folder && lowerPages.has(from.toLowerCase()) && from !== to);
    expect(clashes.filter(({from, to}) => from.toLowerCase() !== to.toLowerCase())).toEqual([]);
  });

  it('moves folders only to places no other rule redirects, so a folder is one hop', () => {
    const chained = resolver.folders
      .filter(({kind}) => kind === 'moved')
      .filter(({to}) => resolver.folders.some(({from}) => `${to}/`.toLowerCase().startsWith(`${from.toLowerCase()}/`)))
      .map(({from, to}) => `${from} → ${to}`);
    expect(chained).toEqual([]);
  });

  it('writes sources once, as absolute paths without a trailing slash', () => {
    const sources = redirects.map(({kind, from}) => `${kind === 'page' ? 'page' : 'folder'} ${from}`);
    expect(new Set(sources).size).toBe(sources.length);
    for (const {from, to} of redirects) {
      expect(from, from).toMatch(/^\/[^\s]*[^/]$/);
      expect(to, to).toMatch(/^\/([^\s]*[^/])?$/);
    }
  });
});

describe('the host redirect table', () => {
  it('fits Cloudflare Pages: at most 2,000 exact and 100 folder lines', () => {
    expect(table.filter(({folder}) => !folder).length).toBeLessThanOrEqual(2000);
    expect(table.filter(({folder}) => folder).length).toBeLessThanOrEqual(100);
  });

  it('catches a page of a moved family that no list recorded', () => {
    expect(applyHostRules(table, '/tooling/libraries-sdks/cli/epochs')).toBe('/cli/epochs');
    expect(applyHostRules(table, '/what-is-celo/about-celo-l1/protocol/identity/metadata')).toBe(
      '/protocol/identity/metadata',
    );
    expect(applyHostRules(table, '/celo-codebase/wallet/some-retired-page')).toBe('/learn/valora-summary');
  });

  it('is written as `_redirects` lines that serve-static reads back to the same answers', () => {
    const lines = parseRedirectsFile(redirectsFile(table));
    for (const address of ['/v2/holder/manage/asset', '/tooling/libraries-sdks/cli/epochs', '/celo-sdk/dappkit']) {
      expect(redirectFor(lines, address), address).toEqual({
        location: applyHostRules(table, address),
        status: 301,
      });
    }
    expect(redirectFor(lines, '/general')).toBeUndefined();
  });

  it('is written as an nginx map: exact keys, case-only keys as case-sensitive regexes, folders as regexes', () => {
    const map = nginxRedirectMap([
      {from: '/FAQs', to: '/cel2/faq'},
      {from: '/faqs', to: '/cel2/faq'},
      {from: '/learn/celo-coin-summary', to: '/learn/CELO-coin-summary'},
      {from: '/build/one-click%20quickstart', to: '/developer/deploy/thirdweb'},
      {from: '/tooling/nodes', to: '/network/node', folder: 'moved'},
      {from: '/celo-sdk', to: '/developer/sdks/celo-sdks', folder: 'retired'},
    ]);
    expect(map).toContain('map $uri $celo_docs_redirect {');
    expect(map.match(/"\/faqs"/gi)).toHaveLength(1);
    expect(map).toContain('"~^/learn/celo-coin-summary$" "/learn/CELO-coin-summary";');
    expect(map).toContain('"/build/one-click quickstart" "/developer/deploy/thirdweb";');
    expect(map).toContain('"~*^/tooling/nodes/(?<celo_docs_rest>.+)$" "/network/node/$celo_docs_rest";');
    expect(map).toContain('"~*^/celo-sdk/(?<celo_docs_rest>.+)$" "/developer/sdks/celo-sdks";');
  });
});

describe('the build check for removed pages', () => {
  it('lists every route of tests/routes.txt among the paths the site has served', () => {
    const known = new Set(served);
    const missing = routes.map(({route}) => route).filter((route) => !known.has(route));
    expect(missing, `routes to append to ${SERVED_LIST}`).toEqual([]);
  });

  it('names a removed page that no redirect covers, and the list it came from', () => {
    const withoutWallet = new Set([...pages].filter((route) => route !== '/wallet/coinbase-wallet'));
    const problems = unreachablePaths(
      new Map([
        ['/wallet/coinbase-wallet', SERVED_LIST],
        ['/v2/holder', LEGACY_LIST],
      ]),
      withoutWallet,
    );
    expect(problems).toEqual([
      `/wallet/coinbase-wallet (listed in ${SERVED_LIST}) is no longer a page and no redirect covers it`,
    ]);
  });
});

describe('the legacy-redirects plugin after the build', () => {
  const postBuild = (routesPaths: string[], outDir: string) =>
    legacyRedirectsPlugin({siteDir: site} as never).postBuild?.({outDir, routesPaths} as never);
  const allRoutes = [...new Set([...pages, ...served])];

  it('fails the build, naming the address and its list, when a page disappears without a redirect', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'legacy-redirects-'));
    await expect(
      postBuild(
        allRoutes.filter((route) => route !== '/holder/manage/asset'),
        outDir,
      ),
    ).rejects.toThrow(`/holder/manage/asset (listed in ${SERVED_LIST}) is no longer a page and no redirect covers it`);
  });

  it('writes _redirects and nginx-redirects.conf when every address reaches a page', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'legacy-redirects-'));
    await postBuild(allRoutes, outDir);
    expect(readFileSync(path.join(outDir, '_redirects'), 'utf8')).toContain('/v2/holder/* /holder/:splat 301');
    expect(readFileSync(path.join(outDir, 'nginx-redirects.conf'), 'utf8')).toContain('"/FAQs" "/cel2/faq";');
  });
});

describe('the client redirect pages', () => {
  it('come from the same map: every source of a page, and the lower-case spelling of a page with capitals', () => {
    const sources = clientRedirectSources(redirects, legacy);
    expect(sources('/cli/account')).toEqual(
      expect.arrayContaining(['/command-line-interface/account', '/tooling/libraries-sdks/cli/account']),
    );
    expect(sources('/learn/CELO-coin-summary')).toContain('/learn/celo-coin-summary');
    expect(sources('/markdown-page')).toBeUndefined();
  });
});

describe('section folders', () => {
  // /l1 holds the archived version, whose folders Docusaurus names; /cel2/notices waits for its notices index.
  const leftOut = ['/l1', '/cel2/notices'];

  it('are a page or lead to the page that introduces the section', () => {
    const folders = new Set<string>();
    for (const route of served) {
      const segments = route.split('/');
      for (let end = 2; end < segments.length; end += 1) folders.add(segments.slice(0, end).join('/'));
    }
    const lost = [...folders]
      .filter((folder) => !leftOut.some((left) => folder === left || folder.startsWith(`${left}/`)))
      .filter((folder) => !pages.has(folder) && !pages.has(resolver.resolve(folder) ?? ''));
    expect(lost, 'section folders with no page: add a page or a redirect').toEqual([]);
  });
});
