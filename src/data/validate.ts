/**
 * Rules every network, token and contract entry must keep. Each problem names the entry and the rule it
 * breaks, so a failing test says exactly what to fix. Run by tests/unit/data.test.ts.
 */
import {keccak_256} from '@noble/hashes/sha3';
import type {Network} from './networks';
import type {Token} from './tokens';
import type {Contract} from './contracts';

export interface NetworkData {
  networks: Record<string, Network>;
  tokens: readonly Token[];
  contracts: readonly Contract[];
  settlementContracts: readonly Contract[];
}

/** The EIP-55 mixed-case checksum form of an address. */
export function toChecksumAddress(address: string): string {
  const hex = address.toLowerCase().replace(/^0x/, '');
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex))).toString('hex');
  return `0x${[...hex].map((char, i) => (parseInt(hash[i], 16) >= 8 ? char.toUpperCase() : char)).join('')}`;
}

function checkAddress(problems: string[], entry: string, address: string): void {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) problems.push(`${entry}: address ${address} is not 20 bytes of hex`);
  else if (toChecksumAddress(address) !== address) {
    problems.push(`${entry}: address ${address} is not EIP-55 checksummed (expected ${toChecksumAddress(address)})`);
  }
}

function checkUrl(problems: string[], entry: string, url: string, protocol: 'https:' | 'wss:'): void {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    problems.push(`${entry}: ${url} is not a URL`);
    return;
  }
  if (parsed.protocol !== protocol) problems.push(`${entry}: ${url} must use ${protocol.replace(':', '')}`);
}

function checkUnique(problems: string[], kind: string, keys: string[]): void {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) problems.push(`${kind} ${key}: duplicate entry`);
    seen.add(key);
  }
}

export function validateNetworkData({networks, tokens, contracts, settlementContracts}: NetworkData): string[] {
  const problems: string[] = [];
  for (const [key, network] of Object.entries(networks)) {
    const entry = `network ${key}`;
    if (network.id !== key) problems.push(`${entry}: id "${network.id}" differs from its key`);
    if (`0x${network.chainId.toString(16)}` !== network.chainIdHex) {
      problems.push(`${entry}: chainIdHex ${network.chainIdHex} is not chainId ${network.chainId} in lowercase hex`);
    }
    checkUrl(problems, entry, network.rpcUrl, 'https:');
    if (network.wsUrl) checkUrl(problems, entry, network.wsUrl, 'wss:');
    if (network.opNodeRpcUrl) checkUrl(problems, entry, network.opNodeRpcUrl, 'https:');
    for (const link of [...network.explorers, ...network.faucets, ...network.bridges]) {
      checkUrl(problems, entry, link.url, 'https:');
    }
    if (!/^\d{4}-\d{2}(-\d{2})?$/.test(network.l2Since)) problems.push(`${entry}: l2Since must be YYYY-MM or YYYY-MM-DD`);
    if (network.retiredOn && !/^\d{4}-\d{2}-\d{2}$/.test(network.retiredOn)) {
      problems.push(`${entry}: retiredOn must be YYYY-MM-DD`);
    }
  }
  checkUnique(
    problems,
    'chain id',
    Object.values(networks).map((n) => String(n.chainId)),
  );
  for (const token of tokens) {
    const entry = `token ${token.id} on ${token.network}`;
    if (!Object.hasOwn(networks, token.network)) problems.push(`${entry}: unknown network "${token.network}"`);
    checkAddress(problems, entry, token.address);
    if (token.feeCurrency) checkAddress(problems, `${entry} fee currency`, token.feeCurrency);
    if (token.symbol !== token.id) {
      problems.push(`${entry}: symbol ${token.symbol} differs from the id; the id is the token's name on its network`);
    }
    if (token.formerly === token.symbol) problems.push(`${entry}: formerly repeats the current symbol`);
    if (token.feeCurrency && token.decimals < 18 && token.feeCurrency === token.address) {
      problems.push(`${entry}: a ${token.decimals}-decimal token pays gas through an adapter, not its own address`);
    }
  }
  checkUnique(
    problems,
    'token',
    tokens.map((t) => `${t.id} on ${t.network}`),
  );
  checkUnique(
    problems,
    'token address',
    tokens.map((t) => `${t.address.toLowerCase()} on ${t.network}`),
  );
  for (const contract of [...contracts, ...settlementContracts]) {
    const entry = `contract ${contract.name} on ${contract.network}`;
    if (!Object.hasOwn(networks, contract.network)) problems.push(`${entry}: unknown network "${contract.network}"`);
    checkAddress(problems, entry, contract.address);
  }
  checkUnique(
    problems,
    'contract',
    [...contracts, ...settlementContracts].map((c) => `${c.name} on ${c.network}`),
  );
  checkUnique(
    problems,
    'contract address',
    contracts.map((c) => `${c.address.toLowerCase()} on ${c.network}`),
  );
  return problems;
}
