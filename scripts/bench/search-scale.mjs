/**
 * The scale run's pages for the search bench, without a second Docusaurus build: a copy of the built site plus ten
 * times as many generated doc pages, written as the HTML a doc page has, so that both engines index the same pages.
 */
import {cpSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {scalePages} from './scale-pages.mjs';

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The generated Markdown as a built doc page: title, sections with anchors, paragraphs and lists. */
function pageHtml(markdown) {
  const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown);
  const title = /^title: (.*)$/m.exec(frontMatter)[1];
  const blocks = body
    .trim()
    .split(/\n\n+/)
    .map((block) => {
      const inline = escape(block).replace(/\[([^\]]*)\]\(([^)]*)\)/g, '<a href="$2">$1</a>');
      if (block.startsWith('## ')) {
        const heading = block.slice(3);
        return `<h2 id="${slug(heading)}">${escape(heading)}</h2>`;
      }
      if (block.startsWith('- '))
        return `<ul>${inline
          .split('\n')
          .map((line) => `<li>${line.slice(2)}</li>`)
          .join('')}</ul>`;
      return `<p>${inline}</p>`;
    });
  return [
    '<!doctype html><html class="docs-wrapper docs-doc-page" lang="en"><head><meta charset="utf-8">',
    '<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">',
    `<title>${escape(title)}</title></head><body><main><article><div class="theme-doc-markdown markdown">`,
    `<header><h1>${escape(title)}</h1></header>${blocks.join('')}</div></article></main></body></html>`,
  ].join('');
}

/**
 * Copies `buildDir` to `targetDir` without its hosting headers and adds `count` generated pages.
 * @returns {string[]} the routes of the generated pages
 */
export function writeScaledSite(buildDir, targetDir, count) {
  rmSync(targetDir, {recursive: true, force: true});
  cpSync(buildDir, targetDir, {recursive: true});
  rmSync(path.join(targetDir, '_headers'), {force: true});
  return scalePages(count).pages.map((page) => {
    const file = path.join(targetDir, `${page.id}.html`);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, pageHtml(page.markdown));
    return `/${page.id}`;
  });
}
