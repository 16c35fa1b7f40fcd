import path from 'node:path';
import {expect, test} from '@playwright/test';
import {loadBuiltEngine} from '../../src/plugins/local-search/builtIndex';
import {isHeldOut, loadQuestions, rankQuestions, summarize} from '../support/searchQuestions';

/**
 * Floors under the figures reached (81.3% and 95.2% on the whole set): a change that ranks worse fails. Issue 27's
 * targets are 90% and 97%; they are not met yet, and these floors rise as ranking gets there.
 */
const HIT_AT_1_FLOOR = 80;
const HIT_AT_3_FLOOR = 94;

test('real questions from public sources find an answering page first for 80%, in the first 3 pages for 94%', async () => {
  const {engine} = await loadBuiltEngine(path.join(__dirname, '..', '..', 'build'));
  const questions = loadQuestions();
  expect(questions.length).toBeGreaterThanOrEqual(150);
  expect(questions.filter(isHeldOut).length).toBeGreaterThanOrEqual(questions.length / 3);
  const results = await rankQuestions(engine, questions);
  const {whole, heldOut} = summarize(results);
  const misses = results
    .filter(({rank}) => rank > 1)
    .map(({query, answers, top, rank}) => `#${rank} "${query}" → ${answers.join(' or ')}; got ${top.join(', ')}`)
    .join('\n');
  const figures = `whole ${whole.hitAt1}% / ${whole.hitAt3}%, held out ${heldOut.hitAt1}% / ${heldOut.hitAt3}%`;
  expect(whole.hitAt1, `HIT@1 (${figures}); not first:\n${misses}`).toBeGreaterThanOrEqual(HIT_AT_1_FLOOR);
  expect(whole.hitAt3, `HIT@3 (${figures}); not first:\n${misses}`).toBeGreaterThanOrEqual(HIT_AT_3_FLOOR);
});
