/**
 * Gives the theme's search page its search client. The page imports `liteClient` from `algoliasearch/lite`; this
 * points that import at `searchPage/liteClient.ts`, and gives Algolia's browser build another name for that module to
 * load. The aliases are the same in both search modes: the bundler's persistent cache does not notice a plugin's
 * alias change, so the mode is read at run time from the site config instead.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The browser build of Algolia's lite client; `algoliasearch/lite` resolves to the Node build here. */
function algoliaLiteBrowserBuild(): string {
  return path.join(path.dirname(require.resolve('algoliasearch/lite')), 'browser.js');
}

export default function searchClientPlugin(): Plugin {
  return {
    name: 'search-client',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': path.resolve(__dirname, 'searchPage/liteClient.ts'),
            'algoliasearch-lite-browser$': algoliaLiteBrowserBuild(),
          },
        },
      };
    },
  };
}
