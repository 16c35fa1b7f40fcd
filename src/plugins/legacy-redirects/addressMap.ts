/**
 * The address map: every page and every known old address under its base spelling, and the folder rules with the
 * section page each falls back to. One table that the hosts' files, the test server and the not-found page all read
 * (addressLookup.mjs answers from it), and the check that none of it leads to a 404.
 */
import type {RedirectRule} from '../../data/redirects';
import {addressTarget, baseSpelling, type AddressMap} from './addressLookup.mjs';
import {createPathMatcher} from './pathMatch.mjs';
import {createResolver, describeRule, type Resolver} from './rules';

export type {AddressMap};

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** Where `path` ends, when it is a page or leads to one through the rules. */
const landing = (resolver: Resolver, pages: ReadonlySet<string>, path: string) =>
  pages.has(path) ? path : resolver.resolve(path);

/**
 * Every known old address that does not reach a page, and every folder rule whose section is not a page, each with
 * the rule that sends it there and what to do. `known` maps each path to the list it came from.
 */
export function addressProblems(
  rules: readonly RedirectRule[],
  pages: ReadonlySet<string>,
  known: ReadonlyMap<string, string>,
): string[] {
  const resolver = createResolver(rules, pages);
  const problems: string[] = [];
  for (const folder of resolver.folders.filter(({derived}) => !derived)) {
    const section = landing(resolver, pages, folder.to);
    if (section === undefined || !pages.has(section)) {
      problems.push(
        `${describeRule(folder)}: paths below ${folder.from} fall back to ${folder.to}, which is not a page`,
      );
    }
  }
  for (const [address, list] of known) {
    if (pages.has(address)) continue;
    const target = resolver.resolve(address);
    if (target !== undefined && pages.has(target)) continue;
    const rule = resolver.ruleOf(address);
    const why =
      target === undefined
        ? 'no redirect covers it'
        : `${rule ?? 'its redirect'} leads it to ${target}, which is not a page`;
    problems.push(`${address} (listed in ${list}) is no longer a page and ${why}`);
  }
  return problems;
}

/**
 * The address map of the site's `pages` and the old addresses `knownPaths`, for the rules of src/data/redirects.ts.
 * An old address goes where its name leads (a page entry, or a moved folder that passes its name on to a page), else
 * to the page its words clearly mean (pathMatch.mjs, over the pages' `titles` and heading `outlines`), else to its
 * folder rule's section: a folder rule never beats a clear page match.
 */
export function buildAddressMap(
  rules: readonly RedirectRule[],
  pages: ReadonlySet<string>,
  knownPaths: Iterable<string>,
  titles: Readonly<Record<string, string>> = {},
  outlines: Readonly<Record<string, string>> = {},
): Required<AddressMap> {
  const resolver = createResolver(rules, pages);
  const exact: Record<string, string> = {};
  for (const page of [...pages].sort()) {
    const key = baseSpelling(page).toLowerCase();
    if (Object.hasOwn(exact, key)) {
      throw new Error(`legacy-redirects: the pages ${exact[key]} and ${page} differ only in case or spelling`);
    }
    exact[key] = page;
  }
  const moves: Record<string, string> = {};
  // In the order given: `_redirects` has room for a limited number of exact lines, and takes them first come.
  const sources = [...new Set([...knownPaths, ...resolver.pages.keys()])];
  const byName = new Map<string, string>();
  for (const source of sources) {
    const target = pages.has(source) ? source : resolver.resolveByName(source);
    if (target !== undefined && pages.has(target)) byName.set(source, target);
  }
  const aliases = Object.fromEntries(
    [...byName]
      .filter(([source]) => !pages.has(source))
      .map(([source, target]) => [baseSpelling(decoded(source)).toLowerCase(), target]),
  );
  const matcher = createPathMatcher({pages: [...pages], titles, outlines, aliases});
  for (const source of sources) {
    const target = byName.get(source) ?? matcher.clearMatch(decoded(source)) ?? landing(resolver, pages, source);
    if (target === undefined || !pages.has(target)) continue;
    const key = baseSpelling(decoded(source)).toLowerCase();
    if (!Object.hasOwn(exact, key)) exact[key] = target;
    if (!pages.has(source)) moves[decoded(source)] = target;
  }
  const folders: [string, string, string, boolean][] = resolver.folders.map(({kind, from, to, derived}) => [
    from.toLowerCase(),
    landing(resolver, pages, to) ?? to,
    kind === 'moved' ? to : '',
    derived,
  ]);
  // An old address that its folder rule already leads to the same page needs no entry of its own.
  const pageKeys = new Set([...pages].map((page) => baseSpelling(page).toLowerCase()));
  for (const key of Object.keys(exact).filter((candidate) => !pageKeys.has(candidate))) {
    const target = exact[key];
    delete exact[key];
    if (addressTarget({exact, folders}, key) !== target) exact[key] = target;
  }
  const pageOutlines = Object.fromEntries([...pages].sort().map((route) => [route, outlines[route] ?? '']));
  return {
    exact: Object.fromEntries(Object.entries(exact).sort()),
    folders,
    moves,
    titles: {...titles},
    outlines: pageOutlines,
  };
}

/**
 * The exact entries a host without the lookup's logic needs (nginx, `_redirects`): the map's own, plus, below each
 * folder its pages moved out of, the name of every page and old address of the folder they moved to.
 */
export function exactEntries(map: AddressMap): Map<string, string> {
  const entries = new Map(Object.entries(map.exact));
  for (const [from, , movedTo] of map.folders) {
    if (!movedTo) continue;
    const prefix = `${movedTo.toLowerCase()}/`;
    for (const key of Object.keys(map.exact).filter((candidate) => candidate.startsWith(prefix))) {
      const child = from + key.slice(movedTo.length);
      const target = addressTarget(map, child);
      if (!entries.has(child) && target !== undefined) entries.set(child, target);
    }
  }
  return entries;
}
