/**
 * Records the scheduler priority of every React commit, which React's development build reports to a devtools hook.
 * React DOM reads the hook once, when it loads, so this setup file runs before anything imports it.
 */
type CommitHook = {commitPriorities: number[]};

const hookKey = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

if (!Reflect.has(globalThis, hookKey)) {
  const commitPriorities: number[] = [];
  Reflect.set(globalThis, hookKey, {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    commitPriorities,
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, _root: unknown, priority: number) => commitPriorities.push(priority),
  });
}

/** The priorities of the commits since the last call, oldest first. */
export function takeCommitPriorities(): number[] {
  const {commitPriorities} = Reflect.get(globalThis, hookKey) as CommitHook;
  return commitPriorities.splice(0);
}
