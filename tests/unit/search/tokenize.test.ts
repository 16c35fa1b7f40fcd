// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {indexTerms, phraseTerms, surfacePrefix, tokens} from '@site/src/plugins/local-search/shared/tokenize';

describe('tokenising identifiers', () => {
  it.each([
    ['account:claim-rpc-url', 'account:claim-rpc-url', ['account', 'claim', 'rpc', 'url']],
    ['eth_getCode', 'eth_getcode', ['eth', 'get', 'code']],
    ['--rollup.sequencerhttp', 'rollup.sequencerhttp', ['rollup', 'sequencerhttp']],
    ['AggregatorV3Interface', 'aggregatorv3interface', ['aggregator', 'v3', 'interface']],
    ['process.env.PRIVATE_KEY', 'process.env.private_key', ['process', 'env', 'private', 'key']],
    ['HTTPServer', 'httpserver', ['http', 'server']],
    ['op-geth', 'op-geth', ['op', 'geth']],
  ])('keeps %s whole and in parts', (text, whole, parts) => {
    expect(tokens(text)).toEqual([{whole, parts, word: false}]);
  });

  it('keeps hex values, amounts and short names whole without parts', () => {
    expect(tokens('0x7b 42220 USDm cUSD')).toEqual([
      {whole: '0x7b', parts: [], word: false},
      {whole: '42220', parts: [], word: false},
      {whole: 'usdm', parts: [], word: false},
      {whole: 'cusd', parts: [], word: false},
    ]);
  });

  it('ends an identifier at sentence punctuation', () => {
    expect(tokens('Run op-node. Then (celocli)!').map((token) => token.whole)).toEqual([
      'run',
      'op-node',
      'then',
      'celocli',
    ]);
  });

  it('indexes an identifier whole and by each part', () => {
    expect(indexTerms('Call eth_getCode')).toEqual(['call', 'eth_getcode', 'eth', 'get', 'code']);
  });
});

describe('stemming', () => {
  it('indexes plain words as written and by their stem, in any case, so the forms of a word meet on one term', () => {
    const [stake] = indexTerms('stake');
    expect(indexTerms('Staking stakes STAKED')).toEqual(['staking', stake, 'stakes', stake, 'staked', stake]);
    expect(phraseTerms('Staking stakes STAKED')).toEqual([stake, stake, stake]);
    expect(phraseTerms('validators')).toEqual(phraseTerms('validator'));
  });

  it('keeps identifiers, amounts and mixed-case names as written, and stems only the words inside them', () => {
    expect(indexTerms('eth_getCode 0x7b --rollup.sequencerhttp cUSD USDm')).toEqual([
      'eth_getcode',
      'eth',
      'get',
      'code',
      '0x7b',
      'rollup.sequencerhttp',
      'rollup',
      'sequencerhttp',
      'cusd',
      'usdm',
    ]);
    expect(indexTerms('lockedcelo:unlocking')).toContain('lockedcelo:unlocking');
    expect(indexTerms('lockedcelo:unlocking')).toContain(phraseTerms('unlock')[0]);
  });

  it('drops stop words before stemming', () => {
    expect(indexTerms('how does it work')).toEqual(indexTerms('work'));
    expect(phraseTerms('how does it work')).toEqual(phraseTerms('work'));
  });

  it('marks every spelling of a stemmed word in a snippet by the start they share', () => {
    const prefix = surfacePrefix(phraseTerms('staking')[0]);
    expect(['stake', 'staking', 'staked'].every((word) => word.startsWith(prefix))).toBe(true);
    expect(surfacePrefix('eth_getcode')).toBe('eth_getcode');
  });
});
