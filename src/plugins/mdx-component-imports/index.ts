/**
 * The site's MDX components, imported by each page that uses them (./remark.ts), in chunks of their own: the pages
 * that render a component share one copy of it and of its data, which a reader's browser fetches once.
 */
import type {Plugin} from '@docusaurus/types';

/** The modules the pages import through ./remark.ts: the components and the data they render. */
export const SHARED_PAGE_MODULES = /[\\/]src[\\/](?:components|data)[\\/]/;

export default function mdxComponentChunksPlugin(): Plugin {
  return {
    name: 'mdx-component-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Below Docusaurus's own groups (`common` 40, `styles` 50); any size, so no page carries a copy.
              pageComponents: {
                test: SHARED_PAGE_MODULES,
                chunks: 'async',
                minChunks: 2,
                minSize: 0,
                priority: 30,
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },
  };
}
