/**
 * Every network upgrade and operational change of the Celo layer 2, with its activation per network. Notices,
 * the milestones page, the L2 overview and the /upgrades.ics and /upgrades.atom feeds render from this record;
 * no page retypes an activation date. Only facts with a public source are recorded: where a block, a time or a
 * date is not on record, the field is left out. Validated by tests/unit/upgrades.test.ts.
 */
import type {NetworkId} from './networks';

export type UpgradeId =
  | 'l2-migration'
  | 'isthmus'
  | 'celo-sepolia-launch'
  | 'ice-cream'
  | 'native-eth-bridging'
  | 'jello'
  | 'jovian'
  | 'op-reth-switch'
  | 'req-resp-sync-deprecation';

/** What sort of change it is: a hardfork changes protocol rules at an activation; the others do not. */
export type UpgradeKind = 'hardfork' | 'network-launch' | 'bridge-feature' | 'client-change' | 'deprecation';

export interface Activation {
  network: NetworkId;
  /** The UTC day of the activation, `YYYY-MM-DD`. */
  date: string;
  /** The exact activation time as a unix timestamp in seconds, where it is on record. */
  timestamp?: number;
  /** The UTC time of day, `HH:MM`, where it is on record without a timestamp. */
  time?: string;
  /** The first block with the change, where it is on record. */
  block?: number;
}

