// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {createPathMatcher, matchTableOf, MIN_SCORE} from '@site/src/plugins/legacy-redirects/pathMatch.mjs';

const table = matchTableOf({
  exact: {
    '/developer/contractkit/usage': '/developer/contractkit/usage',
    '/developer/contractkit': '/developer/contractkit',
    '/developer/deploy': '/developer/deploy',
    '/developer/deploy/remix': '/developer/deploy/remix',
    '/holder/recover/from-eth-address': '/holder/recover/from-eth-address',
    '/holder/recover/from-celo-address': '/holder/recover/from-celo-address',
    '/cli/account': '/cli/account',
    '/blog/tags/remix': '/blog/tags/remix',
    '/celo-gold-holder-guide/eth-recovery': '/holder/recover/from-eth-address',
  },
  folders: [],
  moves: {},
  titles: {
    '/developer/contractkit/usage': 'Using ContractKit',
    '/developer/contractkit': 'ContractKit',
    '/developer/deploy': 'Deploy a contract',
    '/developer/deploy/remix': 'Deploy with Remix',
    '/holder/recover/from-eth-address': 'Recover CELO sent to an Ethereum address',
    '/holder/recover/from-celo-address': 'Recover funds from a Celo address',
    '/cli/account': 'celocli account',
    '/blog/tags/remix': 'Posts tagged remix',
  },
  outlines: {
    '/developer/contractkit/usage': 'read state send transactions',
    '/developer/contractkit': 'what contractkit does',
    '/developer/deploy': 'choose a tool',
    '/developer/deploy/remix': 'connect a wallet compile deploy',
    '/holder/recover/from-eth-address': 'derive the key',
    '/holder/recover/from-celo-address': 'derive the key',
    '/cli/account': 'account new account balance',
    '/blog/tags/remix': '',
  },
});
const matcher = createPathMatcher(table);

describe('the path matcher', () => {
  it('finds a page by its slug under a folder that moved, and by an old slug the page carried', () => {
    expect(matcher.clearMatch('/developer-guide/dev-environments/remix')).toBe('/developer/deploy/remix');
    expect(matcher.clearMatch('/celo-gold-holder-guide-v2/eth-recovery')).toBe('/holder/recover/from-eth-address');
  });

  it('reads through a typo of one letter, not through a longer word that starts alike', () => {
    expect(matcher.clearMatch('/developer/contrackit/usage')).toBe('/developer/contractkit/usage');
    expect(matcher.clearMatch('/developer/contractkitchen')).toBeUndefined();
  });

  it('does not take a stem for the word: accountant is not account', () => {
    expect(matcher.clearMatch('/cli/accountant')).toBeUndefined();
    expect(matcher.rank('/cli/accountant')[0]?.page).toBe('/cli/account');
  });

  it('forwards nowhere when the words are not the site’s, or two pages share them alike', () => {
    expect(matcher.clearMatch('/developer/quantum-widgets')).toBeUndefined();
    expect(matcher.rank('/foo/bar')).toEqual([]);
    const [first, second] = matcher.rank('/holder/recover/address');
    expect(first.score - second.score).toBeLessThan(0.12);
    expect(matcher.clearMatch('/holder/recover/address')).toBeUndefined();
  });

  it('never offers a listing page, and scores a clear match above the floor', () => {
    expect(matcher.rank('/remix').map(({page}) => page)).not.toContain('/blog/tags/remix');
    expect(matcher.rank('/developer-guide/deploy/remix')[0].score).toBeGreaterThanOrEqual(MIN_SCORE);
  });
});
