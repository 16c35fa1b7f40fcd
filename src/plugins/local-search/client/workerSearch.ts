/**
 * Sends search requests to the search worker and hands back its answers. When the worker cannot start (no Worker,
 * its script blocked or unreachable) or dies, every unanswered and later request is answered on the page instead,
 * from the same engine: slower on broad queries, but search still answers.
 */
import type {ClientOptions, SearchRequest} from './searchClient';
import type {WorkerAnswer, WorkerQuestion} from './workerProtocol';

export type AnswerOnPage = (requests: readonly SearchRequest[], options: ClientOptions) => Promise<unknown[]>;

interface Waiting {
  resolve: (results: unknown[]) => void;
  reject: (error: Error) => void;
  /** Answers the request on the page, once the worker has failed. */
  answerOnPage: () => void;
}

export interface WorkerSearch {
  /** Starts the worker and its index load, before the first query: the reader is reaching for search. */
  warmUp(): void;
  search(requests: readonly SearchRequest[], options: ClientOptions): Promise<unknown[]>;
  /** Whether requests go to the page's own thread because the worker failed. */
  onPage(): boolean;
}

export function createWorkerSearch(origin: string, spawn: () => Worker, answerOnPage: AnswerOnPage): WorkerSearch {
  // undefined: not started yet; null: could not start or died.
  let worker: Worker | null | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  const fail = () => {
    worker?.terminate();
    worker = null;
    const stranded = [...waiting.values()];
    waiting.clear();
    stranded.forEach((request) => request.answerOnPage());
  };

  const receive = ({data}: MessageEvent<WorkerAnswer>) => {
    const request = waiting.get(data.id);
    if (!request) return;
    waiting.delete(data.id);
    if ('error' in data) request.reject(new Error(data.error));
    else request.resolve(data.results);
  };

  const started = (): Worker | null => {
    if (worker !== undefined) return worker;
    try {
      worker = spawn();
    } catch {
      worker = null;
      return worker;
    }
    worker.addEventListener('message', receive);
    worker.addEventListener('error', fail);
    worker.addEventListener('messageerror', fail);
    return worker;
  };

  const search = (requests: readonly SearchRequest[], options: ClientOptions): Promise<unknown[]> => {
    const active = started();
    if (!active) return answerOnPage(requests, options);
    return new Promise((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, {resolve, reject, answerOnPage: () => answerOnPage(requests, options).then(resolve, reject)});
      // The helper's and DocSearch's requests are plain data; a copy drops anything a message could not carry.
      const question: WorkerQuestion = {id, origin, requests: JSON.parse(JSON.stringify(requests)), options};
      active.postMessage(question);
    });
  };

  return {
    warmUp() {
      search([], {}).catch(() => undefined);
    },
    search,
    onPage: () => worker === null,
  };
}
