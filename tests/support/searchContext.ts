/** What a reader on a current docs page searches: English, current docs, tutorials, blog and pages. */
export const currentDocsFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-tutorials-current'],
];

export const inCurrentDocs = (tag: string): boolean =>
  ['default', 'docs-default-current', 'docs-tutorials-current'].includes(tag);
