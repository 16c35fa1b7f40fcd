/**
 * The build's proof that the subset fonts hold every character its pages draw with them: the KaTeX of each built page
 * is read again, and a character drawn with a font whose subset lacks it is a problem, named by page.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {glyphsByFont} from './glyphs';
import type {KatexStylesheet} from './stylesheet';

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** What the subset fonts lack for the KaTeX in `html`, at `route`; none when they cover it. */
export function missingGlyphs(route: string, html: string, stylesheet: KatexStylesheet): string[] {
  const problems: string[] = [];
  for (const [font, characters] of glyphsByFont(html, stylesheet.css)) {
    const subset = stylesheet.glyphs.get(font) ?? '';
    const missing = [...characters].filter((character) => !subset.includes(character));
    if (missing.length > 0) {
      const named = missing.map((character) => `"${character}" (${codePoint(character)})`).join(', ');
      problems.push(`${route}: ${font} lacks ${named}`);
    }
  }
  return problems;
}

/**
 * The `.katex` elements of a built page, as HTML, found without parsing the page: KaTeX's markup nests no element
 * but `span` in `span`, so counting spans finds where each one ends.
 */
export function katexElementsOf(html: string): string {
  const elements: string[] = [];
  const starts = /<span class="?katex"?>/g;
  for (let start = starts.exec(html); start; start = starts.exec(html)) {
    const spans = /<(\/?)span\b/g;
    spans.lastIndex = starts.lastIndex;
    let depth = 1;
    for (let span = spans.exec(html); span && depth > 0; span = depth > 0 ? spans.exec(html) : null) {
      depth += span[1] ? -1 : 1;
    }
    starts.lastIndex = html.indexOf('>', spans.lastIndex) + 1;
    elements.push(html.slice(start.index, starts.lastIndex));
  }
  return elements.join('');
}

/** What the subset fonts lack for the pages with math under `outDir`: all pages are read at once, then by page. */
export function missingGlyphsInBuild(outDir: string, stylesheet: KatexStylesheet): string[] {
  const pages = readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({route: `/${file}`, katex: katexElementsOf(readFileSync(path.join(outDir, file), 'utf8'))}))
    .filter((page) => page.katex);
  if (missingGlyphs('', pages.map((page) => page.katex).join(''), stylesheet).length === 0) return [];
  return pages.flatMap((page) => missingGlyphs(page.route, page.katex, stylesheet));
}
