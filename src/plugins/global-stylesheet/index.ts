/**
 * Keeps the stylesheet every page blocks on to what every page needs:
 * - Docusaurus merges all CSS, lazily imported chunks included, into one file; the modules listed here stay with their
 *   own chunk instead, so their CSS loads with the chunk's code in the browser, and the build links it into the pages
 *   that render it (./pageStylesheets.ts). The order they load in does not matter: CSS cascade layers and class names
 *   unique to each module fix it.
 * - After the build, Infima's rules for classes no page or script uses leave it (./unusedRules.ts).
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {chunkStylesheets, linkedStylesheets, withPageStylesheets} from './pageStylesheets';
import {classUsage, withoutUnusedRules} from './unusedRules';

/** Site components the theme renders on every page (src/theme imports them): their styles stay global. */
const SHELL_COMPONENTS = [
  'AiAssistant',
  'AiHandoff',
  'CopyButton',
  'CopyPageButton',
  'LocalSearchBar',
  'PageSuggestions',
];

/** CSS files, by path, that load with their page or feature rather than with every page. */
const ON_DEMAND_STYLESHEETS: readonly RegExp[] = [
  // DocSearch's button and palette are imported by the search bar (src/theme/SearchBar); the modal's styles load
  // when a reader first reaches for search, with the modal's code.
  /[\\/]@docsearch[\\/]css[\\/]dist[\\/]style\.css$/,
  // The site's pages and the components MDX pages render.
  /[\\/]src[\\/]pages[\\/]/,
  new RegExp(`[\\\\/]src[\\\\/]components[\\\\/](?!(?:${SHELL_COMPONENTS.join('|')})[\\\\/])`),
  // The search page and the live code blocks' editor, of the themes.
  /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]/,
  /[\\/]@docusaurus[\\/]theme-live-codeblock[\\/]lib[\\/]theme[\\/]Playground[\\/]/,
];

/** The `styles` cache group's test, every CSS module but those listed, as a regular expression both bundlers accept. */
export function globalStylesheetTest(): RegExp {
  const excluded = ON_DEMAND_STYLESHEETS.map((pattern) => `(?:.*${pattern.source})`).join('|');
  return new RegExp(`^(?!${excluded})`);
}

/** A page with no page-only part (no math, code or site component) links the global stylesheets alone. */
const PLAIN_PAGE = '404.html';
/** The cascade layer Docusaurus gives Infima, whose unused rules the build drops. */
const INFIMA_LAYER = 'docusaurus.infima';

/** The global stylesheet without Infima's unused rules, written under a name of its new content's hash. */
function writeLeanStylesheet(outDir: string, href: string, css: string, pageTexts: Iterable<string>): string {
  const lean = withoutUnusedRules(css, INFIMA_LAYER, classUsage(pageTexts));
  const leanHref = href.replace(/[\w]+\.css$/, `${createHash('sha256').update(lean).digest('hex').slice(0, 8)}.css`);
  rmSync(path.join(outDir, href));
  writeFileSync(path.join(outDir, leanHref), lean);
  return leanHref;
}

export default function globalStylesheetPlugin(): Plugin {
  return {
    name: 'global-stylesheet',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {optimization: {splitChunks: {cacheGroups: {styles: {test: globalStylesheetTest()}}}}};
    },
    postBuild({outDir}) {
      const [href, ...strays] = linkedStylesheets(readFileSync(path.join(outDir, PLAIN_PAGE), 'utf8'));
      if (!href || strays.length > 0) {
        throw new Error(
          `global-stylesheet: every page should link one stylesheet, but ${PLAIN_PAGE} links ` +
            `${[href, ...strays].join(', ') || 'none'}. A page-only component's CSS is imported by the theme: add ` +
            `the component to SHELL_COMPONENTS in src/plugins/global-stylesheet/index.ts, or import it only from pages.`,
        );
      }
      const css = readFileSync(path.join(outDir, href), 'utf8');
      const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((file) =>
        /\.(html|js)$/.test(file),
      );
      const texts = new Map(files.map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')]));
      const leanHref = writeLeanStylesheet(outDir, href, css, texts.values());
      const stylesheets = chunkStylesheets(outDir, [leanHref], css);
      for (const [file, text] of texts) {
        if (!file.endsWith('.html')) continue;
        const page = withPageStylesheets(text.replaceAll(href, leanHref), stylesheets);
        // Other plugins read the pages meanwhile: each is replaced whole, never seen half written.
        const draft = path.join(outDir, `${file}.draft`);
        writeFileSync(draft, page);
        renameSync(draft, path.join(outDir, file));
      }
    },
  };
}
