// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {rpcMethods, requireRpcMethod} from '@site/src/data/rpc/methods';
import {exampleParams, exampleResult} from '@site/src/data/rpc/examples';
import {validateParams, validateValue} from '@site/src/data/rpc/validate';
import {fillPlaceholders, SAMPLE_NETWORKS} from '@site/src/plugins/network-samples/placeholders';
import type {RpcMethod} from '@site/src/data/rpc/types';

const methods: readonly RpcMethod[] = rpcMethods;

describe('JSON-RPC schema', () => {
  for (const method of methods) {
    for (const network of SAMPLE_NETWORKS) {
      it(`${method.name}: the example on ${network} validates against its schema`, () => {
        expect(validateParams(exampleParams(method, network), method)).toEqual([]);
        expect(validateValue(exampleResult(method, network), method.result.schema, 'result')).toEqual([]);
      });
    }
  }

  it('covers every method the issue lists, each name once', () => {
    const names = methods.map((method) => method.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'eth_chainId',
        'eth_blockNumber',
        'eth_getBalance',
        'eth_getCode',
        'eth_getStorageAt',
        'eth_call',
        'eth_estimateGas',
        'eth_gasPrice',
        'eth_maxPriorityFeePerGas',
        'eth_feeHistory',
        'eth_getBlockByNumber',
        'eth_getTransactionByHash',
        'eth_getTransactionReceipt',
        'eth_getLogs',
        'net_version',
        'web3_clientVersion',
        'optimism_syncStatus',
        'optimism_outputAtBlock',
        'eth_sendRawTransaction',
      ]),
    );
  });

  it('gives every statement about Celo a source, or marks it uncertain', () => {
    for (const method of methods) {
      for (const note of method.celo) {
        expect(Boolean(note.source) !== Boolean(note.uncertain), `${method.name}: ${note.text}`).toBe(true);
      }
      expect(method.errors.length, `${method.name} lists the errors a reader meets`).toBeGreaterThan(0);
    }
  });

  it('fills every sample for every network', () => {
    for (const method of methods) {
      for (const sample of Object.values(method.samples)) {
        for (const network of SAMPLE_NETWORKS) expect(() => fillPlaceholders(sample, network)).not.toThrow();
      }
    }
  });

  it('takes the fee currency where Celo’s execution client does', () => {
    for (const name of ['eth_gasPrice', 'eth_maxPriorityFeePerGas']) {
      expect(requireRpcMethod(name).params.map((param) => param.name)).toEqual(['feeCurrency']);
    }
    const estimate = requireRpcMethod('eth_estimateGas').params[0].schema;
    expect(estimate.type === 'object' && estimate.fields.map((field) => field.name)).toContain('feeCurrency');
  });

  it('names the problem of an example that breaks its schema', () => {
    const method = requireRpcMethod('eth_getBalance');
    expect(validateParams(['0x1234', 'newest'], method)).toEqual([
      'eth_getBalance address: expected an address: 0x and 40 hex digits, got "0x1234"',
      'eth_getBalance block: expected a block number as a hex quantity, or one of latest, earliest, pending, safe, finalized, got "newest"',
    ]);
    expect(validateValue({number: '0x01'}, requireRpcMethod('eth_getBlockByNumber').result.schema, 'result')).toContain(
      'result.number: expected a hex quantity without leading zeros, such as 0x1a, got "0x01"',
    );
  });

  it('fails on an unknown method, naming the valid ones', () => {
    expect(() => requireRpcMethod('eth_getBalances')).toThrow(
      /unknown JSON-RPC method "eth_getBalances".*eth_getBalance/,
    );
  });

  it('describes write methods without a Try-it', () => {
    expect(methods.filter((method) => !method.readOnly).map((method) => method.name)).toEqual([
      'eth_sendRawTransaction',
    ]);
  });
});
