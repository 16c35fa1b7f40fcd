/**
 * KaTeX's stylesheet and fonts, out of the stylesheet every page blocks on: the build writes them as files under
 * `/assets/katex/` (./stylesheet.ts) and only pages that render math link them (./rehype.ts). The development
 * server, which does not serve the build's files, loads the stylesheet on every page instead.
 */
import {copyFileSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {katexStylesheet} from './stylesheet';

export default function katexStylesheetPlugin(): Plugin {
  return {
    name: 'katex-stylesheet',
    getClientModules() {
      return process.env.NODE_ENV === 'production' ? [] : [require.resolve('katex/dist/katex.min.css')];
    },
    async postBuild({outDir}) {
      const stylesheet = katexStylesheet();
      const target = path.join(outDir, stylesheet.href);
      mkdirSync(path.join(path.dirname(target), 'fonts'), {recursive: true});
      writeFileSync(target, stylesheet.css);
      for (const font of stylesheet.fonts) {
        copyFileSync(path.join(stylesheet.distDir, font), path.join(path.dirname(target), font));
      }
    },
  };
}
