/**
 * The site's MDX components, imported by each page that uses them (./remark.ts), in chunks of their own when they are
 * large enough to be worth a request: the pages that render a component share one copy of it and of its data, which a
 * reader's browser fetches once. Smaller ones come inside each page's own chunk.
 */
import type {Plugin} from '@docusaurus/types';

/** The modules the pages import through ./remark.ts: the components and the data they render. */
export const SHARED_PAGE_MODULES = /[\\/]src[\\/](?:components|data)[\\/]/;

/** Raw bytes below which a chunk of shared components and data is not worth its own request (about 1.5 KB gzip). */
const MIN_SHARED_CHUNK_BYTES = 4_000;

export default function mdxComponentChunksPlugin(): Plugin {
  return {
    name: 'mdx-component-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Below Docusaurus's own groups (`common` 40, `styles` 50). A shared part smaller than a request is
              // worth stays in each page that uses it: a page makes fewer requests for the same bytes.
              pageComponents: {
                test: SHARED_PAGE_MODULES,
                chunks: 'async',
                minChunks: 2,
                minSize: MIN_SHARED_CHUNK_BYTES,
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
