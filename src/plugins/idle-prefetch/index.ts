/** Idle prefetch: the chunks of links that scroll into view are prefetched in idle time (see ./install.ts). */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'install.ts')];
    },
  };
}
