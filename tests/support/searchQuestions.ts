/**
 * The real-question set (`tests/search-questions.json`): queries taken from public issues, forums and Q&A threads,
 * each with the pages of this site that answer it, judged by reading them. Each question records the batch it was
 * collected in. Batches 1 to 5 are the tuning part: ranking changes may be tuned on them (batches 2 to 5 were held out
 * until they had been measured in several reports). The sixth batch is held out whole, and no ranking change is tuned
 * on it: it was collected from sources not used before and committed before any of it was run through search.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LocalSearchEngine} from '../../src/plugins/local-search/client/engine';
import {answer} from '../../src/plugins/local-search/client/searchClient';
import {currentDocsFilters} from './searchContext';

export const AUDIENCES = ['developer', 'operator', 'validator', 'holder', 'identifiers-and-error-strings'] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface Question {
  query: string;
  audience: Audience;
  /** Paths of the pages that answer the question; any of them counts. */
  answers: string[];
  /** Where the question was asked: an issue, thread or page address. */
  source: string;
  /** The batch the question was collected in, as provenance; absent for the first. */
  batch?: LaterBatch;
}

export function loadQuestions(): Question[] {
  return JSON.parse(readFileSync(path.join(__dirname, '..', 'search-questions.json'), 'utf8')) as Question[];
}

/** The batches collected after the first. */
export const LATER_BATCHES = [2, 3, 4, 5, 6] as const;
export type LaterBatch = (typeof LATER_BATCHES)[number];

/** The batch held out whole: no ranking change is tuned on it, and its misses are never listed. */
export const HELD_OUT_BATCH: LaterBatch = 6;

export const isHeldOut = (question: Question): boolean => question.batch === HELD_OUT_BATCH;

export interface Ranked extends Question {
  /** Position of the first answering page among the distinct pages of the results, 1-based; Infinity when absent. */
  rank: number;
  /** The first three distinct pages returned. */
  top: string[];
}

/** Ranks every question through the site's own search client, as a reader on a current docs page searches. */
export async function rankQuestions(engine: LocalSearchEngine, questions: readonly Question[]): Promise<Ranked[]> {
  const ranked: Ranked[] = [];
  for (const question of questions) {
    const {hits} = await answer(engine, {query: question.query, facetFilters: currentDocsFilters, hitsPerPage: 20});
    const pages = [...new Set(hits.map((hit) => new URL(hit.url, 'https://site.invalid').pathname))];
    const rank = pages.findIndex((page) => question.answers.includes(page)) + 1 || Infinity;
    ranked.push({...question, rank, top: pages.slice(0, 3)});
  }
  return ranked;
}

export interface HitRates {
  questions: number;
  hitAt1: number;
  hitAt3: number;
}

const percent = (part: number, whole: number) => Number(((100 * part) / Math.max(1, whole)).toFixed(1));

function rates(results: readonly Ranked[]): HitRates {
  return {
    questions: results.length,
    hitAt1: percent(results.filter(({rank}) => rank <= 1).length, results.length),
    hitAt3: percent(results.filter(({rank}) => rank <= 3).length, results.length),
  };
}

export interface QuestionReport extends HitRates {
  byAudience: Record<Audience, HitRates>;
}

function report(results: readonly Ranked[]): QuestionReport {
  const byAudience = Object.fromEntries(
    AUDIENCES.map((audience) => [audience, rates(results.filter((result) => result.audience === audience))]),
  ) as Record<Audience, HitRates>;
  return {...rates(results), byAudience};
}

export interface QuestionSummary {
  /** The questions ranking changes may be tuned on: batches 1 to 5. */
  tuning: QuestionReport;
  /** The sixth batch, held out whole. */
  heldOut: QuestionReport;
  whole: QuestionReport;
}

/** HIT@1 and HIT@3 over distinct pages, per audience: tuning part, held-out batch, whole set. */
export function summarize(results: readonly Ranked[]): QuestionSummary {
  return {
    tuning: report(results.filter((result) => !isHeldOut(result))),
    heldOut: report(results.filter(isHeldOut)),
    whole: report(results),
  };
}
