/** Turns one built HTML page into search records: a record for the page and one for each H2 to H6, with all their text. */
import type {Element, ElementContent, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {LEVELS, type Hierarchy, type SearchRecord} from '../shared/records';

const INDEXED_PAGE_CLASSES = ['docs-doc-page', 'blog-post-page', 'plugin-pages'];

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What holds no prose a reader searches for: code blocks, navigation, the "#" heading links, admonition labels. */
const SKIPPED_TAGS = new Set(['pre', 'nav', 'script', 'style', 'svg', 'button']);
const SKIPPED_CLASSES = ['hash-link', 'theme-admonition-heading', 'sr-only'];

/** Elements whose boundaries separate words, so that `<td>a</td><td>b</td>` reads "a b". */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

/** Between the cells of a table row, so that a snippet of a row reads as cells, not as one run of words. */
const CELL_SEPARATOR = ' · ';

/**
 * KaTeX renders a formula twice, as MathML for assistive technology and as HTML for the eye, whose text is glyphs
 * and spacing, not words. Each formula is indexed as its TeX source, which KaTeX keeps in the MathML's annotation.
 */
function mathAsTex(root: Element): void {
  for (const formula of selectAll('.katex', root)) {
    const tex = toString(select('annotation[encoding="application/x-tex"]', formula) ?? {type: 'root', children: []});
    formula.children = [{type: 'text', value: ` ${tex.trim()} `}];
  }
}

function attribute(element: Element | undefined, name: string): string | undefined {
  const value = element?.properties[name];
  return value === undefined || value === null ? undefined : Array.isArray(value) ? value.join(' ') : String(value);
}

function meta(tree: Root, name: string): string | undefined {
  return attribute(select(`meta[name="${name}"]`, tree), 'content');
}

function contentRoot(tree: Root): Element | undefined {
  return select('article .theme-doc-markdown', tree) ?? select('article .markdown', tree) ?? select('main', tree);
}

const textOf = (element: Element | undefined): string => (element ? toString(element) : '');

function hasClass(element: Element, names: readonly string[]): boolean {
  const {className} = element.properties;
  return Array.isArray(className) && className.some((name) => names.includes(String(name)));
}

const isSkipped = (element: Element) => SKIPPED_TAGS.has(element.tagName) || hasClass(element, SKIPPED_CLASSES);
const isHashLink = (element: Element) => hasClass(element, ['hash-link']);

/**
 * `element` without its descendants that `dropped` picks. A predicate, not a selector: matching a selector string
 * parses it again for every element, which cost as much as the rest of the walk.
 */
function remove(element: Element, dropped: (child: Element) => boolean): void {
  element.children = element.children.filter((child) => child.type !== 'element' || !dropped(child));
  for (const child of element.children) if (child.type === 'element') remove(child, dropped);
}

/** Heading text without the "#" anchor link Docusaurus appends. */
function headingText(element: Element): string {
  const heading = structuredClone(element);
  remove(heading, isHashLink);
  return clean(toString(heading));
}

/** The classes of a page's `<html>` element, read before parsing: most built pages are redirects, never indexed. */
function pageClassesOf(html: string): string[] {
  const startTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  return (/\sclass="([^"]*)"/.exec(startTag)?.[1] ?? '').split(/\s+/);
}

/**
 * A code block, which the records leave out, as its highlighted HTML (a span per token, about half of the pages'
 * content by size): dropped before parsing. HTML cannot nest a `<pre>` or hold a literal `</pre>` inside one.
 */
const CODE_BLOCK = /<pre[\s>][\s\S]*?<\/pre>/g;

/**
 * The part of a built page that records come from: its head (the page's class, its robots and DocSearch meta tags,
 * its title) and its body from the title's H1 (a page's hero puts it above `<main>`) to the end of `<main>`. Left
 * out, the navbar, the sidebar's hundreds of links, the footer and the code blocks were most of what parsing every
 * page cost. A page without a `<main>` is read whole.
 */
export function indexedPart(html: string): string {
  const headEnd = html.indexOf('</head>');
  const mainStart = html.indexOf('<main', headEnd);
  const mainEnd = html.lastIndexOf('</main>');
  if (headEnd < 0 || mainStart < 0 || mainEnd < mainStart) return html;
  const titleStart = html.indexOf('<h1', headEnd);
  const start = titleStart >= 0 && titleStart < mainStart ? titleStart : mainStart;
  const body = html.slice(start, mainEnd).replace(CODE_BLOCK, '');
  return `${html.slice(0, headEnd)}</head><body>${body}</main></body></html>`;
}

/**
 * @param html the built page
 * @param path the page's route, for example `/cel2/faq`
 * @param section the name readers know the page's part of the site by (hierarchy lvl0)
 */
export function extractRecords(html: string, path: string, section: string): SearchRecord[] {
  if (!INDEXED_PAGE_CLASSES.some((c) => pageClassesOf(html).includes(c))) return [];
  const tree = fromHtml(indexedPart(html));
  if ((attribute(select('meta[name="robots"], meta[property="robots"]', tree), 'content') ?? '').includes('noindex')) {
    return [];
  }

  const language = meta(tree, 'docsearch:language') ?? 'en';
  const tag = meta(tree, 'docsearch:docusaurus_tag') ?? 'default';
  const root = contentRoot(tree);
  const title = clean(textOf(select('h1', tree))) || clean(textOf(select('title', tree)));
  const hierarchy: Hierarchy = {lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};

  const sections: {hierarchy: Hierarchy; anchor: string | null; level: number; text: string[]}[] = [
    {hierarchy: {...hierarchy}, anchor: null, level: 1, text: []},
  ];
  const startSection = (element: Element) => {
    const level = Number(element.tagName[1]);
    const next = {...sections[sections.length - 1].hierarchy};
    next[LEVELS[level]] = headingText(element);
    for (let deeper = level + 1; deeper <= 6; deeper++) next[LEVELS[deeper]] = null;
    sections.push({hierarchy: next, anchor: attribute(element, 'id') ?? null, level, text: []});
  };
  const walk = (nodes: ElementContent[]) => {
    let cellsBefore = 0;
    for (const node of nodes) {
      if (node.type === 'text') {
        sections[sections.length - 1].text.push(node.value);
      } else if (node.type === 'element') {
        const name = node.tagName.toLowerCase();
        if (name === 'td' || name === 'th') {
          if (cellsBefore > 0) sections[sections.length - 1].text.push(CELL_SEPARATOR);
          cellsBefore++;
        }
        if (/^h[2-6]$/.test(name)) startSection(node);
        else if (name !== 'h1') {
          const block = !INLINE.has(name);
          if (block) sections[sections.length - 1].text.push(' ');
          walk(node.children);
          if (block) sections[sections.length - 1].text.push(' ');
        }
      }
    }
  };
  if (root) {
    mathAsTex(root);
    remove(root, isSkipped);
    walk(root.children.filter((child) => child.type === 'element'));
  }

  return sections.map((s, index) => {
    const url = s.anchor ? `${path}#${s.anchor}` : path;
    return {
      objectID: `${path}#${index}`,
      url,
      type: LEVELS[s.level],
      hierarchy: s.hierarchy,
      content: clean(s.text.join('')) || null,
      language,
      docusaurus_tag: tag,
    };
  });
}
