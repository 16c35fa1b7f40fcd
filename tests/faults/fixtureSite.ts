/**
 * Copies tests/faults/fixture into a fresh temporary folder and builds it with the real scripts/build.mjs.
 * The copy keeps its place in the tree (<tmp>/tests/faults/fixture) next to a link to the repository's `src`,
 * so the fixture's relative imports of the real strictness settings and showcase rules resolve from the copy.
 */
import {spawn} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const fixture = path.join(repo, 'tests/faults/fixture');

export interface FixtureSite {
  /** The copied site: where Docusaurus runs. */
  siteDir: string;
  /** Where the build writes its pages. */
  outDir: string;
  remove(): void;
}

export function copyFixture(): FixtureSite {
  const root = mkdtempSync(path.join(os.tmpdir(), 'faults-'));
  const siteDir = path.join(root, 'tests/faults/fixture');
  cpSync(fixture, siteDir, {recursive: true});
  symlinkSync(path.join(repo, 'src'), path.join(root, 'src'));
  symlinkSync(path.join(repo, 'node_modules'), path.join(siteDir, 'node_modules'));
  return {siteDir, outDir: path.join(root, 'build'), remove: () => rmSync(root, {recursive: true, force: true})};
}

/** Replaces `from` with `to` in one file of the copy; `from` must occur exactly once, so a fault cannot miss. */
export function injectFault(site: FixtureSite, file: string, from: string, to: string): void {
  const target = path.join(site.siteDir, file);
  const source = readFileSync(target, 'utf8');
  const count = source.split(from).length - 1;
  if (count !== 1) {
    throw new Error(
      `tests/faults/fixture/${file}: expected "${from}" once to inject the fault, found it ${count} times`,
    );
  }
  writeFileSync(target, source.replace(from, to));
}

export interface BuildResult {
  status: number | null;
  /** stdout and stderr, interleaved as printed. */
  output: string;
}

/** `npm run build` of the copy, through the real scripts/build.mjs, without a persistent bundler cache. */
export function buildSite(site: FixtureSite): Promise<BuildResult> {
  const env: NodeJS.ProcessEnv = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};
  delete env.NODE_ENV;
  const child = spawn('node', [path.join(repo, 'scripts/build.mjs'), '--out-dir', site.outDir], {
    cwd: site.siteDir,
    env,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}
