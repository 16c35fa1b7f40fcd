import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {describeBrokenLinks, readRouteSources} from '../../scripts/brokenLinkSources.mjs';

/** A `.docusaurus` folder with the two files Docusaurus writes, in the shape it writes them. */
function generatedDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'broken-link-sources-'));
  const entry = (chunk: string, module: string) =>
    `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
  writeFileSync(
    path.join(dir, 'registry.js'),
    [
      'export default {',
      entry('0e384e19', '@site/docs/intro.md'),
      entry('17896441', '@theme/DocItem'),
      entry('88be77f4', '@site/src/pages/showcase.tsx'),
      entry('a8bb5334', '@site/blog/first.md'),
      entry('b9cc6445', '@site/blog/second.md'),
      entry('c1d2e3f4', '@theme/BlogListPage'),
      '};',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'routesChunkNames.json'),
    JSON.stringify({
      '/-356': {__comp: '17896441'},
      '/-080': {__comp: '17896441', content: '0e384e19'},
      '/showcase-d30': {__comp: '88be77f4'},
      '/blog-1a2': {__comp: 'c1d2e3f4', items: [{content: 'a8bb5334'}, {content: 'b9cc6445'}]},
      '/blog/tags-9f0': {__comp: 'c1d2e3f4'},
    }),
  );
  return dir;
}

const brokenLinks = `  Exhaustive list of all broken links found:
  - Broken link on source page path = /:
     -> linking to /gide
     -> linking to /nowhere#top
  - Broken link on source page path = /showcase:
     -> linking to /apps
  - Broken anchor on source page path = /blog:
     -> linking to /guide#missing
  - Broken link on source page path = /blog/tags:
     -> linking to /tag
`;

describe('brokenLinkSources', () => {
  it('maps each route to the site files it renders', () => {
    const sources = readRouteSources(generatedDir());
    expect(sources.get('/')).toEqual(['docs/intro.md']);
    expect(sources.get('/showcase')).toEqual(['src/pages/showcase.tsx']);
    expect(sources.get('/blog')).toEqual(['blog/first.md', 'blog/second.md']);
  });

  it('names the file of every broken link and anchor Docusaurus reports by route', () => {
    expect(describeBrokenLinks(brokenLinks, readRouteSources(generatedDir()))).toEqual([
      'docs/intro.md: broken link to /gide (page /)',
      'docs/intro.md: broken link to /nowhere#top (page /)',
      'src/pages/showcase.tsx: broken link to /apps (page /showcase)',
      'blog/first.md or blog/second.md: broken anchor to /guide#missing (page /blog)',
      'a page without a source file (made by a plugin): broken link to /tag (page /blog/tags)',
    ]);
  });

  it('reads through terminal colours', () => {
    const coloured =
      '\x1b[31m  - Broken link on source page path = /:\x1b[39m\n     -> linking to \x1b[36m/gide\x1b[39m\n';
    expect(describeBrokenLinks(coloured, readRouteSources(generatedDir()))).toEqual([
      'docs/intro.md: broken link to /gide (page /)',
    ]);
  });

  it('knows no routes when the build stopped before writing the route table', () => {
    expect(readRouteSources(mkdtempSync(path.join(os.tmpdir(), 'broken-link-sources-empty-'))).size).toBe(0);
  });
});
