/** The messages between the page and the search worker. */
import type {ClientOptions, SearchRequest} from './searchClient';

export interface WorkerQuestion {
  id: number;
  /** The site's URL, which the index's hit URLs are built on. */
  origin: string;
  /** The requests to answer; none to load the index only, when the reader shows they are about to search. */
  requests: readonly SearchRequest[];
  options: ClientOptions;
}

/**
 * The reader typed on: a newer question from the same search box waits on the page while question `superseded` is
 * being answered, and its answer will show only until the newer one replaces it.
 */
export interface WorkerNotice {
  superseded: number;
}

export type WorkerMessage = WorkerQuestion | WorkerNotice;

/** The Algolia-shaped results, one per request, or why the index could not answer (unreachable, for example). */
export type WorkerAnswer = {id: number; results: unknown[]} | {id: number; error: string};
