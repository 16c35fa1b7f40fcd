/**
 * Loads code highlighting and the live editor only on pages that use them.
 *
 * - The classic theme's client module that imports Prism and registers the extra languages at startup, in every
 *   page's main bundle, is replaced by nothing; `src/theme/CodeBlock/highlighted.tsx` registers them instead.
 * - `@code-on-demand/CodeBlock` and `@code-on-demand/LiveCodeBlock`, which the theme wrappers export, are the
 *   highlighted code block and the live editor. The server bundle gets them as plain imports, so every page's HTML
 *   holds its code, highlighted; the client bundle gets components that load their code when a page first renders
 *   one (`client/onDemand.tsx`).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The client module as the theme names it in `getClientModules`: an absolute path without extension. */
export function themePrismClientModule(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages');
}

export default function codeOnDemandPlugin(): Plugin {
  return {
    name: 'code-on-demand',
    configureWebpack(_config, isServer) {
      const bundle = isServer ? 'server' : 'client';
      return {
        resolve: {
          alias: {
            [`${themePrismClientModule()}$`]: false,
            '@code-on-demand/CodeBlock$': path.resolve(__dirname, bundle, 'CodeBlock.tsx'),
            '@code-on-demand/LiveCodeBlock$': path.resolve(__dirname, bundle, 'LiveCodeBlock.tsx'),
          },
        },
      };
    },
  };
}
