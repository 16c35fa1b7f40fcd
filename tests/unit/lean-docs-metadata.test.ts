// @vitest-environment node
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withLeanVersionDocs} from '../../src/plugins/lean-docs-metadata';

const doc = {id: 'general/index', title: 'What is Celo', description: 'A long description.', sidebar: 'generalSidebar'};

describe('lean-docs-metadata', () => {
  it("keeps only each doc's id and sidebar in a version's metadata, and everything else of the routes", () => {
    const route: RouteConfig = {
      path: '/',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/',
          component: '@theme/DocVersionRoot',
          props: {version: {label: 'Next', docsSidebars: {generalSidebar: []}, docs: {[doc.id]: doc}}},
          routes: [{path: '/general', component: '@theme/DocItem', modules: {content: 'general.md'}}],
        },
      ],
    };
    expect(withLeanVersionDocs(route)).toEqual({
      ...route,
      routes: [
        {
          ...route.routes![0],
          props: {
            version: {
              label: 'Next',
              docsSidebars: {generalSidebar: []},
              docs: {[doc.id]: {id: doc.id, sidebar: 'generalSidebar'}},
            },
          },
        },
      ],
    });
  });
});

/** Every JavaScript file of the Docusaurus packages' client code and of the site's own source. */
function clientSources(): {file: string; text: string}[] {
  const roots = [
    ...readdirSync('node_modules/@docusaurus').map((name) => path.join('node_modules/@docusaurus', name, 'lib')),
    'src',
  ];
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
          return /\.(js|jsx|ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
        })
      : [];
  return roots.flatMap(walk).map((file) => ({file, text: readFileSync(file, 'utf8')}));
}

describe("the contract lean-docs-metadata relies on: only a doc card reads a version's doc titles and descriptions", () => {
  const sources = clientSources();

  it("reads a version's docs only through useDocById, and calls it only from the theme's DocCard", () => {
    const readers = sources.filter(({text}) => /\bversion\.docs\[/.test(text)).map(({file}) => file);
    expect(readers).toEqual(['node_modules/@docusaurus/plugin-content-docs/lib/client/docsUtils.js']);
    const callers = sources
      .filter(({file, text}) => /\buseDocById\(/.test(text) && !file.endsWith('docsUtils.js'))
      .map(({file}) => file);
    expect(callers).toEqual(['node_modules/@docusaurus/theme-classic/lib/theme/DocCard/index.js']);
  });

  it('renders no doc card: no generated-index category, no DocCardList and no DocCard in the site', () => {
    for (const file of ['sidebars.ts', 'sidebarsTutorials.ts']) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/generated-index/);
    }
    const site = sources.filter(({file}) => file.startsWith('src'));
    expect(site.filter(({text}) => /@theme\/DocCard/.test(text)).map(({file}) => file)).toEqual([]);
    const pages = ['docs', 'tutorials'].flatMap((dir) =>
      readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .filter((name) => /\.mdx?$/.test(name))
        .map((name) => path.join(dir, name)),
    );
    expect(pages.filter((file) => /<DocCard/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
