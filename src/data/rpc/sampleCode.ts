/**
 * A method's samples in full: the request as curl, and viem, ethers and web3.py programs, each with its client set
 * up for the reader's network through placeholders (`{{network.rpcUrl}}`), which src/plugins/network-samples fills
 * and the network switch rewrites. The schema holds only each sample's body (./methods.ts).
 */
import {curlCommand, rpcRequest} from './request';
import type {RpcMethod} from './types';

export const SAMPLE_LANGUAGES = [
  {id: 'curl', label: 'curl', fence: 'bash'},
  {id: 'viem', label: 'viem', fence: 'ts'},
  {id: 'ethers', label: 'ethers', fence: 'ts'},
  {id: 'web3py', label: 'web3.py', fence: 'python'},
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['id'];

/** Where op-node samples send their requests: the reader's own op-node (or Celo Sepolia's public one). */
export const OP_NODE_VARIABLE = 'OP_NODE_RPC_URL';

/** The names a body uses from a library, in the order they are listed here. */
const used = (body: string, names: readonly string[]) => names.filter((name) => new RegExp(`\\b${name}\\b`).test(body));

function viem(body: string): string {
  const values = used(body, ['createPublicClient', 'formatEther', 'formatGwei', 'http', 'numberToHex', 'parseAbiItem']);
  const types = used(body, ['Address', 'Hex']).map((name) => `type ${name}`);
  const names = [...new Set(['createPublicClient', 'http', ...values])].sort();
  return [
    `import {${[...names, ...types].join(', ')}} from 'viem';`,
    "import { {{network.viemChain}} } from 'viem/chains';",
    '',
    "const client = createPublicClient({chain: {{network.viemChain}}, transport: http('{{network.rpcUrl}}')});",
    '',
    body,
  ].join('\n');
}

function ethers(body: string): string {
  const names = [...new Set(['JsonRpcProvider', ...used(body, ['formatEther', 'formatUnits', 'id', 'toQuantity'])])];
  return [`import {${names.join(', ')}} from 'ethers';`, '', "const provider = new JsonRpcProvider('{{network.rpcUrl}}');", '', body].join('\n');
}

function web3py(body: string): string {
  return [...(/\bos\./.test(body) ? ['import os', ''] : []), 'from web3 import Web3', '', 'w3 = Web3(Web3.HTTPProvider("{{network.rpcUrl}}"))', '', body].join(
    '\n',
  );
}

/** The sample in one language, with placeholders still in it. */
export function sampleCode(method: RpcMethod, language: SampleLanguage): string {
  switch (language) {
    case 'curl': {
      const url = method.server === 'op-node' ? `"$${OP_NODE_VARIABLE}"` : '{{network.rpcUrl}}';
      return curlCommand(url, rpcRequest(method.name, method.example.params));
    }
    case 'viem':
      return viem(method.samples.viem);
    case 'ethers':
      return ethers(method.samples.ethers);
    case 'web3py':
      return web3py(method.samples.web3py);
  }
}
