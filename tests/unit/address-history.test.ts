// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {bestHistoryMatch, MIN_SCORE} from '@site/src/components/AddressHistory/historyMatch';
import type {AddressMap} from '@site/src/plugins/legacy-redirects/addressLookup.mjs';

const map: AddressMap = {
  exact: {
    '/developer/contractkit/usage': '/developer/contractkit/usage',
    '/wallet/metamask/setup': '/wallet/metamask/setup',
    '/celo-gold-holder-guide/eth-recovery': '/holder/recover/from-eth-address',
    '/developer-guide/start/hellocelo': '/developer/walkthrough/hello-celo',
  },
  folders: [],
};

describe('the not-found page’s best match', () => {
  it('offers the page an old address with the same slug leads to, and names that address', () => {
    expect(bestHistoryMatch(map, '/celo-gold-holder-guide-v2/eth-recovery')).toMatchObject({
      page: '/holder/recover/from-eth-address',
      usedToLiveAt: '/celo-gold-holder-guide/eth-recovery',
    });
    expect(bestHistoryMatch(map, '/hellocelo')?.page).toBe('/developer/walkthrough/hello-celo');
  });

  it('finds a page through a typo in its own address, with no old address to name', () => {
    const match = bestHistoryMatch(map, '/developer/contrackit/usage');
    expect(match).toMatchObject({page: '/developer/contractkit/usage', usedToLiveAt: undefined});
    expect(match?.score).toBeGreaterThanOrEqual(MIN_SCORE);
  });

  it('offers nothing when nothing is alike', () => {
    expect(bestHistoryMatch(map, '/foo/bar')).toBeUndefined();
  });
});
