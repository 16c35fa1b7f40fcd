import {describe, expect, it} from 'vitest';
import {coverage, parseQuery, queryTerms} from '@site/src/plugins/local-search/client/query';
import {SYNONYMS} from '@site/src/plugins/local-search/synonyms';

const spellings = (query: string) =>
  parseQuery(query).slots.map((slot) =>
    slot.spellings.map((spelling) => spelling.tokens.map((token) => token.whole).join(' ')),
  );

describe('query synonyms', () => {
  it('gives every spelling of a group for any one of them, the typed one first', () => {
    expect(spellings('cUSD balance')).toEqual([['cusd', 'usdm'], ['balance']]);
    expect(spellings('USDm')).toEqual([['usdm', 'cusd']]);
    expect(spellings('op-geth flags')[0]).toEqual(['op-geth', 'geth']);
  });

  it('matches phrases of several words, longest first', () => {
    const [layer2, bridge] = spellings('layer 2 bridge');
    expect(layer2[0]).toBe('layer 2');
    expect([...layer2].sort()).toEqual(['l2', 'layer 2', 'layer-2']);
    expect(bridge).toEqual(['bridge']);
    const chainId = spellings('mainnet chain id')[1];
    expect(chainId[0]).toBe('chain id');
    expect([...chainId].sort()).toEqual(['chain id', 'chain-id', 'chainid', 'network id']);
    expect(spellings('chainId')[0][0]).toBe('chainid');
  });

  it('ignores case, so CELO and celo are one word', () => {
    expect(spellings('CELO')).toEqual(spellings('celo'));
  });

  it('has no spelling in two groups, and at least two spellings in each', () => {
    const all = SYNONYMS.flatMap((group) => group.map((spelling) => spelling.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
    expect(SYNONYMS.every((group) => group.length >= 2)).toBe(true);
  });

  it('searches the full text for the word being typed from its third character on, as typed', () => {
    expect(queryTerms(parseQuery('deploy ha'))).toEqual(['deploy']);
    expect(queryTerms(parseQuery('deploy har'))).toEqual(['deploy', 'har']);
    expect(queryTerms(parseQuery('deploy ha '))).toEqual(['deploy', 'ha']);
    expect(queryTerms(parseQuery('eth_getCode'))).toEqual(['eth_getcode', 'eth', 'get', 'code']);
  });

  it('drops stop words, and counts how much of the query a result covers', () => {
    const parsed = parseQuery('how to run a node');
    expect(parsed.slots).toHaveLength(2);
    expect(coverage(parsed, new Set(['run']))).toBe(0.5);
    expect(coverage(parsed, new Set(['run', 'node']))).toBe(1);
  });
});
