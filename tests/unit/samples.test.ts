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
    expect(run.stdout.trim().split('\n').at(-1)).toBe(
      'samples: 4 checked (0 run, 0 exempt from running), 0 exempt, 4 failed',
    );
  });
});

describe.skipIf(!installed && !process.env.CI)(
  'npm run test:samples runs the runnable samples',
  {timeout: 300_000},
  () => {
    const run = spawnSync('node', ['scripts/samples/index.mjs', 'tests/fixtures/samples/run.md'], {encoding: 'utf8'});

    it('fails a run whose output is not what the block expects, naming the file, the line and what it printed', () => {
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(
        /run\.md:22 {2}run printed "Chain id: 11142220", expected \/\^Chain id: 42220\$\/ {2}\[celo-sepolia\]/,
      );
    });

    it('fails a run that calls a contract that is not there, with the error it exits with', () => {
      expect(run.stdout).toMatch(
        /run\.md:30 {2}run exited 1: ContractFunctionExecutionError: The contract function "symbol" returned no data/,
      );
    });

    it('passes a runnable sample that reads a stand-in token, and counts the runs and the exemption', () => {
      expect(run.stdout).not.toMatch(/run\.md:8 /);
      expect(run.stdout).not.toMatch(/run\.md:52 /);
      expect(run.stdout).toMatch(/run\.md:44 {2}reads chain state, deploys or sends: mark it `run expect=/);
      expect(run.stdout.trim().split('\n').at(-1)).toMatch(
        /^samples: 5 checked \(3 run, 1 exempt from running\), 0 exempt, 3 failed$/,
      );
    });
  },
);

describe('what counts as a sample that talks to a chain', () => {
  const block = (code: string, lang = 'ts', meta: Record<string, unknown> = {}) => ({lang, code, meta});

  it('finds reads, writes and deploys in viem, ethers and web3.js, and leaves browser samples to the type check', async () => {
    const {isBrowserSample, talksToChain} = await import('../../scripts/samples/run.mjs');
    expect(talksToChain(block('await client.getBalance({ address })'))).toBe(true);
    expect(talksToChain(block('const c = await factory.deploy()'))).toBe(true);
    expect(talksToChain(block('await web3.eth.getBlockNumber()'))).toBe(true);
    expect(talksToChain(block("const amount = parseEther('1')"))).toBe(false);
    expect(isBrowserSample(block('export function App() {}', 'tsx'))).toBe(true);
    expect(isBrowserSample(block("import { useAccount } from 'wagmi'"))).toBe(true);
    expect(isBrowserSample(block('await client.getBalance({ address })'))).toBe(false);
  });

  it('reads the run marks of a block', async () => {
    const {runMark} = await import('../../scripts/samples/run.mjs');
    expect(runMark(block('', 'ts', {run: true}))).toEqual({run: true});
    expect(runMark(block('', 'ts', {run: 'no: needs a Ledger'}))).toEqual({exempt: 'needs a Ledger'});
    expect(runMark(block('', 'ts', {run: 'no'}))).toEqual({exempt: ''});
    expect(runMark(block('', 'ts'))).toBeNull();
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
