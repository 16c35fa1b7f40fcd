// @vitest-environment node
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

/** The pinned sample packages (`npm ci --prefix samples`); CI installs them, a local run without them skips. */
const installed = existsSync('samples/node_modules/viem');

describe.skipIf(!installed && !process.env.CI)('npm run test:samples', {timeout: 180_000}, () => {
  const run = spawnSync('node', ['scripts/samples/index.mjs', 'tests/fixtures/samples/broken.md'], {encoding: 'utf8'});

  it('fails, naming the file, the line and the compiler’s message for a broken TypeScript import', () => {
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /tests\/fixtures\/samples\/broken\.md:10 {2}TS2307: Cannot find module 'viem\/chains-that-do-not-exist'/,
    );
  });

  it('fails on a Solidity type error, at its line', () => {
    expect(run.stdout).toMatch(
      /broken\.md:23 {2}solc [\d.]+: TypeError: Type literal_string "one" is not implicitly convertible/,
    );
  });

  it('fails on a celocli flag the CLI reference does not have', () => {
    expect(run.stdout).toMatch(/broken\.md:29 {2}celocli account:balance has no flag --erc20Adress/);
  });

  it('wants a reason for an exemption, and passes a correct block', () => {
    expect(run.stdout).toMatch(/broken\.md:32 {2}check="no" needs a reason/);
    expect(run.stdout).not.toMatch(/broken\.md:3[6-9] /);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('samples: 4 checked, 0 exempt, 4 failed');
  });
});

describe('the hardhat line check', () => {
  const hardhat = {
    tasks: () => new Set(['run', 'verify', 'verify etherscan', 'ignition deploy']),
    options: (task: string) =>
      new Set(task === 'run' ? ['no-compile', 'network', 'help'] : ['network', 'force', 'help']),
  };

  it('finds the task past global options and their values, two-word subtasks first', async () => {
    const {hardhatProblems} = await import('../../scripts/samples/shell.mjs');
    expect(hardhatProblems(['--network', 'celo', 'verify', 'etherscan', '0x1', '--force'], hardhat)).toEqual([]);
    expect(hardhatProblems(['run', 'scripts/deploy.ts', '--network', 'celoSepolia'], hardhat)).toEqual([]);
  });

  it('names an unknown task and an option the task does not take', async () => {
    const {hardhatProblems} = await import('../../scripts/samples/shell.mjs');
    expect(hardhatProblems(['deploy'], hardhat)).toEqual(['hardhat has no task "deploy" (npx hardhat --help)']);
    expect(hardhatProblems(['run', 'x.ts', '--bogus'], hardhat)).toEqual([
      'hardhat run has no option --bogus (npx hardhat run --help)',
    ]);
  });
});
