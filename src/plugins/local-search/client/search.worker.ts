/**
 * The search worker: holds the local index and answers the page's search requests, so that ranking a query that
 * matches most of the site never blocks typing or painting. Runs the same engine and client code as the page would.
 */
import * as engineModule from './engine';
import {indexOpener} from './openIndex';
import {answer} from './searchClient';
import type {WorkerAnswer, WorkerQuestion} from './workerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerQuestion>) => void) | null;
  postMessage: (message: WorkerAnswer) => void;
}

const scope = self as unknown as WorkerScope;
let openIndex: ReturnType<typeof indexOpener> | undefined;

let preparing: Promise<void> | undefined;

scope.onmessage = async ({data: {id, origin, requests, options}}) => {
  openIndex ??= indexOpener(origin, async () => engineModule);
  try {
    const engine = await openIndex();
    preparing ??= engine.prepare();
    scope.postMessage({id, results: await Promise.all(requests.map((request) => answer(engine, request, options)))});
  } catch (error) {
    scope.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
};
