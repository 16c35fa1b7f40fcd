/**
 * After the build: fails when a path the site or an earlier Celo docs site served is neither a page nor redirected to
 * one, or a folder rule falls back to no page, then writes the address map as `address-map.json` (the test server and
 * the not-found page), `_redirects` (Netlify, Cloudflare Pages) and `nginx-redirects.conf` (nginx).
 * The client redirect pages for the same map come from @docusaurus/plugin-client-redirects (docusaurus.config.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirects} from '../../data/redirects';
import {readBuiltPage} from '../builtPages';
import {addressProblems, buildAddressMap, type AddressMap} from './addressMap';
import {nginxRedirectMap, redirectsFile} from './hostFiles';
import {pageOutline} from './pageOutline';
import {HISTORY_LIST, LEGACY_LIST, readPathList, SERVED_LIST} from './pathLists';

/** The file the not-found page and scripts/serve-static.mjs read the address map from. */
export const ADDRESS_MAP_FILE = 'address-map.json';

export default function legacyRedirectsPlugin(context: LoadContext): Plugin {
  const known = new Map<string, string>();
  for (const list of [LEGACY_LIST, HISTORY_LIST, SERVED_LIST]) {
    for (const servedPath of readPathList(path.join(context.siteDir, list))) {
      if (!known.has(servedPath)) known.set(servedPath, list);
    }
  }
  return {
    name: 'legacy-redirects',
    async postBuild({outDir, routesPaths}) {
      const pages = new Set(routesPaths.filter((route) => !route.endsWith('.html')));
      const problems = addressProblems(redirects, pages, known);
      if (problems.length > 0) {
        const list = problems.map((problem) => `  - ${problem}`).join('\n');
        throw new Error(
          `legacy-redirects: ${problems.length} address(es) that readers may still follow would answer 404:\n${list}\n` +
            'Add a redirect for each to src/data/redirects.ts, or fix the rule (CONTRIBUTING.md, "Move or delete a page").',
        );
      }
      const titles: Record<string, string> = {};
      const outlines: Record<string, string> = {};
      for (const route of pages) {
        const html = await readBuiltPage(outDir, route);
        if (html === undefined) continue;
        const outline = pageOutline(html);
        if (outline.title) titles[route] = outline.title;
        outlines[route] = outline.headings;
      }
      const map = buildAddressMap(redirects, pages, known.keys(), titles, outlines);
      // The old spellings of `moves` serve `_redirects` only: the lookup matches the lower-case keys of `exact`.
      const published: AddressMap = {
        exact: map.exact,
        folders: map.folders,
        titles: map.titles,
        outlines: map.outlines,
      };
      await fs.writeFile(path.join(outDir, ADDRESS_MAP_FILE), JSON.stringify(published));
      await fs.writeFile(path.join(outDir, '_redirects'), redirectsFile(map));
      await fs.writeFile(path.join(outDir, 'nginx-redirects.conf'), nginxRedirectMap(map));
    },
  };
}
