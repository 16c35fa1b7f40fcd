// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {decodeResult} from '@site/src/data/rpc/decode';
import {requireRpcMethod} from '@site/src/data/rpc/methods';
import {exampleResult} from '@site/src/data/rpc/examples';
import {curlCommand, rpcRequest} from '@site/src/data/rpc/request';

const context = {currency: 'CELO', chainNames: {42220: 'Celo Mainnet', 11142220: 'Celo Sepolia'}};

describe('decoding results', () => {
  it('reads a chain id in decimal with its network', () => {
    expect(decodeResult('0xa4ec', requireRpcMethod('eth_chainId').result.schema, context)).toEqual([
      {path: 'result', raw: '0xa4ec', decoded: '42220 (Celo Mainnet)'},
    ]);
  });

  it('reads wei as CELO and Gwei, and a fee currency price in 18-decimal units', () => {
    const schema = requireRpcMethod('eth_gasPrice').result.schema;
    expect(decodeResult('0x5d21dba00', schema, context)[0].decoded).toBe('0.000000025 CELO (25 Gwei)');
    expect(decodeResult('0x5d21dba00', schema, {...context, currency: 'USDC'})[0].decoded).toBe(
      "0.000000025 USDC (18-decimal units, whatever the token's decimals)",
    );
  });

  it('names CIP-64 transactions and statuses in a receipt, and dates block timestamps', () => {
    const receipt = decodeResult(
      exampleResult(requireRpcMethod('eth_getTransactionReceipt'), 'mainnet'),
      requireRpcMethod('eth_getTransactionReceipt').result.schema,
      context,
    );
    expect(receipt).toContainEqual({path: 'result.type', raw: '0x7b', decoded: '123 (CIP-64 fee currency)'});
    expect(receipt).toContainEqual({path: 'result.status', raw: '0x1', decoded: '1 (success)'});
    const block = decodeResult(
      {timestamp: '0x0', number: '0x3e8'},
      requireRpcMethod('eth_getBlockByNumber').result.schema,
      context,
    );
    expect(block).toEqual([
      {path: 'result.number', raw: '0x3e8', decoded: '1,000'},
      {path: 'result.timestamp', raw: '0x0', decoded: '0 (1970-01-01T00:00:00Z)'},
    ]);
  });

  it('reads a returned 32-byte word as an integer, and keeps long lists short', () => {
    const word = '0x0000000000000000000000000000000000000000000000000de0b6b3a7640000';
    expect(decodeResult(word, requireRpcMethod('eth_call').result.schema, context)[0].decoded).toBe(
      '1,000,000,000,000,000,000 as a uint256 (1 with 18 decimals)',
    );
    const fees = {oldestBlock: '0x1', baseFeePerGas: Array(8).fill('0x1'), gasUsedRatio: []};
    const rows = decodeResult(fees, requireRpcMethod('eth_feeHistory').result.schema, context);
    expect(rows.filter((row) => row.path.startsWith('result.baseFeePerGas['))).toHaveLength(5);
    expect(rows).toContainEqual({path: 'result.baseFeePerGas', raw: '8 items', decoded: 'first 5 shown'});
  });

  it('decodes nothing in a null result', () => {
    expect(decodeResult(null, requireRpcMethod('eth_getTransactionByHash').result.schema, context)).toEqual([]);
  });
});

describe('the equivalent curl command', () => {
  it('posts the request as JSON, with single quotes escaped for the shell', () => {
    expect(curlCommand('https://forno.celo.org', rpcRequest('eth_call', [{data: "it's"}]))).toBe(
      `curl -s -X POST https://forno.celo.org \\\n  -H 'Content-Type: application/json' \\\n  --data '{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"data":"it'\\''s"}]}'`,
    );
  });
});
