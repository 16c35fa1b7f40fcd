/** Runs commands for the benchmark: `run` fails loudly, `measure` adds wall time and peak memory from GNU time. */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const GNU_TIME = '/usr/bin/time';

/**
 * Runs `file` with `args` and throws, with the end of its error output, when it fails.
 * @param {string} file
 * @param {string[]} args
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv}} options
 */
export function run(file, args, {cwd = process.cwd(), env = process.env} = {}) {
  const result = spawnSync(file, args, {cwd, env, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024});
  if (result.status !== 0) {
    const command = [file, ...args].join(' ');
    throw new Error(`bench: \`${command}\` failed in ${cwd}:\n${String(result.stderr ?? result.error).slice(-2000)}`);
  }
}

/**
 * Runs a shell command, measuring its wall time and the peak memory of its largest process.
 * @param {string} command shell command
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv}} options
 * @returns {{seconds: number, peakMemoryMiB: number}}
 */
export function measure(command, options = {}) {
  if (!existsSync(GNU_TIME)) throw new Error(`bench: ${GNU_TIME} is missing; install it with apt-get install time`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const report = path.join(dir, 'time.txt');
  try {
    run(GNU_TIME, ['-f', '%e %M', '-o', report, 'bash', '-c', command], options);
    const [seconds, kib] = readFileSync(report, 'utf8').trim().split(/\s+/).map(Number);
    return {seconds, peakMemoryMiB: Math.round(kib / 1024)};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
