/** Chunk names for ./generatedRoutes.ts in the shape Docusaurus generates (`@generated/routesChunkNames`). */
export default {
  '/blog-0d0': {
    __comp: 'blog-list',
    __context: {plugin: 'blog-plugin'},
    sidebar: 'blog-sidebar',
    items: [{content: 'post-one'}, {content: 'post-two'}],
    __props: 'blog-props',
  },
  '/blog/celo-mainnet-layer-2-b19': {
    __comp: 'blog-post',
    __context: {data: {blogMetadata: 'blog-metadata'}, plugin: 'blog-plugin'},
    sidebar: 'blog-sidebar',
    content: 'post-two',
  },
  '/-5e8': {__comp: 'docs-root', __context: {plugin: 'docs-plugin'}},
  '/-a1b': {__comp: 'docs-version', __props: 'version-props'},
  '/-c2d': {__comp: 'docs-sidebar-root'},
  '/general-0f1': {__comp: 'doc-item', content: 'general-content'},
  '/developer/deploy-9aa': {__comp: 'doc-item', content: 'deploy-content'},
  '/developer/viem-77c': {__comp: 'doc-item', content: 'viem-content'},
};
