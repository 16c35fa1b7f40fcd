/**
 * The client module: loaded before the app sets `window.docusaurus`, it makes Docusaurus prefetch in idle time once
 * the reader pauses, with an indexed lookup of each route's chunks (./client.ts, ./readerPause.ts, ./routeChunks.ts),
 * ask the bundler for each chunk once, and append each chunk's prefetch link in idle time too.
 */
import prefetchUrl from '@docusaurus/core/lib/client/prefetch';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {
  askForEachChunkOnce,
  deferPrefetchToIdle,
  idlePrefetchUrl,
  whenIdle,
  type ChunkAssetRuntime,
  type DocusaurusGlobal,
} from './client';
import {readerPause, whenReaderPausedAndIdle} from './readerPause';
import {withIndexedPrefetch} from './routeChunks';

declare const __webpack_require__: ChunkAssetRuntime | undefined;

/** Docusaurus' test for a connection on which it prefetches nothing (see @docusaurus/core's client/docusaurus.js). */
const slowConnection = () => {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

if (typeof window !== 'undefined' && typeof __webpack_require__ !== 'undefined') {
  const runtime = __webpack_require__;
  askForEachChunkOnce(runtime);
  const schedule = whenReaderPausedAndIdle(readerPause(window), whenIdle);
  deferPrefetchToIdle(window as {docusaurus?: DocusaurusGlobal}, schedule, (core) =>
    withIndexedPrefetch(
      core,
      {routes, routesChunkNames},
      {
        chunkUrl: (chunkName) => runtime.gca?.(chunkName),
        prefetchUrl: idlePrefetchUrl(prefetchUrl, schedule),
        slowConnection,
      },
    ),
  );
}
