/**
 * Every network upgrade and operational change of the Celo layer 2, with its activation per network. Notices,
 * the milestones page, the L2 overview and the /upgrades.ics and /upgrades.atom feeds render from this record;
 * no page retypes an activation date. Only facts with a public source are recorded: where a block, a time or a
 * date is not on record, the field is left out. Validated by tests/unit/upgrades.test.ts.
 */
import {networks, type NetworkId} from './networks';

export type UpgradeId =
  | 'l2-migration'
  | 'isthmus'
  | 'celo-sepolia-launch'
  | 'ice-cream'
  | 'l1-fusaka'
  | 'native-eth-bridging'
  | 'jello'
  | 'jovian'
  | 'op-reth-switch'
  | 'req-resp-sync-deprecation';

/**
 * What sort of change it is: a hardfork changes Celo's protocol rules at an activation; an `l1-hardfork` changes
 * the rules of the layer 1 a network settles on (its activations name the Celo network that settles there); the
 * others do not change protocol rules.
 */
export type UpgradeKind = 'hardfork' | 'l1-hardfork' | 'network-launch' | 'bridge-feature' | 'client-change' | 'deprecation';

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

/** A step operators had to take: on every network the upgrade reached, or only on the networks listed. */
export type OperatorAction = string | {action: string; networks: readonly NetworkId[]};

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
  operatorActions: readonly OperatorAction[];
  /** The route of the notice page. */
  notice: string;
  /** Routes of related pages. */
  related: readonly string[];
  /** Dated activations, oldest first; `[]` when no activation date is on record. */
  activations: readonly Activation[];
  /** Other dated steps, oldest first. */
  events?: readonly UpgradeEvent[];
  /**
   * The UTC day this entry last changed, `YYYY-MM-DD`: the feeds' DTSTAMP and `<updated>`. Set it to today
   * whenever you edit the entry, so calendar and feed readers pick the change up.
   */
  updated: string;
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
      'Stop the L1 node at the migration block and continue with an L2 node: op-geth, op-node and eigenda-proxy.',
      {action: 'Run celo-blockchain v1.8.9 or later up to the migration block.', networks: ['mainnet']},
      {action: 'Start op-geth and op-node celo-v2.0.0 or later after it.', networks: ['mainnet']},
    ],
    notice: '/cel2/notices/l2-migration',
    related: ['/cel2/whats-changed/overview', '/cel2/operators/migrate-node'],
    activations: [
      {network: 'alfajores', date: '2024-09-26', block: 26_384_000},
      {network: 'baklava', date: '2025-02-20', block: 28_308_600},
      {network: 'mainnet', date: '2025-03-26', time: '03:00', block: 31_056_500},
    ],
    updated: '2026-11-27',
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
    operatorActions: [
      'Run node releases that include the hardfork before its activation.',
      'Upgrade eigenda-proxy to v1.8.2, which prepares the node for EigenDA v2 (Ice Cream).',
    ],
    notice: '/cel2/notices/pectra-upgrade',
    related: ['/protocol/transaction/transaction-types', '/cel2/whats-changed/l1-l2'],
    activations: [
      {network: 'baklava', date: '2025-06-11', timestamp: 1_749_654_000, block: 37_881_140},
      {network: 'alfajores', date: '2025-06-25', timestamp: 1_750_863_600, block: 49_908_280},
      {network: 'mainnet', date: '2025-07-09', timestamp: 1_752_073_200, block: 40_172_442},
    ],
    updated: '2026-11-27',
  },
  {
    id: 'celo-sepolia-launch',
    name: 'Celo Sepolia launch',
    kind: 'network-launch',
    summary: 'Celo Sepolia, a new developer testnet that settles on Ethereum Sepolia, started from a fresh genesis.',
    changes: [
      'A new testnet with fresh state: contracts are deployed there again.',
      'It replaces Alfajores as the developer testnet; Baklava, like Alfajores, settled on Holesky and was not replaced.',
    ],
    operatorActions: ['Run a Celo Sepolia node in place of an Alfajores node; Baklava nodes have no successor network.'],
    notice: '/cel2/notices/celo-sepolia-launch',
    related: ['/network', '/cel2/guides/celo-sepolia-node'],
    activations: [{network: 'celo-sepolia', date: '2025-07-23'}],
    events: [
      {id: 'announced', label: 'Announced', date: '2025-08-13'},
      {id: 'transition-start', label: 'Transition from Alfajores and Baklava begins', date: '2025-08-14'},
      {id: 'transition-end', label: 'Transition ends', date: '2025-09-14'},
    ],
    updated: '2026-11-27',
  },
  {
    id: 'ice-cream',
    name: 'Ice Cream',
    alsoKnownAs: ['EigenDA v2', 'Blazar'],
    kind: 'hardfork',
    summary: 'The sequencer moved its data availability to EigenDA v2.',
    changes: ['Batch data is posted to EigenDA v2 (Blazar) by the sequencer.'],
    operatorActions: [
      'Upgrade eigenda-proxy to v1.8.2 before the activation; it also reads EigenDA v1, so it can go in early.',
      'Add --storage.backends-to-enable="V1,V2" and the --eigenda.v2.* flags for your network to eigenda-proxy.',
    ],
    notice: '/cel2/notices/ice-cream',
    related: ['/cel2/whats-changed/cel2-architecture', '/cel2/operators/architecture'],
    activations: [
      {network: 'baklava', date: '2025-07-30'},
      {network: 'alfajores', date: '2025-08-20'},
      {network: 'mainnet', date: '2025-09-10'},
    ],
    updated: '2026-11-27',
  },
  {
    id: 'l1-fusaka',
    name: 'L1 Fusaka',
    alsoKnownAs: ['Fusaka'],
    kind: 'l1-hardfork',
    summary: 'Ethereum’s Fusaka hardfork on the layer 1 that Celo settles on; Celo’s own clients did not change.',
    changes: [
      'Ethereum’s execution and consensus rules changed with Fusaka; Celo’s protocol rules did not.',
      'Celo did not adopt Fusaka’s execution changes: its EVM stays at Prague, without the CLZ opcode, the EIP-7825 transaction gas cap or the EIP-7883 repricing of the modular-exponentiation precompile.',
    ],
    operatorActions: ['Point the node at an Ethereum endpoint that runs a Fusaka-ready release; Celo’s clients need no upgrade.'],
    notice: '/cel2/notices/l1-fusaka',
    related: ['/cel2/operators/overview', '/cel2/whats-changed/cel2-architecture'],
    // An L1 hardfork's activation names the Celo network that settles on that layer 1 (see activationPlace):
    // celo-sepolia is Fusaka on Ethereum Sepolia, mainnet is Fusaka on Ethereum Mainnet. The timestamps are the
    // UTC times celo-org/docs operate/notices/archive/l1-fusaka-upgrade.mdx gives (07:36:00 and 21:49:11).
    activations: [
      {network: 'celo-sepolia', date: '2025-10-14', timestamp: 1_760_427_360},
      {network: 'mainnet', date: '2025-12-03', timestamp: 1_764_798_551},
    ],
    updated: '2026-12-01',
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
    updated: '2026-11-24',
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
    updated: '2026-11-24',
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
    operatorActions: [
      'Run node releases that include the hardfork before its activation.',
      'Run eigenda-proxy v2.6.0 or later, set --eigenda.v2.network and --eigenda.v2.cert-verifier-router-or-immutable-verifier-addr, and remove the flags it no longer takes.',
      'Without the Docker Compose setup, download genesis.json and rollup.json again before upgrading.',
    ],
    notice: '/cel2/notices/jovian',
    related: ['/cel2/guides/bridge-assets', '/developer/fee-currency'],
    activations: [
      {network: 'celo-sepolia', date: '2026-03-17', timestamp: 1_773_749_037},
      {network: 'mainnet', date: '2026-03-31', timestamp: 1_774_958_788},
    ],
    updated: '2026-11-27',
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
    updated: '2026-11-24',
  },
  {
    id: 'req-resp-sync-deprecation',
    name: 'op-node req-resp sync deprecation',
    kind: 'deprecation',
    summary: 'op-node’s request/response consensus-layer P2P sync is deprecated.',
    changes: ['The req-resp CL P2P sync mode of op-node is deprecated.'],
    operatorActions: [
      'Remove --syncmode.req-resp=true from the op-node command line.',
      'On older releases, where the mode is on by default, set --syncmode.req-resp=false and check that the execution client has healthy P2P connectivity.',
    ],
    notice: '/cel2/notices/req-resp-sync-deprecation',
    related: ['/cel2/operators/custom-node', '/cel2/operators/architecture'],
    activations: [],
    updated: '2026-11-27',
  },
] as const satisfies readonly Upgrade[];

export const upgradeIds = upgrades.map((upgrade) => upgrade.id) as UpgradeId[];

/**
 * Where an activation happened, for tables and feeds: the Celo network's name, or for an L1 hardfork the layer 1
 * it settles on with the Celo network in brackets, "Ethereum Sepolia (Celo Sepolia)".
 */
export function activationPlace(upgrade: Upgrade, network: NetworkId): string {
  const {name, settlesOn} = networks[network];
  return upgrade.kind === 'l1-hardfork' ? `${settlesOn} (${name})` : name;
}

/** The steps operators on one network had to take for an upgrade. */
export function operatorActionsOn(upgrade: Upgrade, network: NetworkId): string[] {
  return upgrade.operatorActions.flatMap((step) => (typeof step === 'string' ? [step] : step.networks.includes(network) ? [step.action] : []));
}

export function findUpgrade(id: string): Upgrade | undefined {
  return (upgrades as readonly Upgrade[]).find((upgrade) => upgrade.id === id);
}
