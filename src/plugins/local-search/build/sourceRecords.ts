/**
 * Search records read from Markdown sources instead of built HTML, for the development server, which builds no
 * HTML: one record for the page and one per heading, with the text stripped of Markdown, MDX and code blocks, and
 * the text that components render from `src/data` in place of their tags.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {withComponentText} from './componentText';
import {LEVELS, type Hierarchy, type SearchRecord} from '../shared/records';

export interface SourcePage {
  /** The page's route. */
  permalink: string;
  title: string;
  /** The Markdown, front matter included. */
  markdown: string;
  /** The part of the site readers know the page by (hierarchy lvl0). */
  section: string;
  /** The `docusaurus_tag` facet: `docs-default-current` for the current docs, for example. */
  tag: string;
}

/** Markdown and MDX syntax to plain text: links and emphasis keep their words, code blocks and JSX tags go. */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/^\s*(import|export)\s[^\n]*$/gm, ' ')
    .replace(/^:::\w*.*$/gm, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/[*_]{1,3}([^*_\n]+)[*_]{1,3}/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+\.|>|\|)\s?/gm, ' ')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function sourceRecords({permalink, title, markdown, section, tag}: SourcePage): SearchRecord[] {
  const body = withComponentText(markdown.replace(/^---\n[\s\S]*?\n---\n/, ''));
  const slugger = createSlugger();
  const base: Hierarchy = {lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const sections: {hierarchy: Hierarchy; anchor: string | null; level: number; lines: string[]}[] = [
    {hierarchy: base, anchor: null, level: 1, lines: []},
  ];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const fenceMark = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) fence = fence === null ? fenceMark : null;
    const heading = fence === null ? /^(#{1,6})\s+(.*)$/.exec(line) : null;
    if (!heading || heading[1].length === 1) {
      if (!heading) sections[sections.length - 1].lines.push(line);
      continue;
    }
    const level = heading[1].length;
    const {text, id} = parseMarkdownHeadingId(heading[2]);
    const plain = markdownText(text);
    const hierarchy = {...sections[sections.length - 1].hierarchy, [LEVELS[level]]: plain};
    for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[LEVELS[deeper]] = null;
    sections.push({hierarchy, anchor: id ?? slugger.slug(plain), level, lines: []});
  }
  return sections.map((s, index) => ({
    objectID: `${permalink}#${index}`,
    url: s.anchor ? `${permalink}#${s.anchor}` : permalink,
    type: LEVELS[s.level],
    hierarchy: s.hierarchy,
    content: markdownText(s.lines.join('\n')) || null,
    language: 'en',
    docusaurus_tag: tag,
  }));
}
