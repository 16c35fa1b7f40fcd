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
/** The question being answered, if the reader has typed past it: one question is answered at a time. */
const superseded = new Set<number>();

scope.onmessage = async ({data}) => {
  if ('superseded' in data) {
    superseded.add(data.superseded);
    return;
  }
  const {id, origin, requests, options} = data;
  superseded.clear();
  openIndex ??= indexOpener(origin, async () => engineModule);
  // Before fetching text, a newer question's notice, posted while this one was ranked, is let in.
  const typedPast = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(superseded.has(id))));
  try {
    const engine = await openIndex();
    preparing ??= engine.prepare();
    const results = await Promise.all(requests.map((request) => answer(engine, request, options, typedPast)));
    scope.postMessage({id, results});
  } catch (error) {
    scope.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
};
