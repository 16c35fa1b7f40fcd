// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {formFields, formValuesOf, parseForm} from '@site/src/data/rpc/form';
import {rpcMethods, requireRpcMethod} from '@site/src/data/rpc/methods';
import {exampleParams} from '@site/src/data/rpc/examples';
import type {RpcMethod} from '@site/src/data/rpc/types';

describe('Try-it form validation', () => {
  it('turns every read method’s prefilled example back into its params', () => {
    for (const method of rpcMethods as readonly RpcMethod[]) {
      const params = exampleParams(method, 'celo-sepolia');
      expect(parseForm(method, formValuesOf(method, params)), method.name).toEqual({ok: true, params});
    }
  });

  it('accepts decimal where the node wants hex, and block tags', () => {
    const method = requireRpcMethod('eth_feeHistory');
    expect(parseForm(method, {blockCount: '10', newestBlock: '1000', rewardPercentiles: '10, 90'})).toEqual({
      ok: true,
      params: ['0xa', '0x3e8', [10, 90]],
    });
    expect(parseForm(method, {blockCount: '0x4', newestBlock: 'finalized'})).toEqual({
      ok: true,
      params: ['0x4', 'finalized'],
    });
  });

  it('says what to write for each invalid field, before anything is sent', () => {
    const result = parseForm(requireRpcMethod('eth_getBalance'), {address: '0x123', block: 'newest'});
    expect(result).toEqual({
      ok: false,
      errors: {
        address: 'address: Enter an address: 0x and 40 hex digits.',
        block: 'block: Enter a block number (decimal or 0x hex) or one of latest, earliest, pending, safe, finalized.',
      },
    });
  });

  it('requires required fields, and lets optional ones be left out', () => {
    expect(parseForm(requireRpcMethod('eth_getTransactionReceipt'), {hash: ' '})).toEqual({
      ok: false,
      errors: {hash: 'hash is required: The transaction hash.'},
    });
    expect(parseForm(requireRpcMethod('eth_gasPrice'), {feeCurrency: ''})).toEqual({ok: true, params: []});
  });

  it('builds object parameters from their fields, and lists from comma-separated values', () => {
    const logs = requireRpcMethod('eth_getLogs');
    expect(formFields(logs).map((field) => field.id)).toContain('filter.topics');
    const topic = `0x${'ab'.repeat(32)}`;
    expect(parseForm(logs, {'filter.fromBlock': 'latest', 'filter.topics': `${topic}, null`})).toEqual({
      ok: true,
      params: [{fromBlock: 'latest', topics: [topic, null]}],
    });
  });

  it('refuses a later parameter without the earlier one', () => {
    const result = parseForm(requireRpcMethod('eth_feeHistory'), {rewardPercentiles: '50'});
    expect(result.ok).toBe(false);
  });
});
