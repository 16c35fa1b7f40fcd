// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contracts, settlementContracts} from '../../../src/data/contracts';
import {networkIds, networks} from '../../../src/data/networks';
import {tokens} from '../../../src/data/tokens';
import networkFactsPlugin, {NETWORK_FACTS_FILE, networkFacts} from '../../../src/plugins/network-facts';
import {findNetwork, networkMarkdown} from '../../../mcp/facts.mjs';

describe('the network-facts plugin', () => {
  it('writes network-facts.json after the build, holding src/data as the pages render it', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'network-facts-'));
    const postBuild = networkFactsPlugin().postBuild as unknown as (props: {outDir: string}) => Promise<void>;
    await postBuild({outDir});
    const written = JSON.parse(fs.readFileSync(path.join(outDir, NETWORK_FACTS_FILE), 'utf8'));
    expect(written).toEqual(JSON.parse(JSON.stringify(networkFacts())));
    expect(written.networks.map((network: {id: string}) => network.id)).toEqual(networkIds);
    expect(written.networks[0].chainId).toBe(networks.mainnet.chainId);
    expect(written.tokens).toEqual(tokens);
    expect(written.contracts).toEqual(contracts);
    expect(written.settlementContracts).toEqual(settlementContracts);
  });
});

describe('network_facts text', () => {
  const facts = networkFacts();

  it.each(networkIds)('names every figure, token and contract address of %s', (id) => {
    const network = networks[id];
    const text = networkMarkdown(facts, network);
    expect(text).toContain(`Chain id: ${network.chainId} (hex ${network.chainIdHex})`);
    expect(text).toContain(network.rpcUrl);
    for (const link of [...network.explorers, ...network.faucets, ...network.bridges]) expect(text).toContain(link.url);
    for (const token of tokens.filter((entry) => entry.network === id)) {
      expect(text).toContain(`| ${token.address} | ${token.decimals} |`);
      if (token.feeCurrency) expect(text).toContain(`| ${token.feeCurrency} |`);
    }
    for (const contract of [...contracts, ...settlementContracts].filter((entry) => entry.network === id)) {
      expect(text).toContain(`| ${contract.name} | ${contract.address} | ${contract.purpose} |`);
    }
  });

  it('finds a network by id, name, chain id or a name without "Celo"', () => {
    const list = facts.networks;
    expect(findNetwork(list, 'celo-sepolia')?.id).toBe('celo-sepolia');
    expect(findNetwork(list, 'Celo Sepolia')?.id).toBe('celo-sepolia');
    expect(findNetwork(list, 'sepolia')?.id).toBe('celo-sepolia');
    expect(findNetwork(list, 'Celo Mainnet')?.id).toBe('mainnet');
    expect(findNetwork(list, '42220')?.id).toBe('mainnet');
    expect(findNetwork(list, '0xaef3')?.id).toBe('alfajores');
    expect(findNetwork(list, 'goerli')).toBeUndefined();
  });
});
