import {describe, expect, it} from 'vitest';
import {createWorkerSearch, type AnswerOnPage} from '@site/src/plugins/local-search/client/workerSearch';
import type {WorkerMessage, WorkerQuestion} from '@site/src/plugins/local-search/client/workerProtocol';

/** A worker that answers every question with `reply`, or fires `error` as a worker whose script failed does. */
class FakeWorker extends EventTarget {
  terminated = false;
  constructor(private readonly reply: (question: WorkerQuestion) => object | 'die') {
    super();
  }
  postMessage(question: WorkerQuestion) {
    queueMicrotask(() => {
      const data = this.reply(question);
      this.dispatchEvent(data === 'die' ? new Event('error') : new MessageEvent('message', {data}));
    });
  }
  terminate() {
    this.terminated = true;
  }
}

const onPage: AnswerOnPage = async (requests) => requests.map(({query}) => ({answeredOnPage: query}));
const spawn = (worker: FakeWorker) => () => worker as unknown as Worker;

describe('search in a worker', () => {
  it('sends the requests to the worker and resolves with its results', async () => {
    const worker = new FakeWorker(({id, origin, requests}) => ({
      id,
      results: requests.map(({query}) => ({query, origin})),
    }));
    const search = createWorkerSearch('https://docs.example', spawn(worker), onPage);
    expect(await search.search([{query: 'gas'}], {})).toEqual([{query: 'gas', origin: 'https://docs.example'}]);
    expect(search.onPage()).toBe(false);
  });

  it('rejects with the reason the worker gives, without leaving the worker', async () => {
    const worker = new FakeWorker(({id}) => ({id, error: 'Search index request /search/manifest.json answered 503'}));
    const search = createWorkerSearch('', spawn(worker), onPage);
    await expect(search.search([{query: 'gas'}], {})).rejects.toThrow('answered 503');
    expect(search.onPage()).toBe(false);
  });

  it('answers on the page when the worker dies, the waiting request and every later one', async () => {
    const worker = new FakeWorker(() => 'die');
    const search = createWorkerSearch('', spawn(worker), onPage);
    expect(await search.search([{query: 'celo'}], {})).toEqual([{answeredOnPage: 'celo'}]);
    expect(worker.terminated).toBe(true);
    expect(search.onPage()).toBe(true);
    expect(await search.search([{query: 'token'}], {})).toEqual([{answeredOnPage: 'token'}]);
  });

  it('answers on the page when no worker can start', async () => {
    const search = createWorkerSearch(
      '',
      () => {
        throw new DOMException('Workers are blocked', 'SecurityError');
      },
      onPage,
    );
    expect(await search.search([{query: 'address'}], {})).toEqual([{answeredOnPage: 'address'}]);
  });

  it('sends one question at a time and, of the questions waiting from one search box, only the newest', async () => {
    const sent: WorkerQuestion[] = [];
    const notices: number[] = [];
    const worker = new EventTarget() as EventTarget & {postMessage: (message: WorkerMessage) => void};
    worker.postMessage = (message) => {
      if ('superseded' in message) notices.push(message.superseded);
      else sent.push(message);
    };
    const answer = (question: WorkerQuestion) =>
      worker.dispatchEvent(
        new MessageEvent('message', {
          data: {id: question.id, results: question.requests.map(({query}) => ({query}))},
        }),
      );
    const search = createWorkerSearch('', () => worker as unknown as Worker, onPage);
    const modal = {hitsShownPerSection: 1};
    const page = {textForEveryHit: true};

    const first = search.search([{query: 'C'}], modal);
    const overtaken = [search.search([{query: 'CE'}], modal), search.search([{query: 'CEL'}], modal)];
    const fromPage = search.search([{query: 'gas'}], page);
    const newest = search.search([{query: 'CELO'}], modal);
    expect(sent.map(({requests}) => requests[0].query)).toEqual(['C']);
    // The worker hears once that the reader typed past "C"; a question from the search page does not supersede it.
    expect(notices).toEqual([sent[0].id]);

    answer(sent[0]);
    expect(await first).toEqual([{query: 'C'}]);
    expect(sent.map(({requests}) => requests[0].query)).toEqual(['C', 'CELO']);
    answer(sent[1]);
    expect(await Promise.all([...overtaken, newest])).toEqual([
      [{query: 'CELO'}],
      [{query: 'CELO'}],
      [{query: 'CELO'}],
    ]);
    expect(sent.map(({requests}) => requests[0].query)).toEqual(['C', 'CELO', 'gas']);
    answer(sent[2]);
    expect(await fromPage).toEqual([{query: 'gas'}]);
    expect(notices).toEqual([sent[0].id]);
  });
});
