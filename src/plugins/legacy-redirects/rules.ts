/**
 * Turns the redirect map of src/data/redirects.ts into answers: where an old path leads in the end, and the rules a
 * static host needs so that every old path gets there in one hop.
 */
import type {FolderRedirect, RedirectRule} from '../../data/redirects';

/** A folder rule as a host runs it: `moved` appends the rest of the path to `to`, `retired` sends it to `to`. */
export interface FolderRule {
  kind: 'moved' | 'retired';
  from: string;
  to: string;
  /** Carried from the rule below a moved or copied folder's target, rather than written in the map. */
  derived: boolean;
}

const MAX_HOPS = 12;

const isBelow = (path: string, folder: string) => path.toLowerCase().startsWith(`${folder.toLowerCase()}/`);

/** A folder that moved up into its parent (`/cli/commands` → `/cli`): carrying it would repeat it without end. */
const movesUp = (rule: RedirectRule) => rule.kind !== 'page' && rule.kind !== 'retired' && isBelow(rule.from, rule.to);

/**
 * The rules with every `copy` and `moved` folder carrying the rules found below its target, so that `/old/x`, where
 * `/old` moved to `/new` and `/new/x` is itself an old address, goes straight to the end. A rule written in the map
 * wins over a derived one with the same source.
 */
export function expandRules(rules: readonly RedirectRule[]): {pages: Map<string, string>; folders: FolderRule[]} {
  const all = [...rules];
  const written = new Set(rules);
  const key = (rule: RedirectRule) => `${rule.kind === 'page' ? 'page' : 'folder'}:${rule.from}`;
  const keys = new Set(all.map(key));
  for (let round = 0; round < MAX_HOPS; round += 1) {
    const derived: RedirectRule[] = [];
    for (const carrier of all.filter((rule): rule is FolderRedirect => rule.kind === 'moved' || rule.kind === 'copy')) {
      const carried = all.filter(
        (candidate) =>
          isBelow(candidate.from, carrier.to) && !movesUp(candidate) && !isBelow(candidate.from, carrier.from),
      );
      for (const rule of carried) {
        const copy = {...rule, from: carrier.from + rule.from.slice(carrier.to.length)};
        if (!keys.has(key(copy))) {
          keys.add(key(copy));
          derived.push(copy);
        }
      }
    }
    if (derived.length === 0) break;
    all.push(...derived);
  }
  const pages = new Map<string, string>();
  for (const rule of all) if (rule.kind === 'page') pages.set(rule.from, rule.to);
  const folders = all
    .filter((rule): rule is FolderRule => rule.kind === 'moved' || rule.kind === 'retired')
    .map((rule) => ({kind: rule.kind, from: rule.from, to: rule.to, derived: !written.has(rule)}))
    .sort((a, b) => b.from.length - a.from.length || a.from.localeCompare(b.from));
  return {pages, folders};
}

/** A lower-case address for every page whose route has capitals, so `/learn/celo-coin-summary` finds its page. */
export function caseVariants(routes: Iterable<string>): RedirectRule[] {
  return [...routes]
    .filter((route) => route !== route.toLowerCase())
    .map((route) => ({kind: 'page', from: route.toLowerCase(), to: route}));
}

export interface Resolver {
  /** Where `path` leads after every redirect, or undefined when no rule matches it. Throws on a loop. */
  resolve(path: string): string | undefined;
  /**
   * Where `path` leads by its name alone: page entries, and moved folders that pass the name on to a page. Undefined
   * where only a folder's fallback (its section, or the nearest page above the name) would take it.
   */
  resolveByName(path: string): string | undefined;
  /** The first hop only. */
  step(path: string): string | undefined;
  /** The rule that takes the first hop from `path`, written as in src/data/redirects.ts. */
  ruleOf(path: string): string | undefined;
  pages: Map<string, string>;
  folders: FolderRule[];
}

/** A rule as src/data/redirects.ts writes it, for error messages. */
export const describeRule = ({kind, from, to}: {kind: string; from: string; to: string}) =>
  `${kind}('${from}', '${to}')`;

/**
 * Paths match a page entry exactly, then without regard to case, then the longest folder that holds them. Given the
 * site's pages, a moved folder passes the rest of a path on only to a page (found without regard to case) or to an old
 * address that leads to one, else to the nearest folder above it that is one, else to its target folder's page.
 */
