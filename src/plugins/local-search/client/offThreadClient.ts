/**
 * The local search client of the modal and the search page: the index loads and queries are ranked in a Web Worker,
 * and the page only draws the answers. Should the worker fail, the page answers from the same engine itself.
 */
import siteConfig from '@generated/docusaurus.config';
import {algoliaShapedClient} from './clientShape';
import {loadLocalSearch} from './loadIndex';
import type {ClientOptions, SearchRequest} from './searchClient';
import {createWorkerSearch, type AnswerOnPage} from './workerSearch';

const answerOnPage: AnswerOnPage = async (requests, options) => {
  const [engine, {answer}] = await Promise.all([loadLocalSearch(), import('./searchClient')]);
  return Promise.all(requests.map((request) => answer(engine, request, options)));
};

/** The one search worker of the page, shared by the modal and the search page. */
export const searchWorker = createWorkerSearch(
  siteConfig.url,
  () => new Worker(/* webpackChunkName: "search-worker" */ new URL('./search.worker.ts', import.meta.url)),
  answerOnPage,
);

export function createOffThreadSearchClient(options: ClientOptions = {}) {
  return algoliaShapedClient((requests: readonly SearchRequest[]) => searchWorker.search(requests, options));
}
