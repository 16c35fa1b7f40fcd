/** Storage fallback: keeps the site working when the browser refuses local storage (see ./client.ts). */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function storageFallbackPlugin(): Plugin {
  return {
    name: 'storage-fallback',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