export function createResolver(rules: readonly RedirectRule[], sitePages?: ReadonlySet<string>): Resolver {
  const {pages, folders} = expandRules(rules);
  const pagesByLowerCase = new Map([...pages].map(([from, to]) => [from.toLowerCase(), to]));
  const sitePagesByLowerCase = new Map([...(sitePages ?? [])].map((route) => [route.toLowerCase(), route]));
  const folderOf = (path: string) => folders.find(({from}) => isBelow(path, from));
  const isPage = (path: string) => sitePages === undefined || sitePages.has(path);

  function step(path: string, fallback = true): string | undefined {
    const exact = pages.get(path) ?? pagesByLowerCase.get(path.toLowerCase());
    if (exact !== undefined) return exact === path ? undefined : exact;
    if (sitePages?.has(path)) return undefined;
    const byCase = sitePagesByLowerCase.get(path.toLowerCase());
    if (byCase !== undefined) return byCase;
    // A folder rule's own address is its section: the page its target leads to.
    const own = folders.find(({from}) => from.toLowerCase() === path.toLowerCase());
    if (own) return own.to;
    const folder = folderOf(path);
    if (!folder) return undefined;
    if (folder.kind === 'retired') return fallback ? folder.to : undefined;
    const passedOn = folder.to + path.slice(folder.from.length);
    if (sitePages === undefined) return passedOn;
    if (!fallback) {
      const landing = resolve(passedOn, false) ?? passedOn;
      return isPage(landing) || sitePagesByLowerCase.has(landing.toLowerCase()) ? passedOn : undefined;
    }
    // The page the rest of the path names, else the nearest folder above it that is a page or leads to one.
    for (let candidate = passedOn; candidate.length > folder.to.length;) {
      const landing = resolve(candidate) ?? candidate;
      if (isPage(landing) || sitePagesByLowerCase.has(landing.toLowerCase())) return candidate;
      candidate = candidate.slice(0, candidate.lastIndexOf('/'));
    }
    return folder.to;
  }
  function resolve(path: string, fallback = true): string | undefined {
    const hops = [path];
    for (let next = step(path, fallback); next !== undefined; next = step(next, fallback)) {
      if (hops.includes(next)) throw new Error(`src/data/redirects.ts: redirect loop ${[...hops, next].join(' → ')}`);
      hops.push(next);
      if (hops.length > MAX_HOPS) throw new Error(`src/data/redirects.ts: too many hops ${hops.join(' → ')}`);
    }
    return hops.length > 1 ? hops.at(-1) : undefined;
  }
  function ruleOf(path: string): string | undefined {
    const exact = pages.has(path) ? path : [...pages.keys()].find((from) => from.toLowerCase() === path.toLowerCase());
    if (exact !== undefined) return describeRule({kind: 'page', from: exact, to: pages.get(exact) ?? ''});
    const folder = folderOf(path);
    return folder && describeRule(folder);
  }
  return {resolve, resolveByName: (path) => resolve(path, false), step, ruleOf, pages, folders};
}

/**
 * The sources that redirect to `existingPath`, in the shape of the client redirects plugin's `createRedirects`: every
 * known old address and page entry by its final page, and the lower-case spelling of a page with capitals. A function
 * keeps the lists out of the browser: the site config, plugin options included, ships with every page as JSON, and a
 * function is left out of it.
 */
export function clientRedirectSources(
  rules: readonly RedirectRule[],
  knownPaths: Iterable<string>,
  sitePages?: ReadonlySet<string>,
): (existingPath: string) => string[] | undefined {
  const resolver = createResolver(rules, sitePages);
  const sourcesByTarget = new Map<string, Set<string>>();
  const candidates = new Set([...resolver.pages.keys(), ...knownPaths]);
  for (const path of [...candidates]) candidates.add(path.toLowerCase());
  for (const path of candidates) {
    const target = resolver.resolve(path);
    if (target !== undefined) sourcesByTarget.set(target, (sourcesByTarget.get(target) ?? new Set()).add(path));
  }
  return (existingPath) => {
    const sources = new Set(sourcesByTarget.get(existingPath));
    if (existingPath !== existingPath.toLowerCase()) sources.add(existingPath.toLowerCase());
    sources.delete(existingPath);
    return sources.size > 0 ? [...sources].sort() : undefined;
  };
}
