import {mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {redirects, type RedirectRule} from '@site/src/data/redirects';
import legacyRedirectsPlugin from '@site/src/plugins/legacy-redirects';
import {addressTarget, baseSpelling, redirectTarget} from '@site/src/plugins/legacy-redirects/addressLookup.mjs';
import {addressProblems, buildAddressMap, exactEntries} from '@site/src/plugins/legacy-redirects/addressMap';
import {nginxRedirectMap, redirectsFile, REDIRECTS_LIMIT} from '@site/src/plugins/legacy-redirects/hostFiles';
import {HISTORY_LIST, LEGACY_LIST, readPathList, SERVED_LIST} from '@site/src/plugins/legacy-redirects/pathLists';
import {clientRedirectSources, createResolver} from '@site/src/plugins/legacy-redirects/rules';
import {redirectLocation} from '../../scripts/serve-static/redirects.mjs';
import {parseRedirectsFile, redirectFor} from '../support/redirectsFile.mjs';
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
const history = readPathList(path.join(site, HISTORY_LIST));
const known = [...new Set([...legacy, ...served, ...history])];
const resolver = createResolver(redirects, pages);
const map = buildAddressMap(redirects, pages, known);

/** Where the hosts send `address` (decoded as a host reads it), or the address itself when it is a page. */
const landing = (address: string) => addressTarget(map, decodeURI(address));

/** The spellings of an address that old Docusaurus, GitBook and links across the web used. */
function spellings(address: string): string[] {
  const upper = address.toUpperCase();
  const mixed = address.replace(
    /(^|[/-])([a-z])/g,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
  return [`${address}/`, `${address}/index`, `${address}/index.html`, `${address}.html`, `/${address}`, upper, mixed];
}

describe('the addresses of earlier Celo docs sites (tests/legacy-urls.txt)', () => {
  it('holds the whole list', () => {
    expect(legacy.length).toBe(1160);
  });

  it('each is a page, or one redirect from the page its name leads to, else its words, else its folder', () => {
    const broken = legacy.flatMap((address) => {
      const target = landing(address);
      if (target === undefined) return [`${address}: no redirect (add one to src/data/redirects.ts)`];
      if (!pages.has(target)) return [`${address} → ${target}, which is not a page`];
      const byName = pages.has(address) ? address : resolver.resolveByName(address);
      return byName === undefined || target === byName
        ? []
        : [`${address} → ${target}, but its name leads to ${byName}`];
    });
    expect(broken, 'legacy addresses that do not reach a page in one hop').toEqual([]);
  });

  it('a written page rule or a name passed on wins over the words; the words win over a folder rule', () => {
    // Three old addresses whose folder rule sent them to a section, and whose words name the page.
    expect(landing('/celo-sdk/celo-dapp-gallery')).toBe('/general/gallery');
    expect(landing('/celo-codebase/protocol/bridging/bridging-native-assets')).toBe('/cel2/guides/bridge-assets');
    const overridden = legacy.filter(
      (address) => !pages.has(address) && landing(address) !== resolver.resolve(address),
    );
    expect(overridden.filter((address) => resolver.resolveByName(address) !== undefined)).toEqual([]);
  });
});

describe('the reconstructed history of docs.celo.org (tests/legacy-history.tsv)', () => {
  const rows = readFileSync(path.join(site, HISTORY_LIST), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'));

  it('names the source of every path and sets a quarter aside', () => {
    for (const [address, repository, file, set] of rows) {
      expect(address, address).toMatch(/^\//);
      expect(['celo-org/docs', 'celo-org/celo-monorepo'], address).toContain(repository);
      expect(file, address).toMatch(/^(docs|packages\/docs|[a-z-]+)\/.+\.mdx?$/);
      expect(['tuning', 'held-out'], address).toContain(set);
    }
    const heldOut = rows.filter(([, , , set]) => set === 'held-out').length;
    expect(heldOut / rows.length).toBeGreaterThan(0.2);
  });

  it('leads every path, and every spelling of it, to a page in one hop', () => {
    const broken = rows.flatMap(([address]) => {
      const target = landing(address);
      if (target === undefined || !pages.has(target)) return [`${address} → ${target ?? 'nothing'}`];
      const astray = spellings(address).filter((spelling) => spelling !== address && landing(spelling) !== target);
      return astray.map((spelling) => `${spelling} → ${landing(spelling) ?? 'nothing'}, not ${target}`);
    });
    expect(broken).toEqual([]);
  });
});

describe('spellings of a page or an old address', () => {
  it('reduce to one base: trailing slash, /index, .html and doubled slashes dropped', () => {
    expect(baseSpelling('/general/')).toBe('/general');
    expect(baseSpelling('/protocol/pos/index')).toBe('/protocol/pos');
    expect(baseSpelling('/protocol/pos/index.html/')).toBe('/protocol/pos');
    expect(baseSpelling('//protocol//pos.html')).toBe('/protocol/pos');
    expect(baseSpelling('/index.html')).toBe('/');
    expect(baseSpelling('/')).toBe('/');
  });

  it('lead every page and every listed address to its page in one hop', () => {
    const broken: string[] = [];
    for (const address of [...pages, ...legacy]) {
      const expected = landing(address);
      for (const spelling of spellings(address).filter((candidate) => candidate !== address)) {
        const hop = redirectTarget(map, decodeURI(spelling));
        if (hop !== expected) broken.push(`${spelling} → ${hop ?? 'nothing'}, expected ${expected}`);
      }
    }
    expect(broken.slice(0, 20), `${broken.length} spellings go astray`).toEqual([]);
  });

  it('leave a page written as it is alone', () => {
    expect([...pages].filter((page) => redirectTarget(map, page) !== undefined)).toEqual([]);
  });
});

describe('each kind of rule', () => {
  const toy: RedirectRule[] = [
    {kind: 'page', from: '/old-page', to: '/b'},
    {kind: 'moved', from: '/old', to: '/a'},
    {kind: 'page', from: '/old/renamed', to: '/a/new-name'},
    {kind: 'retired', from: '/gone', to: '/b'},
    {kind: 'copy', from: '/mirror', to: '/old'},
  ];
  const toyPages = new Set(['/', '/a', '/a/x', '/a/Caps', '/a/new-name', '/b']);
  const toyMap = buildAddressMap(toy, toyPages, ['/old/x', '/mirror/x']);

  it('page: one address to one page, in any case', () => {
    expect(addressTarget(toyMap, '/old-page')).toBe('/b');
    expect(addressTarget(toyMap, '/OLD-Page/')).toBe('/b');
  });

  it('moved: a known child by name, a child whose case changed; an unknown child is left to the not-found page', () => {
    expect(addressTarget(toyMap, '/old/x')).toBe('/a/x');
    expect(addressTarget(toyMap, '/old/renamed')).toBe('/a/new-name');
    expect(addressTarget(toyMap, '/old/caps')).toBe('/a/Caps');
    expect(addressTarget(toyMap, '/old/no-such-page/deeper')).toBeUndefined();
    expect(addressTarget(toyMap, '/old')).toBe('/a');
  });

  it('retired: its own address and its known children to one page; an unknown child to the not-found page', () => {
    const retiredMap = buildAddressMap(toy, toyPages, ['/gone/known']);
    expect(addressTarget(retiredMap, '/gone')).toBe('/b');
    expect(addressTarget(retiredMap, '/gone/known')).toBe('/b');
    expect(addressTarget(retiredMap, '/gone/anything/at/all')).toBeUndefined();
  });

  it('copy: the rules of the copied folder hold below the copy', () => {
    expect(addressTarget(toyMap, '/mirror/renamed')).toBe('/a/new-name');
  });

  it('a rule to no page fails, naming the path, its list and the rule', () => {
    const broken: RedirectRule[] = [...toy, {kind: 'page', from: '/old/lost', to: '/a/lost'}];
    expect(addressProblems(broken, toyPages, new Map([['/old/lost', 'tests/legacy-history.tsv']]))).toEqual([
      "/old/lost (listed in tests/legacy-history.tsv) is no longer a page and page('/old/lost', '/a/lost') leads it " +
        'to /a/lost, which is not a page',
    ]);
    expect(addressProblems([{kind: 'moved', from: '/x', to: '/nowhere'}], toyPages, new Map())).toEqual([
      "moved('/x', '/nowhere'): paths below /x fall back to /nowhere, which is not a page",
    ]);
  });
});

describe('the redirect map (src/data/redirects.ts)', () => {
  it('leads every known address under every rule to a page', () => {
    const knownWithLists = new Map([
      ...legacy.map((address) => [address, LEGACY_LIST] as const),
      ...history.map((address) => [address, HISTORY_LIST] as const),
    ]);
    expect(addressProblems(redirects, pages, knownWithLists)).toEqual([]);
  });

  it('fixes the targets issue 28 names', () => {
    expect(landing('/celo-codebase/protocol/odis/phone-number-privacy')).toBe(
      '/protocol/identity/odis-use-case-phone-number-privacy',
    );
    expect(landing('/v2/tools/wallets/Ledger/setup')).toBe('/wallet/ledger/setup');
    expect(landing('/celo-sdk/contractkit')).toBe('/developer/contractkit');
    expect(landing('/developer-resources/integrations/dapps')).toBe('/general/gallery');
    expect(landing('/cel2/guides/withdrawing-celo-from-l2-to-l1')).toBe('/cel2/guides/bridge-assets');
    expect(landing('/community/release-process/index')).toBe('/community/release-process');
    for (const family of [
      '/legacy/transition/x',
      '/getting-started/x',
      '/what-is-celo/using-celo/x',
      '/build-on-celo/x',
    ]) {
      // An unknown child is the not-found page's to match (AddressHistory), not a folder rule's to send to a section.
      expect(landing(family), family).toBeUndefined();
    }
  });

  it('never hides a page, whatever its case', () => {
    expect([...pages].filter((route) => resolver.resolve(route) !== undefined)).toEqual([]);
  });

  it('writes sources once, as absolute paths without a trailing slash', () => {
    // A copied folder may also be retired: the copy carries the rules below it, the retired rule catches the rest.
    const sources = redirects.map(({kind, from}) => `${kind === 'page' || kind === 'copy' ? kind : 'folder'} ${from}`);
    expect(new Set(sources).size).toBe(sources.length);
    for (const {from, to} of redirects) {
      expect(from, from).toMatch(/^\/[^\s]*[^/]$/);
      expect(to, to).toMatch(/^\/([^\s]*[^/])?$/);
    }
  });
});

describe('the host files', () => {
  const redirectLines = parseRedirectsFile(redirectsFile(map));

  it('_redirects fits Cloudflare Pages: at most 2,000 exact lines and no splat, which would pass a page by', () => {
    expect(redirectLines.filter(({splat}) => !splat).length).toBeLessThanOrEqual(REDIRECTS_LIMIT);
    expect(redirectLines.filter(({splat}) => splat)).toEqual([]);
  });

  it('_redirects sends listed addresses to their page while room is left, and no unknown child anywhere', () => {
    const written = legacy
      .filter((address) => !pages.has(address))
      .filter((address) => redirectFor(redirectLines, address) !== undefined);
    expect(written.length).toBeGreaterThan(legacy.length / 2);
    expect(written.filter((address) => redirectFor(redirectLines, address)?.location !== landing(address))).toEqual([]);
    expect(redirectFor(redirectLines, '/celo-codebase/wallet/some-retired-page')).toBeUndefined();
    expect(redirectFor(redirectLines, '/general')).toBeUndefined();
  });

  it('nginx: exact keys of every spelling base, no folder rule, never a captured part of the request', () => {
    const conf = nginxRedirectMap(map);
    expect(conf).toContain('map $celo_docs_base $celo_docs_target {');
    expect(conf).toContain('"/faqs" "/cel2/faq";');
    expect(conf).toContain('"/learn/celo-coin-summary" "/learn/CELO-coin-summary";');
    expect(conf).toContain('"/tooling/libraries-sdks/cli/account" "/cli/account";');
    const targetMap = conf.slice(conf.indexOf('map $celo_docs_base'), conf.indexOf('map "$celo_docs_target'));
    const values = [...targetMap.matchAll(/^ {2}"(?:[^"\\]|\\.)*" (\S+);$/gm)].map(([, value]) => value);
    expect(values.length).toBe(exactEntries(map).size);
    expect(values.filter((value) => value !== '""' && !pages.has(JSON.parse(value)))).toEqual([]);
  });
});

describe('serve-static', () => {
  it('answers with a path of the site only, percent-encoded', () => {
    expect(redirectLocation(map, '/general/')).toBe('/general');
    expect(redirectLocation(map, '/FAQs')).toBe('/cel2/faq');
    for (const hostile of [
      '//evil.example/x',
      '/\\evil.example',
      '/general/\r\nSet-Cookie: x=1',
      '/%2e%2e/%2e%2e/etc',
    ]) {
      const location = redirectLocation(map, hostile);
      if (location !== undefined) expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    }
  });
});

describe('the build check for removed pages', () => {
  it('lists every route of tests/routes.txt among the paths the site has served', () => {
    const servedSet = new Set(served);
    const missing = routes.map(({route}) => route).filter((route) => !servedSet.has(route));
    expect(missing, `routes to append to ${SERVED_LIST}`).toEqual([]);
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
    ).rejects.toThrow(`/holder/manage/asset (listed in ${LEGACY_LIST}) is no longer a page and no redirect covers it`);
  });

  it('writes address-map.json, _redirects and nginx-redirects.conf when every address reaches a page', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'legacy-redirects-'));
    await postBuild(allRoutes, outDir);
    const written = JSON.parse(readFileSync(path.join(outDir, 'address-map.json'), 'utf8'));
    expect(written.exact['/faqs']).toBe('/cel2/faq');
    expect(readFileSync(path.join(outDir, '_redirects'), 'utf8')).toContain('/FAQs /cel2/faq 301');
    expect(readFileSync(path.join(outDir, 'nginx-redirects.conf'), 'utf8')).toContain('"/faqs" "/cel2/faq";');
  });
});

describe('the client redirect pages', () => {
  it('come from the same map: every source of a page, and the lower-case spelling of a page with capitals', () => {
    const sources = clientRedirectSources(redirects, legacy, pages);
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
