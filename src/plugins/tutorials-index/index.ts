/**
 * Builds the /tutorials list page: reads every tutorial's front matter and hands the list to
 * src/components/TutorialsPage, which filters it by level and technology.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {LEVELS, type TutorialSummary} from './levels';

async function readTutorials(dir: string, routeBase: string): Promise<TutorialSummary[]> {
  const files = (await fs.readdir(dir)).filter((file) => /\.mdx?$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const filePath = path.join(dir, file);
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
        filePath,
        fileContent: await fs.readFile(filePath, 'utf8'),
      });
      const tags = (frontMatter.tags as string[] | undefined) ?? [];
      const levels = tags.filter((tag) => (LEVELS as readonly string[]).includes(tag));
      if (levels.length !== 1) {
        throw new Error(
          `${path.relative(process.cwd(), filePath)}: give exactly one level tag (${LEVELS.join(', ')}) in \`tags\``,
        );
      }
      return {
        title: String(frontMatter.title),
        description: String(frontMatter.description),
        permalink: `${routeBase}/${file.replace(/\.mdx?$/, '')}`,
        tags,
      };
    }),
  );
}

export default function tutorialsIndexPlugin(
  context: LoadContext,
  options: {path: string; routeBasePath: string},
): Plugin<TutorialSummary[]> {
  const dir = path.resolve(context.siteDir, options.path);
  const routeBase = `/${options.routeBasePath}`;
  return {
    name: 'tutorials-index',
    getPathsToWatch: () => [path.join(dir, '*.{md,mdx}')],
    loadContent: () => readTutorials(dir, routeBase),
    async contentLoaded({content, actions}) {
      const tutorials = await actions.createData('tutorials.json', JSON.stringify(content));
      actions.addRoute({
        path: routeBase,
        exact: true,
        component: '@site/src/components/TutorialsPage',
        modules: {tutorials},
      });
    },
  };
}
