/**
 * The real-question set (`tests/search-questions.json`): queries taken from public issues, forums and Q&A threads,
 * each with the pages of this site that answer it, judged by reading them. A fixed rule sets a part aside that no
 * ranking change was tuned on: a question is held out when the first hex digit of the SHA-256 of its query is 0–5.
 */
import {createHash} from 'node:crypto';
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
}

export function loadQuestions(): Question[] {
  return JSON.parse(readFileSync(path.join(__dirname, '..', 'search-questions.json'), 'utf8')) as Question[];
}

export const isHeldOut = ({query}: Question): boolean =>
  parseInt(createHash('sha256').update(query).digest('hex')[0], 16) < 6;

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

/** HIT@1 and HIT@3 over distinct pages, per audience, on the whole set and on the held-out part. */
export function summarize(results: readonly Ranked[]): {whole: QuestionReport; heldOut: QuestionReport} {
  return {whole: report(results), heldOut: report(results.filter(isHeldOut))};
}
