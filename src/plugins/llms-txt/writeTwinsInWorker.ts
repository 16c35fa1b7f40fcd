/**
 * Runs `writeTwins` in a worker thread. The twins are the costliest part of the build's postBuild, which otherwise
 * runs every plugin on the main thread with the machine's other cores idle; in a worker they run beside the search
 * index and the stylesheet checks.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {TwinSource} from './writeTwins';

export function writeTwinsInWorker(
  outDir: string,
  docs: readonly TwinSource[],
  siteUrl: string,
): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'twinWorker.mjs'), {
      workerData: {outDir, docs: docs.map(({permalink, source}) => ({permalink, source})), siteUrl},
    });
    worker.once('message', (entries: [string, string][]) => resolve(new Map(entries)));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`llms-txt: the twin worker stopped with exit code ${code}`));
    });
  });
}
