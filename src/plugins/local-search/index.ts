/**
 * Local search: after the production build, indexes the built HTML of every docs version, blog post and page
 * into DocSearch-shaped records, and writes them to a content-hashed file that the browser loads the first
 * time a reader reaches for search. Off when the site searches a hosted Algolia index.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readBuiltPage} from '../builtPages';
import {extractRecords} from './extractRecords';
import {MANIFEST_PATH, packIndex, type SearchManifest, type SearchRecord} from './records';

export type LocalSearchOptions = {
  /** Route prefixes mapped to the section name shown as a result group; the longest prefix wins. */
  sections: Record<string, string>;
  /** Section for routes that match no prefix. */
  defaultSection: string;
};

export function sectionFor(route: string, {sections, defaultSection}: LocalSearchOptions): string {
  const match = Object.keys(sections)
    .filter((prefix) => route === prefix || route.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  return match ? sections[match] : defaultSection;
}

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
  const body = JSON.stringify(packIndex(records));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const indexPath = `search/index.${hash}.json`;
  await fs.mkdir(path.join(outDir, 'search'), {recursive: true});
  await fs.writeFile(path.join(outDir, indexPath), body);
  const manifest: SearchManifest = {index: `/${indexPath}`, records: records.length};
  await fs.writeFile(path.join(outDir, MANIFEST_PATH), JSON.stringify(manifest));
  return manifest;
}

export default function localSearchPlugin(_context: LoadContext, options: LocalSearchOptions): Plugin {
  return {
    name: 'local-search',
    async postBuild({outDir, routesPaths}) {
      const manifest = await buildIndex(outDir, routesPaths, options);
      console.log(`[local-search] ${manifest.records} records in ${manifest.index}`);
    },
  };
}
