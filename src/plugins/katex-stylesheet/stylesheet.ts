/**
 * KaTeX's stylesheet as the site serves it: a file of its own, linked only from pages that render math, whose fonts
 * are woff2 files next to it (no woff, no TrueType, nothing inlined), each cut down to the characters the site's math
 * draws with it. The folder they are served from is named by a hash of all that, so a changed subset gets a new URL.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import katex from 'katex';
import {glyphsByFont} from './glyphs';
import {mathInSources, type MathSource} from './sources';

/** The `src` of each `@font-face`, cut down to its woff2 source. */
export function woff2Only(css: string): string {
  return css.replace(/src:([^;}]*)/g, (declaration, sources: string) => {
    const woff2 = sources.split(',').find((source) => /format\(["']woff2["']\)/.test(source));
    if (!woff2) throw new Error(`katex-stylesheet: an @font-face of katex.min.css has no woff2 source: ${declaration}`);
    return `src:${woff2.trim()}`;
  });
}

/** The woff2 files a stylesheet refers to, as written in its `url(…)`s. */
export function fontFilesOf(css: string): string[] {
  return [...new Set([...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map(([, url]) => url))];
}

/** The formulas as rehype-katex renders them (it passes no options; a formula KaTeX cannot parse shows as an error). */
export function renderedMath(formulas: MathSource[]): string {
  return formulas
    .map(({tex, display}) => katex.renderToString(tex, {displayMode: display, throwOnError: false, strict: 'ignore'}))
    .join('\n');
}

export interface KatexStylesheet {
  /** Where the built site serves the stylesheet; its fonts are in `fonts/` beside it. */
  href: string;
  css: string;
  /** Each font as a path relative to the stylesheet (`fonts/KaTeX_Main-Regular.woff2`). */
  fonts: string[];
  /** The characters each font is subset to, by font; a font the site's math never uses is served whole. */
  glyphs: Map<string, string>;
  /** KaTeX's `dist` folder, which the fonts are read from. */
  distDir: string;
}

/** Bumps the URL when the subsetting tool changes, since the same characters may then give other bytes. */
const SUBSETTER = readFileSync(require.resolve('subset-font/package.json'), 'utf8');

/** The stylesheet of the installed KaTeX, with fonts subset to the math of the Markdown and MDX under `contentDirs`. */
export function katexStylesheet(contentDirs: string[]): KatexStylesheet {
  const distDir = path.dirname(require.resolve('katex/dist/katex.min.css'));
  const css = woff2Only(readFileSync(path.join(distDir, 'katex.min.css'), 'utf8'));
  const glyphs = new Map(
    [...glyphsByFont(renderedMath(mathInSources(contentDirs)), css)]
      .map(([font, characters]) => [font, [...characters].sort().join('')] as const)
      .sort(([first], [second]) => first.localeCompare(second)),
  );
  const hash = createHash('sha256')
    .update(css)
    .update(SUBSETTER)
    .update(JSON.stringify([...glyphs]))
    .digest('hex')
    .slice(0, 10);
  return {href: `/assets/katex/${hash}/katex.min.css`, css, fonts: fontFilesOf(css), glyphs, distDir};
}
