import {describe, expect, it} from 'vitest';
import {
  failingAudits,
  mainThreadFrom,
  metricsFrom,
  newestBlogPostRoute,
  scoresFrom,
  scriptTimesFrom,
} from '../../../scripts/bench/lighthouse.mjs';

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

describe('main-thread work', () => {
  const breakdown = {
    numericValue: 2500.4,
    details: {
      items: [
        {group: 'scriptEvaluation', duration: 1200.2},
        {group: 'styleLayout', duration: 600.4},
        {group: 'other', duration: 300},
        {group: 'parseHTML', duration: 99.6},
        {group: 'scriptParseCompile', duration: 150},
        {group: 'paintCompositeRender', duration: 100},
        {group: 'garbageCollection', duration: 50.2},
      ],
    },
  };

  it('reads the total and its split, counting HTML and CSS parsing as other', () => {
    expect(mainThreadFrom({audits: {'mainthread-work-breakdown': breakdown}}, 'url')).toEqual({
      mainThreadMs: 2500,
      mainThread: {
        scriptEvaluation: 1200,
        scriptParseCompile: 150,
        styleLayout: 600,
        rendering: 100,
        gc: 50,
        other: 400,
      },
    });
  });

  it('names the page when the audit is missing, and a group it does not know', () => {
    expect(() => mainThreadFrom({audits: {}}, 'http://x/blog')).toThrow(/main-thread work for http:\/\/x\/blog/);
    const unknown = {numericValue: 1, details: {items: [{group: 'wasm', duration: 1}]}};
    expect(() => mainThreadFrom({audits: {'mainthread-work-breakdown': unknown}}, 'u')).toThrow(/unknown .*wasm/);
  });

  it('lists the scripts by main-thread time, costliest first, as paths', () => {
    const bootup = {
      details: {
        items: [
          {url: 'http://127.0.0.1:4310/assets/js/main.1a.js', total: 300.4, scripting: 250.6, scriptParseCompile: 20},
          {url: 'Unattributable', total: 500, scripting: 10, scriptParseCompile: 0},
        ],
      },
    };
    expect(scriptTimesFrom({audits: {'bootup-time': bootup}})).toEqual([
      {script: 'Unattributable', totalMs: 500, evaluationMs: 10},
      {script: '/assets/js/main.1a.js', totalMs: 300, evaluationMs: 251},
    ]);
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
