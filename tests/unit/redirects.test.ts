import {describe, expect, it} from 'vitest';
import {redirects} from '@site/src/data/redirects';
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
});
