#!/usr/bin/env node
// Runs the tests that pin the Docusaurus internals the site relies on against the newest @docusaurus release or
// canary the registry has, in a scratch copy of the repository, so an upgrade's breakage shows before the upgrade.
// Usage: node scripts/docusaurus-next.mjs [version]   (default: the newest version all of the site's @docusaurus packages have, canaries included)
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** The unit tests of the plugins and swizzles that rely on internals (see ARCHITECTURE.md's plugin table). */
export const CONTRACT_TESTS = [
  'tests/unit/idle-hydration.test.tsx',
  'tests/unit/lazy-route-components.test.tsx',
  'tests/unit/lean-docs-metadata.test.ts',
  'tests/unit/route-chunk-scripts.test.ts',
  'tests/unit/idle-prefetch-routes.test.ts',
  'tests/unit/idle-prefetch.test.ts',
  'tests/unit/faster-switch.test.ts',
  'tests/unit/hydrate-apart.test.tsx',
];

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const packages = Object.keys({...manifest.dependencies, ...manifest.devDependencies}).filter((name) =>
  name.startsWith('@docusaurus/'),
);

const published = (name) => JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], {encoding: 'utf8'}));

/** The newest version that every @docusaurus package the site uses is published in (a canary may lack some). */
function newestCommonVersion() {
  const [first, ...rest] = packages.map(published);
  return first.filter((candidate) => rest.every((versions) => versions.includes(candidate))).at(-1);
}

const version = process.argv[2] ?? newestCommonVersion();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `docusaurus-${version}-`));
console.log(`Docusaurus ${version}: copying the repository to ${scratch}`);
execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', scratch, 'HEAD'], {stdio: 'inherit'});
try {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: scratch, stdio: 'inherit'});
  const specs = packages.map((name) => `${name}@${version}`);
  const install = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--save-exact', '--legacy-peer-deps', ...specs],
    {
      cwd: scratch,
      stdio: 'inherit',
    },
  );
  if (install.status !== 0) throw new Error(`npm could not install ${specs.join(' ')}`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', ...CONTRACT_TESTS.filter((file) => fs.existsSync(path.join(root, file)))],
    {
      cwd: scratch,
      stdio: 'inherit',
    },
  );
  console.log(`docusaurus-next: the contract tests ${run.status === 0 ? 'pass' : 'FAIL'} on @docusaurus/* ${version}`);
  process.exitCode = run.status ?? 1;
} finally {
  execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', scratch]);
}
