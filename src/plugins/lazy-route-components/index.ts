/**
 * Lazy route components: the route table's components are created when a page first needs them, not all at once
 * while main.js evaluates (./ComponentCreator.tsx). Generated `routes.js` imports `@docusaurus/ComponentCreator`;
 * this points that alias at the lazy version.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyRouteComponentsPlugin(): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack() {
      return {resolve: {alias: {'@docusaurus/ComponentCreator': path.join(__dirname, 'ComponentCreator.tsx')}}};
    },
  };
}
