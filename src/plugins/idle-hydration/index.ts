/**
 * Idle hydration: the page hydrates at React's idle priority in short slices (./browserContext.tsx). Docusaurus' App
 * imports its browser context from core's `lib/client/browserContext`; this points that module at the site's version.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const coreBrowserContext = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib/client/browserContext',
);

export default function idleHydrationPlugin(): Plugin {
  return {
    name: 'idle-hydration',
    configureWebpack() {
      return {resolve: {alias: {[coreBrowserContext]: path.join(__dirname, 'browserContext.tsx')}}};
    },
  };
}
