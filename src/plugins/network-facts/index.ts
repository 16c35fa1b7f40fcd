/**
 * Writes `network-facts.json` after the production build: every network, token deployment and core contract address
 * from `src/data`, the typed source the pages render them from. The docs MCP server (`mcp/`) answers
 * `network_facts` from this file, so a build or the published site gives the same figures as its pages without the
 * TypeScript source. Relative imports: the MCP tests load this module outside the bundler.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {contracts, settlementContracts, type Contract} from '../../data/contracts';
import {networkIds, networks, type Network} from '../../data/networks';
import {tokens, type Token} from '../../data/tokens';

/** The file's name in the build, served at `/network-facts.json`. */
export const NETWORK_FACTS_FILE = 'network-facts.json';

/** Bumped when a field changes meaning or goes away, so a reader of an older build can tell. */
export const NETWORK_FACTS_VERSION = 1;

export interface NetworkFacts {
  version: number;
  /** Networks in the order the site lists them, live ones first. */
  networks: Network[];
  tokens: readonly Token[];
  /** Core protocol contracts on each Celo network, from the on-chain Registry. */
  contracts: readonly Contract[];
  /** Contracts on a network's settlement layer (Ethereum for Mainnet) that readers call directly. */
  settlementContracts: readonly Contract[];
}

export function networkFacts(): NetworkFacts {
  return {
    version: NETWORK_FACTS_VERSION,
    networks: networkIds.map((id) => networks[id]),
    tokens,
    contracts,
    settlementContracts,
  };
}

export default function networkFactsPlugin(): Plugin {
  return {
    name: 'network-facts',
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, NETWORK_FACTS_FILE), `${JSON.stringify(networkFacts(), null, 2)}\n`);
    },
  };
}
