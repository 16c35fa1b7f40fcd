import {describe, expect, it} from 'vitest';
import {
  AUDIENCES,
  HELD_OUT_BATCH,
  isHeldOut,
  LATER_BATCHES,
  loadQuestions,
  type Question,
  type Ranked,
  summarize,
} from '../../support/searchQuestions';

const ranked = (batch: Question['batch'], rank: number): Ranked => ({
  query: `question of batch ${batch ?? 1} at rank ${rank}`,
  audience: 'operator',
  answers: ['/cel2/operators/overview'],
  source: 'https://example.invalid',
  batch,
  rank,
  top: [],
});

describe('the real-question partition', () => {
  it('tunes on batches 1 to 5 and holds out the sixth batch only', () => {
    const results = [
      ranked(undefined, 1),
      ranked(2, 1),
      ranked(3, 2),
      ranked(4, Infinity),
      ranked(5, 1),
      ranked(6, 1),
      ranked(6, Infinity),
    ];
    const {tuning, heldOut, whole} = summarize(results);
    expect(tuning.questions).toBe(5);
    expect(tuning.hitAt1).toBe(60);
    expect(tuning.hitAt3).toBe(80);
    expect(heldOut.questions).toBe(2);
    expect(heldOut.hitAt1).toBe(50);
    expect(heldOut.byAudience.operator.questions).toBe(2);
    expect(whole.questions).toBe(7);
  });

  it('holds out at least 50 questions of the sixth batch, each with its source and answers', () => {
    const questions = loadQuestions();
    const heldOut = questions.filter(isHeldOut);
    expect(HELD_OUT_BATCH).toBe(6);
    expect(heldOut.length).toBeGreaterThanOrEqual(50);
    const malformed = questions.filter(
      ({query, audience, answers, source, batch}) =>
        !query.trim() ||
        !AUDIENCES.includes(audience) ||
        answers.length === 0 ||
        !answers.every((answer) => answer.startsWith('/')) ||
        !/^https?:\/\//.test(source) ||
        ![undefined, ...LATER_BATCHES].includes(batch),
    );
    expect(
      malformed.map(({query}) => query),
      'questions in tests/search-questions.json without a valid audience, answer list, source or batch',
    ).toEqual([]);
    const queries = questions.map(({query}) => query.toLowerCase());
    expect(
      queries.filter((query, index) => queries.indexOf(query) !== index),
      'questions asked twice',
    ).toEqual([]);
  });
});
