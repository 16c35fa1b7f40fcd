/**
 * Search in development: the dev server builds no HTML, so the index is made from the Markdown of every docs
 * version, blog post and MDX page each time the content loads (at start and after every change), written to a
 * folder the dev server serves at `/search/`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import {sectionFor, type LocalSearchOptions} from './sections';
import {sourceRecords, type SourcePage} from './sourceRecords';
import {writeIndex} from './writeIndex';
import type {SearchManifest} from '../shared/records';

interface DocsContent {
  loadedVersions: {versionName: string; docs: {permalink: string; title: string; source: string}[]}[];
}
interface BlogContent {
  blogPosts: {metadata: {permalink: string; title: string; source: string}}[];
}
type PagesContent = {type: string; permalink: string; source: string}[];

interface PageSource {
  permalink: string;
  title: string;
  source: string;
  tag: string;
}

/** The Markdown pages the loaded content holds, with the `docusaurus_tag` the built HTML would carry. */
export function sourcePages(allContent: AllContent): PageSource[] {
  const docs = Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap(([pluginId, content]) =>
    (content as DocsContent).loadedVersions.flatMap((version) =>
      version.docs.map((doc) => ({...doc, tag: `docs-${pluginId}-${version.versionName}`})),
    ),
  );
  const blog = Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}).flatMap((content) =>
    (content as BlogContent).blogPosts.map(({metadata}) => ({...metadata, tag: 'default'})),
  );
  const pages = Object.values(allContent['docusaurus-plugin-content-pages'] ?? {}).flatMap((content) =>
    (content as PagesContent)
      .filter((page) => page.type === 'mdx')
      .map((page) => ({permalink: page.permalink, title: '', source: page.source, tag: 'default'})),
  );
  return [...docs, ...blog, ...pages];
}

export async function writeDevIndex(
  outDir: string,
  siteDir: string,
  pages: readonly PageSource[],
  options: LocalSearchOptions,
): Promise<SearchManifest> {
  const records = [];
  for (const page of [...pages].sort((a, b) => a.permalink.localeCompare(b.permalink))) {
    const markdown = await fs.readFile(path.join(siteDir, page.source.replace(/^@site\//, '')), 'utf8');
    const title = page.title || /^#\s+(.+)$/m.exec(markdown)?.[1] || page.permalink;
    const source: SourcePage = {...page, title, markdown, section: sectionFor(page.permalink, options)};
    try {
      records.push(...sourceRecords(source));
    } catch (error) {
      throw new Error(`[local-search] ${page.source}: ${(error as Error).message}`, {cause: error});
    }
  }
  await fs.rm(path.join(outDir, 'search'), {recursive: true, force: true});
  return writeIndex(outDir, records);
}