/** A dated step of a change that is not an activation, such as its announcement. */
export interface UpgradeEvent {
  id: string;
  label: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

export interface Upgrade {
  id: UpgradeId;
  name: string;
  /** Other names readers meet for the same change. */
  alsoKnownAs?: readonly string[];
  kind: UpgradeKind;
  /** One sentence for feeds and lists. */
  summary: string;
  /** What changed, one item per change. */
  changes: readonly string[];
  /** What node operators had to do, or `[]` when nothing. */
  operatorActions: readonly string[];
  /** The route of the notice page. */
  notice: string;
  /** Routes of related pages. */
  related: readonly string[];
  /** Dated activations, oldest first; `[]` when no activation date is on record. */
  activations: readonly Activation[];
  /** Other dated steps, oldest first. */
  events?: readonly UpgradeEvent[];
}

export const upgrades = [
  {
    id: 'l2-migration',
    name: 'L2 migration',
    kind: 'hardfork',
    summary: 'Celo moved from an independent proof-of-stake layer 1 to an OP Stack layer 2 that settles on Ethereum.',
    changes: [
      'A sequencer produces 1-second blocks in place of the validators’ BFT consensus.',
      'Transaction data goes to EigenDA, and commitments to Ethereum.',
      'All balances, contracts and state carried over; the chain id stayed the same.',
    ],
    operatorActions: [
      'Run celo-blockchain v1.8.9 or later up to the migration block.',
      'Start op-geth and op-node celo-v2.0.0 or later, plus eigenda-proxy, after it.',
    ],
    notice: '/cel2/notices/l2-migration',
    related: ['/cel2/whats-changed/overview', '/cel2/operators/migrate-node'],
    activations: [
      {network: 'alfajores', date: '2024-09-26', block: 26_384_000},
      {network: 'baklava', date: '2025-02-20', block: 28_308_600},
      {network: 'mainnet', date: '2025-03-26', time: '03:00', block: 31_056_500},
    ],
  },
  {
    id: 'isthmus',
    name: 'Isthmus',
    alsoKnownAs: ['Holocene and Isthmus', 'Pectra-equivalent upgrade'],
    kind: 'hardfork',
    summary: 'The OP Stack Holocene and Isthmus hardforks, which bring the execution-layer EIPs of Ethereum’s Pectra to Celo.',
    changes: [
      'EIP-7702 set-code transactions (type 4).',
      'EIP-2537 BLS12-381 precompiles.',
      'EIP-2935 serves the last 8,191 block hashes from state.',
      'EIP-7623 raises the cost of calldata-heavy transactions.',
      'Holocene makes derivation stricter and moves the EIP-1559 parameters into the L1 SystemConfig.',
    ],
    operatorActions: ['Run node releases that include the hardfork before its activation.'],
    notice: '/cel2/notices/pectra-upgrade',
    related: ['/protocol/transaction/transaction-types', '/cel2/whats-changed/l1-l2'],
    activations: [
      {network: 'baklava', date: '2025-06-11', timestamp: 1_749_654_000, block: 37_881_140},
      {network: 'alfajores', date: '2025-06-25', timestamp: 1_750_863_600, block: 49_908_280},
      {network: 'mainnet', date: '2025-07-09', timestamp: 1_752_073_200, block: 40_172_442},
    ],
  },
  {
    id: 'celo-sepolia-launch',
    name: 'Celo Sepolia launch',
    kind: 'network-launch',
    summary: 'Celo Sepolia, a new developer testnet that settles on Ethereum Sepolia, started from a fresh genesis.',
    changes: [
      'A new testnet with fresh state: contracts are deployed there again.',
      'It replaces Alfajores and Baklava, whose settlement layer Holesky was retired.',
    ],
    operatorActions: ['Run a Celo Sepolia node in place of an Alfajores or Baklava node.'],
    notice: '/cel2/notices/celo-sepolia-launch',
    related: ['/network', '/cel2/guides/celo-sepolia-node'],
    activations: [{network: 'celo-sepolia', date: '2025-07-23'}],
    events: [
      {id: 'announced', label: 'Announced', date: '2025-08-13'},
      {id: 'transition-start', label: 'Transition from Alfajores and Baklava begins', date: '2025-08-14'},
      {id: 'transition-end', label: 'Transition ends', date: '2025-09-14'},
    ],
  },
  {
    id: 'ice-cream',
    name: 'Ice Cream',
    alsoKnownAs: ['EigenDA v2', 'Blazar'],
    kind: 'hardfork',
    summary: 'The sequencer moved its data availability to EigenDA v2.',
    changes: ['Batch data is posted to EigenDA v2 (Blazar) by the sequencer.'],
    operatorActions: [],
    notice: '/cel2/notices/ice-cream',
    related: ['/cel2/whats-changed/cel2-architecture', '/cel2/operators/architecture'],
    activations: [
      {network: 'baklava', date: '2025-07-30'},
      {network: 'alfajores', date: '2025-08-20'},
      {network: 'mainnet', date: '2025-09-10'},
    ],
  },
  {
    id: 'native-eth-bridging',
    name: 'Native ETH bridging',
    kind: 'bridge-feature',
    summary: 'ETH sent from Ethereum through the SuperBridgeETHWrapper arrives on Celo as WETH.',
    changes: ['SuperBridgeETHWrapper.wrapAndBridge wraps ETH on Ethereum and bridges it in one call.', 'Plain ETH sent to the standard bridge is rejected.'],
    operatorActions: [],
    notice: '/cel2/notices/native-eth-bridging',
    related: ['/cel2/guides/bridge-assets', '/token-addresses'],
    activations: [],
  },
  {
    id: 'jello',
    name: 'Jello',
    alsoKnownAs: ['Succinct upgrade'],
    kind: 'hardfork',
    summary: 'OP Succinct Lite: zero-knowledge fault proofs, generated only when a state claim is disputed.',
    changes: [
      'Disputes are settled with ZK proofs built with Kona and SP1 on the Succinct Prover Network.',
      'The L1 contracts changed through CGP-265, executed by the Security Council.',
    ],
    operatorActions: [],
    notice: '/cel2/notices/jello',
    related: ['/cel2/whats-changed/cel2-architecture', '/protocol/bridge'],
    activations: [
      {network: 'celo-sepolia', date: '2025-11-05'},
      {network: 'mainnet', date: '2025-12-10'},
    ],
  },
  {
    id: 'jovian',
    name: 'Jovian',
    kind: 'hardfork',
    summary: 'The OP Stack Jovian hardfork with OP Upgrade 16 and the OP minimum base fee.',
    changes: [
      'The transfer precompile warms the from and to accounts.',
      'The OP Stack minimum base fee replaces Celo’s gas-price floor.',
      'OP Upgrade 16: withdrawals proven before it must be proven again.',
    ],
    operatorActions: ['Run node releases that include the hardfork before its activation.', 'Run eigenda-proxy v2.6.0 or later.'],
    notice: '/cel2/notices/jovian',
    related: ['/cel2/guides/bridge-assets', '/developer/fee-currency'],
    activations: [
      {network: 'celo-sepolia', date: '2026-03-17', timestamp: 1_773_749_037},
      {network: 'mainnet', date: '2026-03-31', timestamp: 1_774_958_788},
    ],
  },
  {
    id: 'op-reth-switch',
    name: 'op-geth to op-reth switch',
    kind: 'client-change',
    summary: 'op-reth replaced op-geth as the execution client; support for op-geth ended.',
    changes: ['op-reth, built on reth, is the execution client; op-node is unchanged.'],
    operatorActions: [
      'Migrate to op-reth by the switch date; op-geth may follow the wrong chain afterwards.',
      'Start op-reth from a new datadir: op-geth datadirs cannot be reused (Mainnet starts from a snapshot).',
    ],
    notice: '/cel2/notices/op-reth-switch',
    related: ['/cel2/operators/overview', '/cel2/operators/docker-node'],
    activations: [
      {network: 'celo-sepolia', date: '2026-06-24'},
      {network: 'mainnet', date: '2026-07-22'},
    ],
  },
  {
    id: 'req-resp-sync-deprecation',
    name: 'op-node req-resp sync deprecation',
    kind: 'deprecation',
    summary: 'op-node’s request/response consensus-layer P2P sync is deprecated.',
    changes: ['The req-resp CL P2P sync mode of op-node is deprecated.'],
    operatorActions: ['Remove --syncmode.req-resp=true from the op-node command line.'],
    notice: '/cel2/notices/req-resp-sync-deprecation',
    related: ['/cel2/operators/custom-node', '/cel2/operators/architecture'],
    activations: [],
  },
] as const satisfies readonly Upgrade[];

export const upgradeIds = upgrades.map((upgrade) => upgrade.id) as UpgradeId[];

export function findUpgrade(id: string): Upgrade | undefined {
  return (upgrades as readonly Upgrade[]).find((upgrade) => upgrade.id === id);
}
