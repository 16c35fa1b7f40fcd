// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {coverage, inexactSlots, parseQuery, queryTerms} from '@site/src/plugins/local-search/client/query';
import {queryWords} from '@site/src/plugins/local-search/client/ranking';
import {indexTerms, phraseTerms} from '@site/src/plugins/local-search/shared/tokenize';
import {DISTINCT, READER_WORDS, SPELLINGS} from '@site/src/plugins/local-search/client/vocabulary';

const spellings = (query: string) =>
  parseQuery(query).slots.map((slot) =>
    slot.spellings.map((spelling) => spelling.tokens.map((token) => token.whole).join(' ')),
  );

describe('query vocabulary', () => {
  it('spells a word inside an identifier as its group does: a renamed command topic finds the command by either name', () => {
    expect(spellings('lockedgold:lock')).toEqual([['lockedgold:lock', 'lockedcelo:lock']]);
    expect(spellings('releasecelo:show')).toEqual([['releasecelo:show', 'releasegold:show']]);
    expect(spellings('account:register')).toEqual([['account:register']]);
    const respelled = parseQuery('lockedgold:lock').slots[0].spellings[1];
    expect(respelled.synonym).toBe(true);
    expect(respelled.tokens[0].parts).toEqual(['lockedcelo', 'lock']);
  });

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

  it('finds the docs words for the words readers type: "set up" is "setup", a "blockchain" is a "chain"', () => {
    expect(spellings('set up a local blockchain')).toEqual([
      ['set up', 'setup', 'set-up'],
      ['local'],
      ['blockchain', 'chain'],
    ]);
    expect(spellings('local chain')).toEqual([['local'], ['chain']]);
  });

  it('leaves out what the reader does not want: the word or phrase after "without"', () => {
    expect(spellings('run the node binaries without Docker')).toEqual([['run'], ['node'], ['binaries']]);
    expect(spellings('create the signer key without the account key')).toEqual([
      ['create'],
      ['signer'],
      ['key'],
      ['key'],
    ]);
    expect(spellings('withdraw without a fee in CELO')).toEqual([['withdraw'], ['celo']]);
  });

  it('ignores case, so CELO and celo are one word', () => {
    expect(spellings('CELO')).toEqual(spellings('celo'));
  });

  it('has no spelling in two groups of spellings', () => {
    const all = SPELLINGS.flatMap((group) => group.map((spelling) => spelling.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
  });

  it('maps a reader word to the docs words one way: the docs words do not call up the reader word', () => {
    expect(spellings('unstake CELO')[0]).toEqual(['unstake', 'unlock', 'withdraw', 'revoke']);
    expect(spellings('unlock CELO')[0]).toEqual(['unlock']);
    expect(spellings('staking')[0]).toContain('lock');
  });

  it('never lets one of two distinct products, networks or explorers call up the other', () => {
    const key = (text: string) => indexTerms(text).join(' ');
    // Spellings call each other up; a reader word calls up the docs words, which call up nothing.
    const callers: [readonly string[], readonly string[]][] = [
      ...SPELLINGS.map((group): [readonly string[], readonly string[]] => [group, group]),
      ...READER_WORDS.map(({reader, docs}): [readonly string[], readonly string[]] => [reader, docs]),
    ];
    for (const distinct of DISTINCT) {
      const names = distinct.map(key);
      for (const [from, to] of callers) {
        for (const name of names.filter((candidate) => from.map(key).includes(candidate))) {
          const merged = to.map(key).filter((spelling) => spelling !== name && names.includes(spelling));
          expect(merged, `${name} calls up ${merged.join(', ')}`).toEqual([]);
        }
      }
    }
    expect(spellings('celoscan')[0]).toEqual(['celoscan']);
    expect(spellings('celo sepolia chain id').flat()).not.toContain('alfajores');
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

  it('drops the filler words of a question from the query and its phrase, while the index keeps them', () => {
    const parsed = parseQuery('MiniPay approve then contract call fails');
    expect(spellings('MiniPay approve then contract call fails').flat()).not.toContain('then');
    expect(parsed.slots).toHaveLength(5);
    expect(queryWords('which group should I vote for').phrase).toEqual(phraseTerms('group vote'));
    expect(indexTerms('When to rotate')).toContain('when');
    // A symptom says nothing of the topic: "useFeeData not working" asks about useFeeData.
    expect(queryWords('useFeeData not working').phrase).toEqual(phraseTerms('useFeeData not'));
  });

  it('counts the words a result matched only by a typo or a prefix, the word being typed excepted', () => {
    const parsed = parseQuery('ecrecover ');
    expect(inexactSlots(parsed, new Set(indexTerms('ecrecover')))).toBe(0);
    expect(inexactSlots(parsed, new Set(indexTerms('recover')))).toBe(1);
    const typing = parseQuery('stak');
    expect(inexactSlots(typing, new Set(indexTerms('staking')))).toBe(0);
  });
});
