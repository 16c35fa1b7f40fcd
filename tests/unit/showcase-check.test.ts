// @vitest-environment node
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import showcaseCheckPlugin from '@site/src/plugins/showcase-check';
import type {ShowcaseInput} from '@site/src/data/showcase';
import type {TagType} from '@site/src/data/showcaseTags';

const valid: ShowcaseInput = {
  name: 'Example',
  description: 'An example entry.',
  website: 'https://example.org',
  source: null,
  tags: ['apps'],
};

function loadWith(entries: ShowcaseInput[]) {
  const plugin = showcaseCheckPlugin({} as LoadContext, {file: 'src/data/showcase.ts', loadEntries: () => entries});
  return () => plugin.loadContent?.();
}

describe('showcase-check plugin', () => {
  it('lets valid entries through', () => {
    expect(loadWith([valid])).not.toThrow();
  });

  it('fails the build naming the data file, the entry and the unknown tag', () => {
    expect(loadWith([{...valid, tags: ['defl' as TagType]}])).toThrow(
      /^src\/data\/showcase\.ts: 1 showcase problem\(s\)[^\n]*\n {2}- showcase entry "Example": unknown tag "defl"/,
    );
  });
});
