/** Runs a command, measuring its wall time and the peak memory of its largest process with GNU time. */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const GNU_TIME = '/usr/bin/time';

/**
 * @param {string} command shell command
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv}} options
 * @returns {{seconds: number, peakMemoryMiB: number}}
 */
export function measure(command, {cwd = process.cwd(), env = process.env} = {}) {
  if (!existsSync(GNU_TIME)) throw new Error(`bench: ${GNU_TIME} is missing; install it with apt-get install time`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const report = path.join(dir, 'time.txt');
  const result = spawnSync(GNU_TIME, ['-f', '%e %M', '-o', report, 'bash', '-c', command], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`bench: \`${command}\` failed in ${cwd}:\n${result.stderr.toString().slice(-2000)}`);
  }
  const [seconds, kib] = readFileSync(report, 'utf8').trim().split(/\s+/).map(Number);
  rmSync(dir, {recursive: true, force: true});
  return {seconds, peakMemoryMiB: Math.round(kib / 1024)};
}
