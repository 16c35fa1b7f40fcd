import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {
  askForEachChunkOnce,
  deferPrefetchToIdle,
  idlePrefetch,
  idlePrefetchUrl,
  type ChunkAssetRuntime,
  type DocusaurusGlobal,
} from '@site/src/plugins/idle-prefetch/client';

const core = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
const coreSource = (file: string) => readFileSync(path.join(core, 'lib', file), 'utf8');

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

  it('ends a batch once it has run 10 ms, even in a long idle period, so that no batch is a long task', () => {
    let clock = 0;
    const prefetch = vi.fn(() => {
      clock += 4;
    });
    const idle = manualIdle();
    const deferred = idlePrefetch(prefetch, idle.schedule, () => clock);
    for (const path of ['/a', '/b', '/c', '/d', '/e']) deferred(path);
    idle.runIdlePeriod([49, 45, 41, 37]);
    expect(prefetch.mock.calls).toEqual([['/a'], ['/b'], ['/c']]);
    expect(idle.pending).toHaveLength(1);
  });

  it("appends each chunk's prefetch link in idle time, a unit of work each", () => {
    const idle = manualIdle();
    const prefetchUrl = vi.fn((_url: string) => Promise.resolve());
    const queued = idlePrefetchUrl(prefetchUrl, idle.schedule);
    for (const url of ['/assets/js/a1.js', '/assets/js/c3.js', '/assets/js/b2.js']) expect(queued(url)).toBe(true);
    expect(prefetchUrl).not.toHaveBeenCalled();
    idle.runIdlePeriod([2]);
    expect(prefetchUrl.mock.calls).toEqual([['/assets/js/a1.js']]);
    idle.runIdlePeriod([20, 20]);
    expect(prefetchUrl.mock.calls.map(([url]) => url)).toEqual([
      '/assets/js/a1.js',
      '/assets/js/c3.js',
      '/assets/js/b2.js',
    ]);
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
  it("defers the prefetch of the object that replaces Docusaurus', keeping the replacement's preload", () => {
    const target: {docusaurus?: DocusaurusGlobal} = {};
    const idle = manualIdle();
    const replacement = {prefetch: vi.fn(), preload: vi.fn()};
    deferPrefetchToIdle(target, idle.schedule, () => replacement);
    target.docusaurus = Object.freeze({prefetch: vi.fn(), preload: vi.fn()});
    target.docusaurus!.preload('/validator');
    expect(replacement.preload).toHaveBeenCalledWith('/validator');
    target.docusaurus!.prefetch('/validator');
    expect(replacement.prefetch).not.toHaveBeenCalled();
    idle.runIdlePeriod([]);
    expect(replacement.prefetch).toHaveBeenCalledWith('/validator');
  });
});

describe('each chunk asked for once', () => {
  const runtimeWith = () => {
    const gca = vi.fn((chunkName: string) => `/assets/js/${chunkName}.js`);
    const runtime: ChunkAssetRuntime = {gca};
    return {gca, runtime};
  };

  it('gives a chunk its URL the first time only, and none for a script the page already fetched', () => {
    const {gca, runtime} = runtimeWith();
    askForEachChunkOnce(runtime, (url) => url === '/assets/js/loaded.js');
    expect(runtime.gca!('docs-layout')).toBe('/assets/js/docs-layout.js');
    expect(runtime.gca!('docs-layout')).toBeUndefined();
    expect(runtime.gca!('loaded')).toBeUndefined();
    expect(runtime.gca!('content')).toBe('/assets/js/content.js');
    expect(gca.mock.calls).toEqual([['docs-layout'], ['loaded'], ['content']]);
  });

  it('leaves a runtime without gca as it is', () => {
    const runtime: ChunkAssetRuntime = {};
    askForEachChunkOnce(runtime, () => false);
    expect(runtime).toEqual({});
  });
});

describe('Docusaurus internals the idle prefetch relies on', () => {
  it('defines gca in the bundler runtime, and its prefetch asks gca for each chunk and skips one without a URL', () => {
    expect(coreSource('webpack/plugins/ChunkAssetPlugin.js')).toContain(
      "DocusaurusGetChunkAssetFn = '__webpack_require__.gca'",
    );
    const docusaurus = coreSource('client/docusaurus.js');
    expect(docusaurus).toMatch(
      /const chunkAsset = __webpack_require__\.gca\(chunkName\);\s*[\s\S]{0,400}if \(chunkAsset && /,
    );
    expect(docusaurus.match(/__webpack_require__\.gca\(/g)).toHaveLength(1);
  });

  it('runs client modules before it sets window.docusaurus, and prefetches through window.docusaurus', () => {
    expect(coreSource('client/App.js')).toContain("import '@generated/client-modules';");
    const entry = coreSource('client/clientEntry.js');
    expect(entry).toContain("import App from './App';");
    expect(entry).toContain('window.docusaurus = docusaurus;');
    expect(coreSource('client/exports/Link.js')).toContain('window.docusaurus.prefetch(targetLink)');
  });
});
