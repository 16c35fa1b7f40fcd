/**
 * After the build: fails when a path the site or an earlier Celo docs site served is neither a page nor redirected to
 * one, then writes the redirect map as `_redirects` (Netlify, Cloudflare Pages) and `nginx-redirects.conf` (nginx).
 * The client redirect pages for the same map come from @docusaurus/plugin-client-redirects (docusaurus.config.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirects} from '../../data/redirects';
import {nginxRedirectMap, redirectsFile} from './hostFiles';
import {LEGACY_LIST, readPathList, SERVED_LIST} from './pathLists';
import {caseVariants, createResolver, hostRules} from './rules';

/** Every served path that is no longer a page and reaches no page, with what to do about it. */
export function unreachablePaths(served: ReadonlyMap<string, string>, pages: ReadonlySet<string>): string[] {
  const resolver = createResolver([...redirects, ...caseVariants(pages)]);
  const problems: string[] = [];
  for (const [address, list] of served) {
    if (pages.has(address)) continue;
    const target = resolver.resolve(address);
    if (target !== undefined && pages.has(target)) continue;
    const why = target === undefined ? 'no redirect covers it' : `its redirect leads to ${target}, which is not a page`;
    problems.push(`${address} (listed in ${list}) is no longer a page and ${why}`);
  }
  return problems;
}

export default function legacyRedirectsPlugin(context: LoadContext): Plugin {
  const served = new Map<string, string>();
  for (const list of [SERVED_LIST, LEGACY_LIST]) {
    for (const servedPath of readPathList(path.join(context.siteDir, list))) {
      if (!served.has(servedPath)) served.set(servedPath, list);
    }
  }
  return {
    name: 'legacy-redirects',
    async postBuild({outDir, routesPaths}) {
      const pages = new Set(routesPaths);
      const problems = unreachablePaths(served, pages);
      if (problems.length > 0) {
        const list = problems.map((problem) => `  - ${problem}`).join('\n');
        throw new Error(
          `legacy-redirects: ${problems.length} address(es) that readers may still follow would answer 404:\n${list}\n` +
            'Add a redirect for each to src/data/redirects.ts (README, "Move or delete a page").',
        );
      }
      const rules = hostRules(createResolver([...redirects, ...caseVariants(pages)]), served.keys());
      await fs.writeFile(path.join(outDir, '_redirects'), redirectsFile(rules));
      await fs.writeFile(path.join(outDir, 'nginx-redirects.conf'), nginxRedirectMap(rules));
    },
  };
}
