/**
 * Every network figure the site shows: chain ids, RPC endpoints, explorers, faucets, bridges and status.
 * Pages render these through the components in src/components/Network*; nothing retypes them in prose.
 */

export type NetworkId = 'mainnet' | 'celo-sepolia' | 'alfajores' | 'baklava';

export type NetworkStatus = 'live' | 'deprecated' | 'retired';

export interface Link {
  label: string;
  url: string;
}

export interface Network {
  id: NetworkId;
  name: string;
  status: NetworkStatus;
  /** What the status means for a reader today, with its dates. */
  statusNote: string;
  chainId: number;
  /** The chain id as wallets want it: lowercase hex with 0x. */
  chainIdHex: `0x${string}`;
  rpcUrl: string;
  wsUrl?: string;
  /** A public op-node RPC, which serves the `optimism_*` methods Forno does not; only where Celo publishes one. */
  opNodeRpcUrl?: string;
  /** The network's export in `viem/chains`, where viem has one. */
  viemChain?: string;
  explorers: readonly Link[];
  /** Every public faucet, the Celo faucet first (`faucetUrl`); `secondFaucetUrl` is the next one. */
  faucets: readonly Link[];
  /** How a reader gets test funds where there is no public faucet. */
  faucetNote?: string;
  bridges: readonly Link[];
  /** The layer 1 the network settles on. */
  settlesOn: string;
  /** Seconds between blocks. */
  blockTimeSeconds: number;
  gasLimit: number;
  /** ISO date (day, or month where the day is not recorded) on which the network started as a layer 2. */
  l2Since: string;
  /** The first block produced as a layer 2. */
  l2Block?: number;
  /** ISO date on which support for the network ended, or is planned to end (celo-sepolia-launch.mdx for Alfajores and Baklava). */
  retiredOn?: string;
  nativeCurrency: {name: string; symbol: string; decimals: number};
  testnet: boolean;
  /** The hardware Celo's operator docs give for a full node of the network (run-node.mdx), where they give one. */
  nodeHardware?: {memoryGb: number; ssd: string; cpuCores?: string};
}

const nativeCelo = {name: 'CELO', symbol: 'CELO', decimals: 18} as const;
const l2Blocks = {blockTimeSeconds: 1, gasLimit: 30_000_000} as const;

export const networks = {
  mainnet: {
    id: 'mainnet',
    name: 'Celo Mainnet',
    status: 'live',
    statusNote: 'Live. Runs as an OP Stack layer 2 on Ethereum since 26 March 2025.',
    chainId: 42220,
    chainIdHex: '0xa4ec',
    rpcUrl: 'https://forno.celo.org',
    wsUrl: 'wss://forno.celo.org/ws',
    viemChain: 'celo',
    explorers: [
      {label: 'Celoscan', url: 'https://celoscan.io'},
      {label: 'Blockscout', url: 'https://explorer.celo.org'},
    ],
    faucets: [],
    bridges: [{label: 'Superbridge', url: 'https://superbridge.app/celo'}],
    settlesOn: 'Ethereum',
    ...l2Blocks,
    l2Since: '2025-03-26',
    l2Block: 31_056_500,
    nativeCurrency: nativeCelo,
    testnet: false,
    nodeHardware: {memoryGb: 16, ssd: '1 TB', cpuCores: '4–8'},
  },
  'celo-sepolia': {
    id: 'celo-sepolia',
    name: 'Celo Sepolia',
    status: 'live',
    statusNote: 'Live. The developer testnet since 23 July 2025, started from fresh state.',
    chainId: 11142220,
    chainIdHex: '0xaa044c',
    rpcUrl: 'https://forno.celo-sepolia.celo-testnet.org',
    wsUrl: 'wss://forno.celo-sepolia.celo-testnet.org/ws',
    opNodeRpcUrl: 'https://op.celo-sepolia.celo-testnet.org',
    viemChain: 'celoSepolia',
    explorers: [{label: 'Blockscout', url: 'https://celo-sepolia.blockscout.com'}],
    faucets: [
      {label: 'Celo faucet', url: 'https://faucet.celo.org/celo-sepolia'},
      {label: 'Google Cloud Web3 faucet', url: 'https://cloud.google.com/application/web3/faucet/celo/sepolia'},
    ],
    bridges: [{label: 'Superbridge (testnets)', url: 'https://testnets.superbridge.app'}],
    settlesOn: 'Ethereum Sepolia',
    ...l2Blocks,
    l2Since: '2025-07-23',
    nativeCurrency: nativeCelo,
    testnet: true,
    nodeHardware: {memoryGb: 16, ssd: '500 GB'},
  },
  alfajores: {
    id: 'alfajores',
    name: 'Alfajores',
    status: 'retired',
    statusNote: 'Retired. The former developer testnet, a layer 2 since 26 September 2024; support ended on 30 September 2025. Use Celo Sepolia.',
    chainId: 44787,
    chainIdHex: '0xaef3',
    rpcUrl: 'https://alfajores-forno.celo-testnet.org',
    explorers: [
      {label: 'Blockscout', url: 'https://celo-alfajores.blockscout.com'},
      {label: 'Celoscan', url: 'https://alfajores.celoscan.io'},
    ],
    faucets: [{label: 'Celo faucet', url: 'https://faucet.celo.org/alfajores'}],
    bridges: [],
    settlesOn: 'Holesky',
    ...l2Blocks,
    l2Since: '2024-09-26',
    l2Block: 26_384_000,
    retiredOn: '2025-09-30',
    nativeCurrency: nativeCelo,
    testnet: true,
  },
  baklava: {
    id: 'baklava',
    name: 'Baklava',
    status: 'retired',
    statusNote: 'Retired. The operator and validator testnet, a layer 2 since 20 February 2025; support ended on 30 September 2025, with no successor.',
    chainId: 62320,
    chainIdHex: '0xf370',
    rpcUrl: 'https://baklava-forno.celo-testnet.org',
    explorers: [{label: 'Blockscout', url: 'https://celo-baklava.blockscout.com'}],
    faucets: [],
    faucetNote: 'Test funds were given by request to operators.',
    bridges: [],
    settlesOn: 'Holesky',
    ...l2Blocks,
    l2Since: '2025-02-20',
    l2Block: 28_308_600,
    retiredOn: '2025-09-30',
    nativeCurrency: nativeCelo,
    testnet: true,
  },
} as const satisfies Record<NetworkId, Network>;

export const networkIds = Object.keys(networks) as NetworkId[];

export function isNetworkId(id: string): id is NetworkId {
  return Object.hasOwn(networks, id);
}

/** The network `id` names; an unknown id throws, naming the component and the valid ids, so the page fails to build. */
export function requireNetwork(id: string, component: string): Network {
  if (!isNetworkId(id)) {
    throw new Error(`<${component} network="${id}">: unknown network "${id}". Use one of: ${networkIds.join(', ')}.`);
  }
  return networks[id];
}
