/**
 * The placeholders a code sample may hold, such as `{{network.chainId}}` or `{{token.USDC.adapter}}`, and their
 * values on each network the samples switch between. Every value comes from the data modules in src/data.
 */
import {networks, type Network} from '../../data/networks';
import {findToken, tokens, type TokenId} from '../../data/tokens';

/** The networks a reader can switch the samples between, in the order the switch shows them. */
export const SAMPLE_NETWORKS = ['mainnet', 'celo-sepolia'] as const;
export type SampleNetworkId = (typeof SAMPLE_NETWORKS)[number];

/** The network the build fills the samples for: developer guides start on the testnet. */
export const DEFAULT_SAMPLE_NETWORK: SampleNetworkId = 'celo-sepolia';

export function isSampleNetwork(id: unknown): id is SampleNetworkId {
  return SAMPLE_NETWORKS.includes(id as SampleNetworkId);
}

/**
 * `{{a.b}}` or `{{a.b.c}}`: a dotted name in double braces, without spaces. JSX style objects (`{{color: 'red'}}`),
 * GitHub Actions expressions (`${{ secrets.KEY }}`) and one-word templates (`{{name}}`) do not match.
 */
const PLACEHOLDER = /(?<!\$)\{\{([A-Za-z][\w-]*(?:\.[\w-]+)+)\}\}/g;

/** The names the guides give each network in a Hardhat config and in Foundry's `[rpc_endpoints]`. */
const toolNames: Partial<Record<string, {hardhat: string; foundry: string}>> = {
  mainnet: {hardhat: 'celo', foundry: 'celo'},
  'celo-sepolia': {hardhat: 'celoSepolia', foundry: 'celo_sepolia'},
};

const networkFields: Record<string, (network: Network) => string | number | undefined> = {
  name: (n) => n.name,
  chainId: (n) => n.chainId,
  chainIdHex: (n) => n.chainIdHex,
  rpcUrl: (n) => n.rpcUrl,
  wsUrl: (n) => n.wsUrl,
  explorer: (n) => n.explorers[0]?.url,
  faucet: (n) => n.faucets[0]?.url,
  viemChain: (n) => n.viemChain,
  hardhatName: (n) => toolNames[n.id]?.hardhat,
  foundryName: (n) => toolNames[n.id]?.foundry,
};

const tokenFields = {
  address: (token) => token.address,
  adapter: (token) => (token.feeCurrency && token.feeCurrency !== token.address ? token.feeCurrency : undefined),
  feeCurrency: (token) => token.feeCurrency,
} satisfies Record<string, (token: NonNullable<ReturnType<typeof findToken>>) => string | undefined>;

/** Every token id on a sample network. An id is the token's name on its network: `token.USDm` is the contract called USDm. */
const TOKEN_IDS: TokenId[] = [
  ...new Set(tokens.filter((token) => isSampleNetwork(token.network)).map((token) => token.id)),
];

/** Every placeholder name, for error messages and the README. */
export const PLACEHOLDER_NAMES = [
  ...Object.keys(networkFields).map((field) => `network.${field}`),
  ...Object.keys(networkFields).map((field) => `<${SAMPLE_NETWORKS.join('|')}>.${field}`),
  `<${SAMPLE_NETWORKS.join('|')}>.token.<ID>.<${Object.keys(tokenFields).join('|')}>`,
  ...Object.keys(tokenFields).map((field) => `token.<${TOKEN_IDS.join('|')}>.${field}`),
];

/** A placeholder with an unknown name or without a value on one of the sample networks. */
export class PlaceholderError extends Error {}

/**
 * The value of one placeholder name on one network; throws a PlaceholderError saying what to fix. `network.*` and
 * `token.*` follow the reader's network; `mainnet.*` and `celo-sepolia.*` (`mainnet.rpcUrl`, `mainnet.token.USDm.address`)
 * name one network whatever is selected, for samples such as a config that lists both.
 */
export function placeholderValue(name: string, selected: SampleNetworkId): string {
  const [first, ...rest] = name.split('.');
  const pinned = isSampleNetwork(first);
  const networkId = pinned ? first : selected;
  // `mainnet.rpcUrl` reads like `network.rpcUrl`, and `mainnet.token.USDm.address` like `token.USDm.address`.
  const [scope, ...path] = pinned && rest[0] === 'token' ? rest : [pinned ? 'network' : first, ...rest];
  const network = networks[networkId];
  let value: string | number | undefined;
  if (scope === 'network' && path.length === 1 && Object.hasOwn(networkFields, path[0])) {
    value = networkFields[path[0]](network);
  } else if (scope === 'token' && path.length === 2 && Object.hasOwn(tokenFields, path[1])) {
    const token = findToken(path[0], networkId);
    value = token && tokenFields[path[1] as keyof typeof tokenFields](token);
  } else {
    throw new PlaceholderError(`unknown placeholder {{${name}}}; use one of: ${PLACEHOLDER_NAMES.join(', ')}`);
  }
  if (value === undefined) {
    throw new PlaceholderError(
      `{{${name}}} has no value on ${network.name}: add it to src/data, or keep this sample out of the network switch`,
    );
  }
  return String(value);
}

export interface PlaceholderUse {
  name: string;
  /** 0-based line within the text. */
  line: number;
}

/** The placeholders in a text, in order, with the line each stands on. */
export function findPlaceholders(text: string): PlaceholderUse[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => ({
    name: match[1],
    line: text.slice(0, match.index).split('\n').length - 1,
  }));
}

/** The text with every placeholder replaced by its value on `network`. */
export function fillPlaceholders(text: string, network: SampleNetworkId): string {
  return text.replace(PLACEHOLDER, (_, name: string) => placeholderValue(name, network));
}

/** The text filled for every sample network. */
export function fillForEveryNetwork(text: string): Record<SampleNetworkId, string> {
  return Object.fromEntries(SAMPLE_NETWORKS.map((id) => [id, fillPlaceholders(text, id)])) as Record<
    SampleNetworkId,
    string
  >;
}

/** The placeholders the content check enforces: a sample in a developer guide may not hard-code their values. */
const ENFORCED = ['network.chainId', 'network.chainIdHex', 'network.rpcUrl', 'network.wsUrl'];

/** Every chain id, RPC URL and address a placeholder stands for, with the placeholder to write instead. */
export function coveredValues(): {value: string; placeholder: string}[] {
  const names = [...ENFORCED, ...TOKEN_IDS.flatMap((id) => [`token.${id}.address`, `token.${id}.adapter`])];
  const covered = new Map<string, string>();
  for (const name of names) {
    for (const network of SAMPLE_NETWORKS) {
      try {
        const value = placeholderValue(name, network);
        if (!covered.has(value)) covered.set(value, name);
      } catch {
        // No value on this network (a token not deployed there): nothing to look for.
      }
    }
  }
  return [...covered].map(([value, placeholder]) => ({value, placeholder}));
}
