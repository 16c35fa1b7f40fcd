// @vitest-environment node
import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/plugin-content-docs/client', () => ({}));
const {currentVersionFirst, withCurrentVersion} = await import('@site/src/components/LocalSearchBar/archivedVersion');

const context = {archivedTag: 'docs-default-l1', currentTag: 'docs-default-current'};
const hit = (url: string, tag: string, lvl0: string) => ({
  url,
  docusaurus_tag: tag,
  hierarchy: {lvl0},
  _highlightResult: {hierarchy: {lvl0: {value: lvl0}}},
});

describe('search from an archived docs version', () => {
  it('lets the current version through beside the archived one', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-l1']];
    expect(withCurrentVersion(filters, context)).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-l1', 'docusaurus_tag:docs-default-current'],
    ]);
  });

  it('lists the archive after every other hit, and labels the current docs', () => {
    const hits = [
      hit('/l1/validator/proxy', 'docs-default-l1', 'L1 archive'),
      hit('/validator', 'docs-default-current', 'Validators'),
      hit('/blog/proxy', 'default', 'Blog'),
    ];
    const ordered = currentVersionFirst(hits, context, 'Current docs');
    expect(ordered.map((item) => item.url)).toEqual(['/validator', '/blog/proxy', '/l1/validator/proxy']);
    expect(ordered[0].hierarchy.lvl0).toBe('Validators · Current docs');
    expect(ordered[0]._highlightResult.hierarchy.lvl0.value).toBe('Validators · Current docs');
    expect(ordered[1].hierarchy.lvl0).toBe('Blog');
    expect(ordered[2].hierarchy.lvl0).toBe('L1 archive');
  });
});
