/**
 * KaTeX's stylesheet as the site serves it: a file of its own, linked only from pages that render math, whose fonts
 * are the woff2 files next to it (no woff, no TrueType, nothing inlined).
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';

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

export interface KatexStylesheet {
  /** Where the built site serves the stylesheet; its fonts are in `fonts/` beside it. */
  href: string;
  css: string;
  /** Each font as a path relative to the stylesheet (`fonts/KaTeX_Main-Regular.woff2`). */
  fonts: string[];
  /** KaTeX's `dist` folder, which the fonts are copied from. */
  distDir: string;
}

/** The stylesheet of the installed KaTeX; the folder it is served from changes with its content. */
export function katexStylesheet(): KatexStylesheet {
  const distDir = path.dirname(require.resolve('katex/dist/katex.min.css'));
  const css = woff2Only(readFileSync(path.join(distDir, 'katex.min.css'), 'utf8'));
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return {href: `/assets/katex/${hash}/katex.min.css`, css, fonts: fontFilesOf(css), distDir};
}
