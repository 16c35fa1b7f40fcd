/** Install time on a clean clone, then cold and warm production builds of the site. */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {measure} from './run.mjs';

/** Clones the committed tree to a temporary folder, so nothing cached here helps the measurement. */
export function cleanClone(root) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-clone-'));
  execFileSync('git', ['clone', '--quiet', '--no-local', root, dir]);
  return dir;
}

const clearCaches = 'rm -rf build .docusaurus node_modules/.cache';

/** Production build of the site in `dir` with no cache and no earlier output. */
export function measureColdBuild(dir, env = process.env) {
  measure(clearCaches, {cwd: dir});
  return measure('npx docusaurus build', {cwd: dir, env});
}

/** Cold build (no caches) and warm build (caches of the cold one) of the site in `dir`. */
export function measureBuilds(dir, env = process.env) {
  const cold = measureColdBuild(dir, env);
  const warm = measure('npx docusaurus build', {cwd: dir, env});
  return {cold, warm};
}

export function measureInstall(dir) {
  return measure('npm ci --no-audit --no-fund', {
    cwd: dir,
    env: {...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'},
  });
}

export function removeClone(dir) {
  rmSync(dir, {recursive: true, force: true});
}
