/** Turns one built HTML page into search records: a record for the page and one for each H2 to H6. */
import {load, type CheerioAPI} from 'cheerio';
import {LEVELS, type Hierarchy, type SearchRecord} from './records';

/** Words of section text kept per record: enough for a snippet, small enough for the index budget. */
export const CONTENT_WORDS = 12;

const INDEXED_PAGE_CLASSES = ['docs-doc-page', 'blog-post-page', 'plugin-pages'];

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function firstWords(text: string, count: number): string | null {
  const words = clean(text).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  return words.slice(0, count).join(' ');
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
  root.find('h2, h3, h4, h5, h6, p, li, td, th, blockquote, dt, dd').each((_, element) => {
    const name = element.tagName.toLowerCase();
    if (/^h[2-6]$/.test(name)) {
      const level = Number(name[1]);
      const next = {...sections[sections.length - 1].hierarchy};
      next[LEVELS[level]] = headingText($, element);
      for (let deeper = level + 1; deeper <= 6; deeper++) next[LEVELS[deeper]] = null;
      sections.push({hierarchy: next, anchor: $(element).attr('id') ?? null, level, text: []});
      return;
    }
    if ($(element).parents('li, td, th, blockquote, dd').length > 0 && name !== 'td' && name !== 'th') return;
    if ($(element).closest('pre, nav, .theme-admonition-heading').length) return;
    sections[sections.length - 1].text.push($(element).text());
  });

  return sections.map((s, index) => {
    const url = s.anchor ? `${path}#${s.anchor}` : path;
    return {
      objectID: `${path}#${index}`,
      url,
      type: LEVELS[s.level],
      hierarchy: s.hierarchy,
      content: firstWords(s.text.join(' '), CONTENT_WORDS),
      language,
      docusaurus_tag: tag,
    };
  });
}
