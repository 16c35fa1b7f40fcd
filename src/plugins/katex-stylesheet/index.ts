/**
 * KaTeX's stylesheet and fonts, out of the stylesheet every page blocks on: the build writes them as files under
 * `/assets/katex/` (./stylesheet.ts), the fonts subset to the characters the site's math uses (./fonts.ts), and only
 * pages that render math link them (./rehype.ts). The development server, which does not serve the build's files,
 * loads KaTeX's own stylesheet and fonts on every page instead.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {missingGlyphsInBuild} from './check';
import {writeFonts} from './fonts';
import type {KatexStylesheet} from './stylesheet';

export interface KatexStylesheetOptions {
  /**
   * Returns the stylesheet whose `href` the pages link (`katexStylesheet()` in docusaurus.config.ts). A function keeps
   * its CSS out of the browser: the site config, plugin options included, ships with every page as JSON, and a
   * function is left out of it.
   */
  loadStylesheet: () => KatexStylesheet;
}

export default function katexStylesheetPlugin(_context: LoadContext, options: KatexStylesheetOptions): Plugin {
  return {
    name: 'katex-stylesheet',
    getClientModules() {
      return process.env.NODE_ENV === 'production' ? [] : [require.resolve('katex/dist/katex.min.css')];
    },
    async postBuild({outDir}) {
      const stylesheet = options.loadStylesheet();
      const missing = missingGlyphsInBuild(outDir, stylesheet);
      if (missing.length > 0) {
        throw new Error(
          `katex-stylesheet: the subset KaTeX fonts lack characters that these pages draw with them, because the ` +
            `scan of the Markdown sources did not find their math. Teach src/plugins/katex-stylesheet/sources.ts ` +
            `to read math written the way these pages write it:\n` +
            missing.map((problem) => `  ${problem}`).join('\n'),
        );
      }
      const target = path.join(outDir, stylesheet.href);
      await writeFonts(stylesheet, path.dirname(target));
      writeFileSync(target, stylesheet.css);
    },
  };
}
