import path from 'node:path';
import {expect, test} from '@playwright/test';
import {readBuiltPage} from '../../src/plugins/builtPages';
import {loadBuiltEngine} from '../support/builtIndex';
import {
  HELD_OUT_BATCH,
  type HitRates,
  isHeldOut,
  loadQuestions,
  rankQuestions,
  summarize,
} from '../support/searchQuestions';

/**
 * Floors one question under the figures on the whole set of 430 after the whole-site fact review of 1 December 2026
 * (90.2% and 97.0%, 388 and 417 questions): a change that costs more than one question of either fails. The review
 * rewrote most pages, and the same ranking that had 92.3% and 97.7% on the earlier text has 89.5% and 97.0% on it;
 * the word-as-typed signal brought HIT@1 back to 90.2%. Issue 27's targets are 90% and 97%.
 */
const HIT_AT_1_FLOOR = 90;
const HIT_AT_3_FLOOR = 96.7;

const build = path.join(__dirname, '..', '..', 'build');

test('every answer of the real-question set is a page of the site', async () => {
  const notPages: string[] = [];
  for (const {query, answers} of loadQuestions()) {
    for (const route of answers) {
      if ((await readBuiltPage(build, route)) === undefined) notPages.push(`"${query}": ${route}`);
    }
  }
  expect(
    notPages,
    'answers in tests/search-questions.json that no built page has; use the address the site serves',
  ).toEqual([]);
});

test(`real questions from public sources find an answering page first for ${HIT_AT_1_FLOOR}%, in the first 3 pages for ${HIT_AT_3_FLOOR}%`, async () => {
  const {engine} = await loadBuiltEngine(build);
  const questions = loadQuestions();
  expect(questions.length).toBeGreaterThanOrEqual(150);
  expect(
    questions.filter(isHeldOut).length,
    `batch ${HELD_OUT_BATCH}, the held-out part, needs at least 50 questions`,
  ).toBeGreaterThanOrEqual(50);
  const results = await rankQuestions(engine, questions);
  const {tuning, heldOut, whole} = summarize(results);
  // Only the tuning part's misses are listed: the held-out parts are reported by their figures alone.
  const misses = results
    .filter((result) => result.rank > 1 && !isHeldOut(result))
    .map(({query, answers, top, rank}) => `#${rank} "${query}" → ${answers.join(' or ')}; got ${top.join(', ')}`)
    .join('\n');
  const parts: [string, HitRates][] = [
    ['tuning (batches 1 to 5)', tuning],
    [`held out (batch ${HELD_OUT_BATCH})`, heldOut],
    ['whole', whole],
  ];
  const figures = parts.map(([part, {hitAt1, hitAt3}]) => `${part} ${hitAt1}% / ${hitAt3}%`).join(', ');
  expect(whole.hitAt1, `HIT@1 (${figures}); tuning questions not first:\n${misses}`).toBeGreaterThanOrEqual(
    HIT_AT_1_FLOOR,
  );
  expect(whole.hitAt3, `HIT@3 (${figures}); tuning questions not first:\n${misses}`).toBeGreaterThanOrEqual(
    HIT_AT_3_FLOOR,
  );
});
