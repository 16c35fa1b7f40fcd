/**
 * Keeps out of the stylesheet every page blocks on the CSS of features that load on demand. Docusaurus merges all
 * CSS, lazily imported chunks included, into one file; the modules listed here stay with their own chunk instead, so
 * their CSS loads with the feature's code. The order they load in does not matter: CSS cascade layers fix it.
 */
import type {Plugin} from '@docusaurus/types';

/**
 * CSS files, by path, that load with their feature rather than with every page. Only CSS that no server-rendered HTML
 * needs belongs here: the HTML links the global stylesheet alone, so a page's own component styles must stay in it.
 */
const ON_DEMAND_STYLESHEETS: readonly RegExp[] = [
  // DocSearch's button and palette are imported by the search bar (src/theme/SearchBar); the modal's styles load
  // when a reader first reaches for search, with the modal's code.
  /[\\/]@docsearch[\\/]css[\\/]dist[\\/]style\.css$/,
];

/** The `styles` cache group's test, every CSS module but those listed, as a regular expression both bundlers accept. */
export function globalStylesheetTest(): RegExp {
  const excluded = ON_DEMAND_STYLESHEETS.map((pattern) => `(?:.*${pattern.source})`).join('|');
  return new RegExp(`^(?!${excluded})`);
}

export default function globalStylesheetPlugin(): Plugin {
  return {
    name: 'global-stylesheet',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {optimization: {splitChunks: {cacheGroups: {styles: {test: globalStylesheetTest()}}}}};
    },
  };
}
