/**
 * Pages for AI tools: after the production build, writes a Markdown twin of every doc at its route plus `.md`,
 * `llms.txt` (an index of the current docs with their descriptions, grouped by section) and `llms-full.txt`
 * (every current doc in full). The twins are made from the built HTML, so they hold what a reader sees.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {sectionFor, type LocalSearchOptions} from '../local-search';
import {twinPath} from './twinPath';
import type {TwinSource} from './writeTwins';
import {writeTwinsInWorker} from './writeTwinsInWorker';

export interface TwinDoc extends TwinSource {
  title: string;
  description: string;
  /** In the current version of its docs instance, so listed in llms.txt. */
  current: boolean;
}

export type LlmsTxtOptions = {sections: LocalSearchOptions};

export function collectDocs(allContent: Record<string, Record<string, unknown> | undefined>): TwinDoc[] {
  const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
  return instances.flatMap(({loadedVersions}) =>
    loadedVersions.flatMap((version) =>
      version.docs
        .filter((doc) => !doc.draft)
        .map((doc) => ({
          // Index docs carry a trailing slash in their metadata; the site serves them without (trailingSlash: false).
          permalink: doc.permalink.replace(/(.)\/$/, '$1'),
          source: doc.source,
          title: doc.title,
          description: doc.description,
          current: version.isLast && !doc.unlisted,
        })),
    ),
  );
}

export function llmsIndex(
  docs: TwinDoc[],
  site: {title: string; tagline: string; url: string},
  sections: LocalSearchOptions,
): string {
  const bySection = new Map<string, TwinDoc[]>();
  for (const doc of docs.filter((entry) => entry.current)) {
    const section = sectionFor(doc.permalink, sections);
    bySection.set(section, [...(bySection.get(section) ?? []), doc]);
  }
  const lines = [`# ${site.title}`, '', `> ${site.tagline}`, ''];
  lines.push(
    `Every page below is also available as Markdown at its address plus \`.md\`; ${site.url}/llms-full.txt holds them all.`,
  );
  for (const [section, entries] of bySection) {
    lines.push('', `## ${section}`, '');
    for (const doc of entries.sort((a, b) => a.permalink.localeCompare(b.permalink))) {
      lines.push(`- [${doc.title}](${site.url}${twinPath(doc.permalink)}): ${doc.description}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin {
  let docs: TwinDoc[] = [];
  const {siteConfig} = context;
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      docs = collectDocs(allContent as Record<string, Record<string, unknown>>);
    },
    async postBuild({outDir}) {
      const twins = await writeTwinsInWorker(outDir, docs, siteConfig.url);
      const site = {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url};
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsIndex(docs, site, options.sections));
      const full = docs
        .filter((doc) => doc.current)
        .map((doc) => `${twins.get(doc.permalink)}\nSource: ${site.url}${doc.permalink}\n`)
        .join('\n---\n\n');
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), full);
    },
  };
}
