/** Turns one built HTML page into search records: a record for the page and one for each H2 to H6, with all their text. */
import type {Element, ElementContent, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {matches, select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {LEVELS, type Hierarchy, type SearchRecord} from './records';

const INDEXED_PAGE_CLASSES = ['docs-doc-page', 'blog-post-page', 'plugin-pages'];

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What holds no prose a reader searches for: code blocks, navigation, the "#" heading links, admonition labels. */
const SKIPPED = 'pre, nav, script, style, svg, button, .hash-link, .theme-admonition-heading, .sr-only';

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

/** `element` without its descendants that match `selector`. */
function remove(element: Element, selector: string): void {
  element.children = element.children.filter((child) => child.type !== 'element' || !matches(selector, child));
  for (const child of element.children) if (child.type === 'element') remove(child, selector);
}

/** Heading text without the "#" anchor link Docusaurus appends. */
function headingText(element: Element): string {
  const heading = structuredClone(element);
  remove(heading, '.hash-link');
  return clean(toString(heading));
}

/**
 * @param html the built page
 * @param path the page's route, for example `/cel2/faq`
 * @param section the name readers know the page's part of the site by (hierarchy lvl0)
 */
export function extractRecords(html: string, path: string, section: string): SearchRecord[] {
  const tree = fromHtml(html);
  const pageClasses = (attribute(select('html', tree), 'className') ?? '').split(/\s+/);
  if (!INDEXED_PAGE_CLASSES.some((c) => pageClasses.includes(c))) return [];
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
    remove(root, SKIPPED);
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
