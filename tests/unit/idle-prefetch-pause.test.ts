import {describe, expect, it, vi} from 'vitest';
import type {IdleWork} from '@site/src/plugins/idle-prefetch/client';
import {QUIET_MS, readerPause, whenReaderPausedAndIdle} from '@site/src/plugins/idle-prefetch/readerPause';

describe('reader pause', () => {
  it('counts the time left until the reader has been still for QUIET_MS after a scroll, a move or a key', () => {
    let clock = 1000;
    const target = new EventTarget();
    const msUntilPause = readerPause(target as unknown as Window, () => clock);
    expect(msUntilPause()).toBe(0);
    for (const type of ['scroll', 'pointermove', 'keydown']) {
      target.dispatchEvent(new Event(type));
      clock += 100;
      expect(msUntilPause()).toBe(QUIET_MS - 100);
    }
    clock += QUIET_MS;
    expect(msUntilPause()).toBe(0);
  });
});

describe('prefetch scheduled once the reader pauses', () => {
  function harness(pauses: number[]) {
    const idle: IdleWork[] = [];
    const later: {run: () => void; ms: number}[] = [];
    const schedule = whenReaderPausedAndIdle(
      () => pauses.shift() ?? 0,
      (work) => idle.push(work),
      (run, ms) => later.push({run, ms}),
    );
    return {schedule, idle, later};
  }

  it('runs at once in the next idle period when the reader is still', () => {
    const {schedule, idle, later} = harness([0, 0]);
    const work = vi.fn();
    schedule(work);
    expect(later).toHaveLength(0);
    idle.shift()!();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits out the pause before asking for an idle period', () => {
    const {schedule, idle, later} = harness([300, 0, 0]);
    const work = vi.fn();
    schedule(work);
    expect(later.map(({ms}) => ms)).toEqual([300]);
    expect(idle).toHaveLength(0);
    later.shift()!.run();
    idle.shift()!();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits again when the reader became active before the idle period came', () => {
    const {schedule, idle, later} = harness([0, 450, 450, 0, 0]);
    const work = vi.fn();
    schedule(work);
    idle.shift()!();
    expect(work).not.toHaveBeenCalled();
    expect(later.map(({ms}) => ms)).toEqual([450]);
    later.shift()!.run();
    idle.shift()!();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
