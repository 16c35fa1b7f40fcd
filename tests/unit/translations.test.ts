// @vitest-environment node
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {navbar} from '@site/src/config/navbar';
import {footer} from '@site/src/config/footer';
import sidebars from '@site/sidebars';

/** The message ids of one translation file in i18n/en. */
function ids(file: string): string[] {
  return Object.keys(JSON.parse(readFileSync(`i18n/en/${file}`, 'utf8')));
}

type Labelled = {label?: string; items?: Labelled[]; type?: string};

function labels(items: readonly Labelled[]): string[] {
  return items.flatMap((item) => [...(item.label ? [item.label] : []), ...labels(item.items ?? [])]);
}

type SidebarEntry = string | {type?: string; label?: string; items?: SidebarEntry[]};

function categoryLabels(items: readonly SidebarEntry[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'object' && item.type === 'category' && item.label
      ? [item.label, ...categoryLabels(item.items ?? [])]
      : [],
  );
}

// When one of these fails, run `npm run write-translations` and commit the files in i18n/en.
describe('translation files in i18n/en', () => {
  it('hold every navbar label', () => {
    const known = ids('docusaurus-theme-classic/navbar.json');
    // The locale dropdown's extra items are not translatable in Docusaurus; every other label is.
    const translatable = (navbar.items as Labelled[]).filter((item) => item.type !== 'localeDropdown');
    for (const label of labels(translatable)) {
      expect(known, `navbar label "${label}"`).toContain(`item.label.${label}`);
    }
  });

  it('hold every footer column and link', () => {
    const known = ids('docusaurus-theme-classic/footer.json');
    for (const column of footer.links) {
      expect(known).toContain(`link.title.${column.title}`);
      for (const item of column.items)
        expect(known, `footer link "${item.label}"`).toContain(`link.item.label.${item.label}`);
    }
  });

  it('hold every sidebar category label', () => {
    const known = ids('docusaurus-plugin-content-docs/current.json');
    for (const [sidebar, items] of Object.entries(sidebars)) {
      for (const label of categoryLabels(items as SidebarEntry[])) {
        expect(known, `category "${label}" of ${sidebar}`).toContain(`sidebar.${sidebar}.category.${label}`);
      }
    }
  });
});
