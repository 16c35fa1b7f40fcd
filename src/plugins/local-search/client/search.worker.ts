/**
 * The search worker: holds the local index and answers the page's search requests, so that ranking a query that
 * matches most of the site never blocks typing or painting. Runs the same engine and client code as the page would.
 */
import * as engineModule from './engine';
import {indexOpener} from './openIndex';
import {answer} from './searchClient';
import type {WorkerAnswer, WorkerMessage} from './workerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null;
  postMessage: (message: WorkerAnswer) => void;
}

const scope = self as unknown as WorkerScope;
let openIndex: ReturnType<typeof indexOpener> | undefined;

let preparing: Promise<void> | undefined;
/** The latest question the reader has typed past: only ever the one being answered, so a later one never matches. */
let typedPastId: number | undefined;

scope.onmessage = async ({data}) => {
  if ('superseded' in data) {
    typedPastId = data.superseded;
    return;
  }
  const {id, origin, requests, options} = data;
  openIndex ??= indexOpener(origin, async () => engineModule);
  // Before fetching text, a newer question's notice, posted while this one was ranked, is let in.
  const typedPast = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(typedPastId === id)));
  try {
    const engine = await openIndex();
    preparing ??= engine.prepare();
    const results = await Promise.all(requests.map((request) => answer(engine, request, options, typedPast)));
    scope.postMessage({id, results});
  } catch (error) {
    scope.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
};
