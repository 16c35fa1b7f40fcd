/**
 * Sends search requests to the search worker and hands back its answers. The worker ranks one question at a time, so
 * questions wait on the page while it is busy, and of a reader's keystrokes only the newest waiting question is sent:
 * the ones it overtook get its answer, which DocSearch and the search page drop as stale. The worker is told when the
 * question it is answering has a newer one waiting from the same search box, and spares fetching its hits' text.
 * When the worker cannot start (no Worker, its script blocked or unreachable) or dies, every unanswered and later
 * request is answered on the page instead, from the same engine: slower on broad queries, but search still answers.
 */
import type {ClientOptions, SearchRequest} from './searchClient';
import type {WorkerAnswer, WorkerMessage} from './workerProtocol';

export type AnswerOnPage = (requests: readonly SearchRequest[], options: ClientOptions) => Promise<unknown[]>;

interface Asker {
  resolve: (results: unknown[]) => void;
  reject: (error: Error) => void;
}

/** A question for the worker and everyone waiting for its answer: its own asker and those of the questions it overtook. */
interface Question {
  requests: readonly SearchRequest[];
  options: ClientOptions;
  askers: Asker[];
}

export interface WorkerSearch {
  /** Starts the worker and its index load, before the first query: the reader is reaching for search. */
  warmUp(): void;
  search(requests: readonly SearchRequest[], options: ClientOptions): Promise<unknown[]>;
  /** Whether requests go to the page's own thread because the worker failed. */
  onPage(): boolean;
}

/** Questions from one search interface (the modal, the search page) share their options; the newest of each counts. */
const streamOf = (options: ClientOptions) => JSON.stringify(options);

export function createWorkerSearch(origin: string, spawn: () => Worker, answerOnPage: AnswerOnPage): WorkerSearch {
  // undefined: not started yet; null: could not start or died.
  let worker: Worker | null | undefined;
  let nextId = 0;
  let inFlight: {id: number; stream: string; question: Question; superseded: boolean} | undefined;
  /** The newest question of each stream not sent yet, in the order the streams first waited. */
  const waiting = new Map<string, Question>();

  const settleOnPage = ({requests, options, askers}: Question) =>
    answerOnPage(requests, options).then(
      (results) => askers.forEach((asker) => asker.resolve(results)),
      (error: Error) => askers.forEach((asker) => asker.reject(error)),
    );

  const fail = () => {
    worker?.terminate();
    worker = null;
    const stranded = [...(inFlight ? [inFlight.question] : []), ...waiting.values()];
    inFlight = undefined;
    waiting.clear();
    stranded.forEach(settleOnPage);
  };

  const sendNext = () => {
    const next = waiting.entries().next();
    if (!worker || inFlight || next.done) return;
    const [stream, question] = next.value;
    waiting.delete(stream);
    const id = ++nextId;
    inFlight = {id, stream, question, superseded: false};
    // The helper's and DocSearch's requests are plain data; a copy drops anything a message could not carry.
    const message: WorkerMessage = {
      id,
      origin,
      requests: JSON.parse(JSON.stringify(question.requests)),
      options: question.options,
    };
    worker.postMessage(message);
  };

  const receive = ({data}: MessageEvent<WorkerAnswer>) => {
    if (inFlight?.id !== data.id) return;
    const {askers} = inFlight.question;
    inFlight = undefined;
    if ('error' in data) askers.forEach((asker) => asker.reject(new Error(data.error)));
    else askers.forEach((asker) => asker.resolve(data.results));
    sendNext();
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
    if (!started()) return answerOnPage(requests, options);
    return new Promise((resolve, reject) => {
      const stream = streamOf(options);
      const overtaken = waiting.get(stream)?.askers ?? [];
      waiting.set(stream, {requests, options, askers: [...overtaken, {resolve, reject}]});
      if (inFlight?.stream === stream && !inFlight.superseded) {
        inFlight.superseded = true;
        worker!.postMessage({superseded: inFlight.id} satisfies WorkerMessage);
      }
      sendNext();
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
