/**
 * The build's proof that the subset fonts hold every character its pages draw with them: each built page with math
 * is read again, and a character its KaTeX draws with a font whose subset lacks it is a problem, named by page.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {glyphsByFont} from './glyphs';
import type {KatexStylesheet} from './stylesheet';

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** What the subset fonts lack for the page `html`, at `route`; none when they cover it. */
export function missingGlyphs(route: string, html: string, stylesheet: KatexStylesheet): string[] {
  const problems: string[] = [];
  for (const [font, characters] of glyphsByFont(html, stylesheet.css)) {
    const subset = stylesheet.glyphs.get(font) ?? '';
    const missing = [...characters].filter((character) => !subset.includes(character));
    if (missing.length > 0) {
      problems.push(
        `${route}: ${font} lacks ${missing.map((character) => `"${character}" (${codePoint(character)})`).join(', ')}`,
      );
    }
  }
  return problems;
}

/** What the subset fonts lack for the pages with math under `outDir`. */
export function missingGlyphsInBuild(outDir: string, stylesheet: KatexStylesheet): string[] {
  return readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort()
    .flatMap((file) => {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      return html.includes('katex-html') ? missingGlyphs(`/${file}`, html, stylesheet) : [];
    });
}
