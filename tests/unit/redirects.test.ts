import {describe, expect, it} from 'vitest';
import {redirects, redirectSources} from '@site/src/data/redirects';
import {routes} from '../support/routes';

describe('legacy redirects', () => {
  const known = new Set(routes.map(({route}) => route));

  it('keep at least 30 old addresses working', () => {
    expect(redirects.length).toBeGreaterThanOrEqual(30);
  });

  it('point only to routes the site serves', () => {
    const broken = redirects.filter(({to}) => !known.has(to)).map(({from, to}) => `${from} → ${to}`);
    expect(broken, 'redirect targets that are not in tests/routes.txt').toEqual([]);
  });

  it('never shadow a real route and never repeat a source', () => {
    expect(redirects.filter(({from}) => known.has(from))).toEqual([]);
    const sources = redirects.map(({from}) => from);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('give the redirects plugin every source of a target, and nothing for a page no redirect points to', () => {
    const sources = redirectSources([
      {from: '/old/a', to: '/new'},
      {from: '/old/b', to: '/new'},
    ]);
    expect(sources('/new')).toEqual(['/old/a', '/old/b']);
    expect(sources('/general')).toBeUndefined();
    const all = redirectSources(redirects);
    expect(redirects.every(({from, to}) => all(to)?.includes(from))).toBe(true);
  });
});
