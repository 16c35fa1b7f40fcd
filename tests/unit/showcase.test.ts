// @vitest-environment node
import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {showcase, showcaseEntries, type ShowcaseInput} from '@site/src/data/showcase';
import {validateShowcase} from '@site/src/data/validateShowcase';
import type {TagType} from '@site/src/data/showcaseTags';

const valid: ShowcaseInput = {
  name: 'Example',
  description: 'An example entry.',
  website: 'https://example.org',
  source: 'https://github.com/example/example',
  tags: ['apps'],
};

describe('showcase data', () => {
  it('keeps every rule', () => {
    expect(validateShowcase(showcaseEntries)).toEqual([]);
  });

  it('has at least 40 entries and a favourites section', () => {
    expect(showcase.length).toBeGreaterThanOrEqual(40);
    expect(showcase.filter((entry) => entry.tags.includes('favorite')).length).toBeGreaterThan(0);
  });

  it('has a preview card for every entry', () => {
    const missing = showcase.filter((entry) => !existsSync(`static${entry.preview.src}`)).map((entry) => entry.name);
    expect(missing, 'run `npm run showcase:previews` and commit static/img/showcase').toEqual([]);
  });

  it('names an entry with an unknown tag', () => {
    const problems = validateShowcase([{...valid, tags: ['apps', 'defl' as TagType]}]);
    expect(problems[0]).toMatch(/^showcase entry "Example": unknown tag "defl"; use one of favorite, popular/);
  });

  it('names duplicate names and addresses', () => {
    const problems = validateShowcase([
      valid,
      {...valid, name: 'Example'},
      {...valid, name: 'Copy', website: 'https://example.org/'},
    ]);
    expect(problems).toContain('showcase entry "Example": name Example is already used by "Example"');
    expect(problems).toContain('showcase entry "Copy": website https://example.org/ is already used by "Example"');
  });

  it('names an address that is not https', () => {
    expect(validateShowcase([{...valid, website: 'http://example.org'}])).toContain(
      'showcase entry "Example": website http://example.org is not https',
    );
  });

  it('names an over-long description', () => {
    expect(validateShowcase([{...valid, description: 'x'.repeat(121)}])).toContain(
      'showcase entry "Example": description is 121 characters; at most 120',
    );
  });
});
