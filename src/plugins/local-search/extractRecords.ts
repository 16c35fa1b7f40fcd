/** Turns one built HTML page into search records: a record for the page and one for each H2 to H6, with all their text. */
import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
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
function mathAsTex($: CheerioAPI, root: ReturnType<CheerioAPI>) {
  root.find('.katex').each((_, formula) => {
    const tex = $(formula).find('annotation[encoding="application/x-tex"]').first().text();
    $(formula).empty().text(` ${tex.trim()} `);
  });
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content');
}

function contentRoot($: CheerioAPI) {
  const docs = $('article .theme-doc-markdown');
  if (docs.length) return docs.first();
  const blog = $('article .markdown');
  if (blog.length) return blog.first();
  return $('main').first();
}

/** Heading text without the "#" anchor link Docusaurus appends. */
function headingText($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string {
  const heading = $(element).clone();
  heading.find('.hash-link').remove();
  return clean(heading.text());
}

/**
 * @param html the built page
 * @param path the page's route, for example `/cel2/faq`
 * @param section the name readers know the page's part of the site by (hierarchy lvl0)
 */
export function extractRecords(html: string, path: string, section: string): SearchRecord[] {
  const $ = load(html);
  const pageClasses = ($('html').attr('class') ?? '').split(/\s+/);
  if (!INDEXED_PAGE_CLASSES.some((c) => pageClasses.includes(c))) return [];
  if (($('meta[name="robots"], meta[property="robots"]').attr('content') ?? '').includes('noindex')) return [];

  const language = meta($, 'docsearch:language') ?? 'en';
  const tag = meta($, 'docsearch:docusaurus_tag') ?? 'default';
  const root = contentRoot($);
  const title = clean($('h1').first().text()) || clean($('title').text());
  const hierarchy: Hierarchy = {lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};

  const sections: {hierarchy: Hierarchy; anchor: string | null; level: number; text: string[]}[] = [
    {hierarchy: {...hierarchy}, anchor: null, level: 1, text: []},
  ];
  const startSection = (element: Element) => {
    const level = Number(element.tagName[1]);
    const next = {...sections[sections.length - 1].hierarchy};
    next[LEVELS[level]] = headingText($, element);
    for (let deeper = level + 1; deeper <= 6; deeper++) next[LEVELS[deeper]] = null;
    sections.push({hierarchy: next, anchor: $(element).attr('id') ?? null, level, text: []});
  };
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        sections[sections.length - 1].text.push(node.data);
      } else if (node.type === 'tag') {
        const name = node.tagName.toLowerCase();
        if (/^h[2-6]$/.test(name)) startSection(node);
        else if (name !== 'h1') {
          const block = !INLINE.has(name);
          if ((name === 'td' || name === 'th') && $(node).prevAll('td, th').length > 0) {
            sections[sections.length - 1].text.push(CELL_SEPARATOR);
          }
          if (block) sections[sections.length - 1].text.push(' ');
          walk(node.children);
          if (block) sections[sections.length - 1].text.push(' ');
        }
      }
    }
  };
  mathAsTex($, root);
  root.find(SKIPPED).remove();
  walk(root.children().toArray());

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
