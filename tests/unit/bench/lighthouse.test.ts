import {describe, expect, it} from 'vitest';
import {failingAudits, metricsFrom, newestBlogPostRoute, scoresFrom} from '../../../scripts/bench/lighthouse.mjs';

function report(scores: Record<string, number | null>) {
  return {categories: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, {score}]))};
}

describe('Lighthouse report reading', () => {
  it('turns the four category scores into whole numbers out of 100', () => {
    const scores = scoresFrom(report({performance: 0.984, accessibility: 1, 'best-practices': 0.96, seo: 1}), 'url');
    expect(scores).toEqual({performance: 98, accessibility: 100, bestPractices: 96, seo: 100});
  });

  it('names the page and the reason when Lighthouse could not score it', () => {
    const failed = {
      ...report({performance: null, accessibility: 1, 'best-practices': 1, seo: 1}),
      runtimeError: {message: 'NO_FCP'},
    };
    expect(() => scoresFrom(failed, 'http://127.0.0.1:4310/showcase')).toThrow(/\/showcase: NO_FCP/);
  });

  it('lists the weighted audits that cost points outside performance', () => {
    const scored = {
      categories: {
        performance: {score: 0.7, auditRefs: [{id: 'largest-contentful-paint', weight: 25}]},
        accessibility: {
          score: 0.95,
          auditRefs: [
            {id: 'color-contrast', weight: 7},
            {id: 'document-title', weight: 7},
            {id: 'skip-link', weight: 0},
          ],
        },
        seo: {score: 1, auditRefs: [{id: 'is-crawlable', weight: 4.6}]},
      },
      audits: {
        'largest-contentful-paint': {score: 0.2},
        'color-contrast': {score: 0},
        'document-title': {score: 1},
        'skip-link': {score: 0},
        'is-crawlable': {score: null},
      },
    };
    expect(failingAudits(scored)).toEqual(['color-contrast']);
  });
});

describe('newest blog post', () => {
  it('is the first entry of the Atom feed, as a route', () => {
    const feed =
      '<feed><link rel="alternate" href="https://docs.celo.org/blog"/>' +
      '<entry><id>x</id><link href="https://docs.celo.org/blog/newest-post"/></entry>' +
      '<entry><link href="https://docs.celo.org/blog/older-post"/></entry></feed>';
    expect(newestBlogPostRoute(feed, 'atom.xml')).toBe('/blog/newest-post');
  });

  it('names the feed when it has no entry', () => {
    expect(() => newestBlogPostRoute('<feed></feed>', 'build/blog/atom.xml')).toThrow(/build\/blog\/atom\.xml/);
  });

  it('reads FCP, LCP and TBT in whole milliseconds, naming the page when one is missing', () => {
    const audits = {
      'first-contentful-paint': {numericValue: 812.4},
      'largest-contentful-paint': {numericValue: 2400.6},
      'total-blocking-time': {numericValue: 0},
    };
    expect(metricsFrom({audits}, 'url')).toEqual({fcpMs: 812, lcpMs: 2401, tbtMs: 0});
    expect(() => metricsFrom({audits: {}}, 'http://127.0.0.1:4310/')).toThrow(/first-contentful-paint for http/);
  });
});
