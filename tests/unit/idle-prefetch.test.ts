import {describe, expect, it, vi} from 'vitest';
import {deferPrefetchToIdle, idlePrefetch, type DocusaurusGlobal} from '@site/src/plugins/idle-prefetch/client';

/** A scheduler the test runs by hand, with idle periods of a chosen length. */
function manualIdle() {
  const pending: ((deadline?: IdleDeadline) => void)[] = [];
  const schedule = (work: (deadline?: IdleDeadline) => void) => {
    pending.push(work);
  };
  const runIdlePeriod = (msLeft: number[]) => {
    const deadline = {didTimeout: false, timeRemaining: () => msLeft.shift() ?? 0};
    pending.shift()?.(deadline);
  };
  return {schedule, pending, runIdlePeriod};
}

describe('idle prefetch', () => {
  it('prefetches nothing in the task that asks, and each path once, in idle time', () => {
    const prefetch = vi.fn();
    const idle = manualIdle();
    const deferred = idlePrefetch(prefetch, idle.schedule);
    for (const path of ['/general', '/build', '/general', '/cel2']) deferred(path);
    expect(prefetch).not.toHaveBeenCalled();
    expect(idle.pending).toHaveLength(1);
    idle.runIdlePeriod([20, 20]);
    expect(prefetch.mock.calls).toEqual([['/general'], ['/build'], ['/cel2']]);
    expect(idle.pending).toHaveLength(0);
  });

  it('runs one prefetch in a short idle period and leaves the rest to the next', () => {
    const prefetch = vi.fn();
    const idle = manualIdle();
    const deferred = idlePrefetch(prefetch, idle.schedule);
    deferred('/developer');
    deferred('/validator');
    idle.runIdlePeriod([2]);
    expect(prefetch.mock.calls).toEqual([['/developer']]);
    idle.runIdlePeriod([2]);
    expect(prefetch.mock.calls).toEqual([['/developer'], ['/validator']]);
  });

  it('wraps the object Docusaurus assigns to window.docusaurus, keeping preload immediate', () => {
    const target: {docusaurus?: DocusaurusGlobal} = {};
    const idle = manualIdle();
    deferPrefetchToIdle(target, idle.schedule);
    const core = {prefetch: vi.fn(), preload: vi.fn()};
    target.docusaurus = Object.freeze(core);
    target.docusaurus!.preload('/holder');
    expect(core.preload).toHaveBeenCalledWith('/holder');
    target.docusaurus!.prefetch('/holder');
    expect(core.prefetch).not.toHaveBeenCalled();
    idle.runIdlePeriod([]);
    expect(core.prefetch).toHaveBeenCalledWith('/holder');
    expect(Object.isFrozen(target.docusaurus)).toBe(true);
  });
});
