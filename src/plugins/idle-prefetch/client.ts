/**
 * Docusaurus prefetches the chunks of every internal link that scrolls into view, and just after hydration that is
 * every link of the first screen in one task: matching each link against the route table takes a phone-class CPU
 * 100 ms and more, time in which the page cannot answer a tap. The functions here wrap what the app sets on
 * `window.docusaurus` (./install.ts) so that those prefetches run in idle time, a few per short batch. Preloading
 * on hover or touch, which a click is about to need, stays immediate.
 *
 * It also asks for each chunk once. Docusaurus dedupes prefetches by route only, and the routes of a page's links
 * share most of their chunks (the docs layout, the version's sidebars), so a doc page appended some 360
 * `<link rel="prefetch">` for 18 distinct scripts, most of which the page had already loaded.
 */

/** What Docusaurus puts on `window.docusaurus` (see @docusaurus/core's client/docusaurus.js). */
export interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

/**
 * The bundler runtime's `__webpack_require__.gca` (Docusaurus' ChunkAssetPlugin): a chunk's name to its script's URL.
 * Docusaurus' prefetch calls it for each chunk of a route and skips a chunk it gives no URL for.
 */
export interface ChunkAssetRuntime {
  gca?: (chunkName: string) => string | undefined;
}

export type IdleWork = (deadline?: IdleDeadline) => void;

/** Time an idle period must still have left to take one more prefetch. */
const MS_PER_PREFETCH = 8;
/**
 * The most time one batch of prefetches takes before it yields, measured, so that it stays a short task also on a
 * CPU four times slower (Lighthouse's phone scales each task of its trace by 4; a task over 50 ms blocks).
 */
const MS_PER_BATCH = 10;
/** The longest a queued prefetch waits for an idle period. */
const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(work: IdleWork): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, {timeout: IDLE_TIMEOUT_MS});
  else window.setTimeout(work, 1);
}

/**
 * `prefetch`, queued: each idle period runs at least one queued call, and more while it has time left and the batch
 * is short.
 */
export function idlePrefetch(
  prefetch: DocusaurusGlobal['prefetch'],
  schedule = whenIdle,
  now = () => performance.now(),
): (routePath: string) => true {
  const queue: string[] = [];
  const drain: IdleWork = (deadline) => {
    const started = now();
    do prefetch(queue.shift()!);
    while (
      queue.length > 0 &&
      deadline !== undefined &&
      deadline.timeRemaining() > MS_PER_PREFETCH &&
      now() - started < MS_PER_BATCH
    );
    if (queue.length > 0) schedule(drain);
  };
  return (routePath) => {
    if (!queue.includes(routePath)) {
      queue.push(routePath);
      if (queue.length === 1) schedule(drain);
    }
    return true;
  };
}

/**
 * Docusaurus' helper that appends a `<link rel="prefetch">` for `url`, queued as `idlePrefetch` queues routes: the
 * browser's handling of each appended link is most of what a route's prefetch costs, so each link is a unit of idle
 * work of its own, and a route whose chunks are many spreads over several short batches. A prefetch that fails is
 * dropped: the chunk is fetched when the reader opens the page.
 */
export function idlePrefetchUrl(
  prefetchUrl: (url: string) => Promise<void>,
  schedule = whenIdle,
  now = () => performance.now(),
): (url: string) => true {
  return idlePrefetch((url) => prefetchUrl(url).catch(() => undefined), schedule, now);
}

/**
 * Makes every object assigned to `target.docusaurus` prefetch in idle time, with the prefetch `replace` gives for it
 * (by default its own).
 */
export function deferPrefetchToIdle(
  target: {docusaurus?: DocusaurusGlobal},
  schedule = whenIdle,
  replace: (core: DocusaurusGlobal) => DocusaurusGlobal = (core) => core,
): void {
  let current: DocusaurusGlobal | undefined;
  const wrap = (value: DocusaurusGlobal | undefined) => {
    if (!value) return value;
    const replaced = replace(value);
    return Object.freeze({...replaced, prefetch: idlePrefetch(replaced.prefetch.bind(replaced), schedule)});
  };
  const assigned = target.docusaurus;
  Object.defineProperty(target, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal | undefined) => {
      current = wrap(value);
    },
  });
  current = wrap(assigned);
}

/** Whether the page has already fetched `url`, by the Resource Timing entries. */
function pageFetched(url: string): boolean {
  return performance.getEntriesByName(new URL(url, window.location.href).href, 'resource').length > 0;
}

/**
 * Makes `runtime.gca` give each chunk's URL once, and none for a script the page has already fetched: Docusaurus'
 * prefetch then appends one `<link rel="prefetch">` per chunk the page still lacks.
 */
export function askForEachChunkOnce(runtime: ChunkAssetRuntime, fetched = pageFetched): void {
  const chunkAsset = runtime.gca;
  if (typeof chunkAsset !== 'function') return;
  const asked = new Set<string>();
  runtime.gca = (chunkName) => {
    if (asked.has(chunkName)) return undefined;
    asked.add(chunkName);
    const url = chunkAsset(chunkName);
    return url && fetched(url) ? undefined : url;
  };
}
