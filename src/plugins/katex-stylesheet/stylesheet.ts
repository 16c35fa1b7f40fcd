/**
 * KaTeX's stylesheet as the site serves it: a file of its own, linked only from pages that render math, whose fonts
 * are woff2 files next to it (no woff, no TrueType, nothing inlined), each cut down to the characters the site's math
 * draws with it. The folder they are served from is named by a hash of all that, so a changed subset gets a new URL.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import katex from 'katex';
import {glyphsByFont} from './glyphs';
import {markdownWithMath, mathIn, type MathSource} from './sources';

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

const sourceOf = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

/** What the fonts are made with besides the characters: a change to either may give other bytes, so a new URL. */
const SUBSETTER = [sourceOf('fonts.ts'), readFileSync(require.resolve('subset-font/package.json'), 'utf8')];

/** The code that works the characters out: a change to it must not find an older result in the cache. */
const GLYPHS_CODE = ['glyphs.ts', 'sources.ts', 'stylesheet.ts'].map(sourceOf);

/**
 * Where the characters worked out for some sources are kept, by a hash of those sources: Docusaurus evaluates the
 * config twice in a build, and a later build with the same math finds them there. `docusaurus clear` empties it.
 */
export const CACHE_DIR = path.resolve('node_modules/.cache/katex-stylesheet');

const sha256 = (...parts: string[]) =>
  parts.reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256')).digest('hex');

/** The characters each font draws in the math of `texts`, sorted, by font. */
function glyphsOfMath(texts: string[], css: string): Map<string, string> {
  const cached = path.join(CACHE_DIR, `glyphs-${sha256(...GLYPHS_CODE, css, ...texts)}.json`);
  if (existsSync(cached)) return new Map(JSON.parse(readFileSync(cached, 'utf8')) as [string, string][]);
  const glyphs = new Map(
    [...glyphsByFont(renderedMath(mathIn(texts)), css)]
      .map(([font, characters]) => [font, [...characters].sort().join('')] as const)
      .sort(([first], [second]) => first.localeCompare(second)),
  );
  mkdirSync(CACHE_DIR, {recursive: true});
  writeFileSync(cached, JSON.stringify([...glyphs]));
  return glyphs;
}

/** The stylesheet of the installed KaTeX, with fonts subset to the math of the Markdown and MDX under `contentDirs`. */
export function katexStylesheet(contentDirs: string[]): KatexStylesheet {
  const distDir = path.dirname(require.resolve('katex/dist/katex.min.css'));
  const css = woff2Only(readFileSync(path.join(distDir, 'katex.min.css'), 'utf8'));
  const glyphs = glyphsOfMath(markdownWithMath(contentDirs), css);
  const hash = sha256(css, ...SUBSETTER, JSON.stringify([...glyphs])).slice(0, 10);
  return {href: `/assets/katex/${hash}/katex.min.css`, css, fonts: fontFilesOf(css), glyphs, distDir};
}
