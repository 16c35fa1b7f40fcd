// @vitest-environment node
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SCALE_FOLDER, scalePages} from '../../../scripts/bench/scale-pages.mjs';

const proseWords = (markdown: string) =>
  markdown
    .replace(/^---[\s\S]*?---/, '')
    .split(/\s+/)
    .filter((word) => /[a-z]/i.test(word)).length;

describe('scale run pages', () => {
  const {pages, sidebars} = scalePages(300);

  it('makes the number of pages asked for, each with its own id and about 400 words under four H2s', () => {
    expect(pages).toHaveLength(300);
    expect(new Set(pages.map((page) => page.id)).size).toBe(300);
    for (const page of pages) {
      expect(page.id.startsWith(`${SCALE_FOLDER}/`)).toBe(true);
      expect(proseWords(page.markdown)).toBeGreaterThan(330);
      expect(proseWords(page.markdown)).toBeLessThan(470);
      expect(page.markdown.match(/^## /gm)).toHaveLength(4);
      expect(page.markdown).toMatch(/^---\ntitle: .+\ndescription: .+\nsidebar_label: .+\n---\n/);
    }
  });

  it('links every page only to pages that exist', () => {
    const files = new Set(pages.map((page) => `${page.id}.md`));
    for (const page of pages) {
      const links = [...page.markdown.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
      expect(links).toHaveLength(3);
      for (const link of links) {
        expect(link).toMatch(/^\.\.?\//);
        expect(files).toContain(path.posix.join(path.posix.dirname(page.id), link));
      }
    }
  });

  it('lists every page exactly once across the generated sidebars', () => {
    const listed = Object.values(sidebars).flatMap((categories) => categories.flatMap((category) => category.items));
    expect([...listed].sort()).toEqual(pages.map((page) => page.id).sort());
  });

  it('generates the same pages on every run', () => {
    expect(scalePages(300)).toEqual({pages, sidebars});
  });
});
