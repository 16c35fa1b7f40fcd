/**
 * Prefetching waits for the reader to pause. A tap usually follows a scroll or a move of the pointer, and the links
 * a scroll brings into view queue their prefetches just then: drained in idle time, one batch at a time, they were
 * running when the tap came, and it waited for the batch (on /developer/viem, copying a code block right after
 * reaching it took 40-90 ms at 4× slowdown against stock's under 16). Prefetching is a guess about the next page; the
 * reader's tap is certain, so the guess waits until the reader has been still for a moment.
 */
import type {IdleWork} from './client';

/** How long after the reader's last scroll, pointer move, touch, wheel or key press prefetching waits. */
export const QUIET_MS = 500;

/** The events that show a reader at work on the page. */
const ACTIVITY = ['scroll', 'pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

/** Milliseconds until the reader has been still for `QUIET_MS`, 0 when they have been, from listening on `target`. */
export function readerPause(target: Pick<Window, 'addEventListener'>, now = () => performance.now()): () => number {
  let lastActive = -Infinity;
  const active = () => {
    lastActive = now();
  };
  for (const type of ACTIVITY) target.addEventListener(type, active, {capture: true, passive: true});
  return () => Math.max(0, lastActive + QUIET_MS - now());
}

/**
 * A scheduler that runs `work` in an idle period once the reader has paused: work whose idle period comes while the
 * reader is active waits again.
 */
export function whenReaderPausedAndIdle(
  msUntilPause: () => number,
  idle: (work: IdleWork) => void,
  later: (run: () => void, ms: number) => void = (run, ms) => window.setTimeout(run, ms),
): (work: IdleWork) => void {
  const schedule = (work: IdleWork) => {
    const wait = msUntilPause();
    if (wait > 0) later(() => schedule(work), wait);
    else idle((deadline) => (msUntilPause() > 0 ? schedule(work) : work(deadline)));
  };
  return schedule;
}
