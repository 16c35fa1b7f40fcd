/** The part of the site a route belongs to, named as readers know it: the hit group of the search modal. */
export type LocalSearchOptions = {
  /** Route prefixes mapped to the section name shown as a result group; the longest prefix wins. */
  sections: Record<string, string>;
  /** Section for routes that match no prefix. */
  defaultSection: string;
};

export function sectionFor(route: string, {sections, defaultSection}: LocalSearchOptions): string {
  const match = Object.keys(sections)
    .filter((prefix) => route === prefix || route.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  return match ? sections[match] : defaultSection;
}
