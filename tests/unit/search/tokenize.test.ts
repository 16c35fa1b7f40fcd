import {describe, expect, it} from 'vitest';
import {indexTerms, tokens} from '@site/src/plugins/local-search/tokenize';

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
    expect(tokens(text)).toEqual([{whole, parts}]);
  });

  it('keeps hex values, amounts and short names whole without parts', () => {
    expect(tokens('0x7b 42220 USDm cUSD')).toEqual([
      {whole: '0x7b', parts: []},
      {whole: '42220', parts: []},
      {whole: 'usdm', parts: []},
      {whole: 'cusd', parts: []},
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
