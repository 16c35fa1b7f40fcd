/**
 * Docusaurus prefetches the chunks of every internal link that scrolls into view, and just after hydration that is
 * every link of the first screen in one task: matching each link against the route table takes a phone-class CPU
 * 100 ms and more, time in which the page cannot answer a tap. This module, loaded before the app sets
 * `window.docusaurus`, wraps what it sets so that those prefetches run in idle time, a few per idle period. Preloading
 * on hover or touch, which a click is about to need, stays immediate.
 */

/** What Docusaurus puts on `window.docusaurus` (see @docusaurus/core's client/docusaurus.js). */
export interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

type IdleWork = (deadline?: IdleDeadline) => void;

/** Time an idle period must still have left to take one more prefetch. */
const MS_PER_PREFETCH = 8;
/** The longest a queued prefetch waits for an idle period. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(work: IdleWork): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, {timeout: IDLE_TIMEOUT_MS});
  else window.setTimeout(work, 1);
}

/** `prefetch`, queued: each idle period runs at least one queued call, and more while it has time left. */
export function idlePrefetch(prefetch: DocusaurusGlobal['prefetch'], schedule = whenIdle): (routePath: string) => true {
  const queue: string[] = [];
  const drain: IdleWork = (deadline) => {
    do prefetch(queue.shift()!);
    while (queue.length > 0 && deadline !== undefined && deadline.timeRemaining() > MS_PER_PREFETCH);
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

/** Makes every object assigned to `target.docusaurus` prefetch in idle time. */
export function deferPrefetchToIdle(target: {docusaurus?: DocusaurusGlobal}, schedule = whenIdle): void {
  let current: DocusaurusGlobal | undefined;
  const wrap = (value: DocusaurusGlobal | undefined) =>
    value && Object.freeze({...value, prefetch: idlePrefetch(value.prefetch.bind(value), schedule)});
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

if (typeof window !== 'undefined') deferPrefetchToIdle(window as {docusaurus?: DocusaurusGlobal});
