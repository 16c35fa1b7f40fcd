/** The records of the local search index: DocSearch's hierarchy shape, one record per page section. */

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export type Hierarchy = Record<Level, string | null>;

export interface SearchRecord {
  objectID: string;
  /** Page path with the section's anchor. */
  url: string;
  /** The deepest heading level the record stands for, or `content` for text under a heading. */
  type: Level | 'content';
  hierarchy: Hierarchy;
  /** The first words of the section's text. */
  content: string | null;
  language: string;
  docusaurus_tag: string;
}

export const LEVELS: readonly Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Where the browser finds the current index: a small file that names the content-hashed one. */
export const MANIFEST_PATH = 'search/manifest.json';

export interface SearchManifest {
  index: string;
  records: number;
}

/**
 * The index as shipped: page facts once per page, then one row per section in document order, from which
 * the full hierarchy of every record is rebuilt. Much smaller than repeating the hierarchy in each record.
 */
export interface PackedIndex {
  /** [path, lvl0, lvl1, docusaurus_tag, language] */
  pages: [string, string, string, string, string][];
  /** [page index, heading level 1 to 6, anchor, heading text, content] */
  sections: [number, number, string, string, string][];
}

export function packIndex(records: readonly SearchRecord[]): PackedIndex {
  const pages: PackedIndex['pages'] = [];
  const pageIndex = new Map<string, number>();
  const sections: PackedIndex['sections'] = [];
  for (const record of records) {
    const [path, anchor = ''] = record.url.split('#');
    if (!pageIndex.has(path)) {
      pageIndex.set(path, pages.length);
      pages.push([
        path,
        record.hierarchy.lvl0 ?? '',
        record.hierarchy.lvl1 ?? '',
        record.docusaurus_tag,
        record.language,
      ]);
    }
    const level = LEVELS.indexOf(record.type as Level);
    sections.push([
      pageIndex.get(path)!,
      level,
      anchor,
      level > 1 ? (record.hierarchy[LEVELS[level]] ?? '') : '',
      record.content ?? '',
    ]);
  }
  return {pages, sections};
}

/** Expands the shipped index; `origin` makes URLs absolute, as a hosted index stores them. */
export function unpackIndex({pages, sections}: PackedIndex, origin = ''): SearchRecord[] {
  const headings = new Map<number, (string | null)[]>();
  return sections.map(([page, level, anchor, heading, content], index) => {
    const [path, lvl0, lvl1, tag, language] = pages[page];
    const trail = headings.get(page) ?? [lvl0, lvl1, null, null, null, null, null];
    if (level > 1) {
      trail[level] = heading;
      for (let deeper = level + 1; deeper <= 6; deeper++) trail[deeper] = null;
    }
    headings.set(page, trail);
    const hierarchy = Object.fromEntries(LEVELS.map((name, i) => [name, trail[i]])) as Hierarchy;
    return {
      objectID: String(index),
      url: `${origin}${anchor ? `${path}#${anchor}` : path}`,
      type: LEVELS[level],
      hierarchy,
      content: content || null,
      language,
      docusaurus_tag: tag,
    };
  });
}
