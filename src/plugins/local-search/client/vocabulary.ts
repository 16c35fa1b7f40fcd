/**
 * The words readers use and the words the docs use. Matching ignores case and compares stems, so `CELO` and `celo`,
 * or "stake" and "staking", are one word already and need no entry.
 *
 * - `SPELLINGS`: spellings of one thing. A query that holds one also finds the others, ranked a little below it.
 * - `READER_WORDS`: a word readers use and the words the docs use for it. A query that holds the reader's word also
 *   finds the docs' words, one way only: the docs' words do not find the reader's.
 * - `DISTINCT`: products, networks and explorers that are different things. No entry may put two of one set together;
 *   a unit test holds the lists to that.
 * - `RETIRED_NETWORKS` and `SUPERSEDED_MARKERS`: what makes a page or section rank below current ones for the same
 *   words, unless the query names it.
 */

/** Spellings of one thing: two or more. */
export type Spellings = readonly [string, string, ...string[]];

export interface ReaderWord {
  /** What readers type: one or more spellings of the same word or phrase. */
  reader: readonly [string, ...string[]];
  /** What the docs say instead: any one of them answers. */
  docs: readonly [string, ...string[]];
}

export const SPELLINGS = [
  ['cUSD', 'USDm'],
  ['cEUR', 'EURm'],
  ['cREAL', 'BRLm'],
  ['op-geth', 'geth'],
  ['op-node', 'rollup node'],
  ['L2', 'layer 2', 'layer-2'],
  ['L1', 'layer 1', 'layer-1'],
  ['chain id', 'chainId', 'chain-id', 'network id'],
  ['celocli', 'celo cli', 'celo-cli'],
  ['ContractKit', 'contract kit'],
  ['fee currency', 'feeCurrency', 'fee abstraction', 'gas currency'],
  ['stablecoin', 'stable token', 'stable coin'],
  ['RPC', 'rpc url', 'rpc endpoint'],
  ['ERC-20', 'ERC20', 'token standard'],
  ['EOA', 'externally owned account'],
  ['dApp', 'decentralized app', 'decentralized application'],
  ['MetaMask', 'meta mask'],
  ['faucet', 'testnet funds', 'test tokens'],
  ['mnemonic', 'seed phrase', 'recovery phrase'],
  ['liquid staking', 'stCELO'],
  ['DEX', 'decentralized exchange'],
  ['L1 data fee', 'L1 fee', 'data fee'],
  ['update', 'upgrade'],
  ['setup', 'set up', 'set-up'],
  ['lockedcelo', 'lockedgold'],
  ['releasecelo', 'releasegold'],
] as const satisfies readonly Spellings[];

export const READER_WORDS = [
  {reader: ['unstake'], docs: ['unlock', 'withdraw', 'revoke']},
  {reader: ['stake'], docs: ['lock', 'locked CELO', 'vote']},
  {reader: ['send'], docs: ['transfer']},
  {reader: ['transfer'], docs: ['send']},
  {reader: ['swap'], docs: ['exchange', 'DEX']},
  {reader: ['buy', 'sell'], docs: ['exchange', 'DEX']},
  {reader: ['gas'], docs: ['fee']},
  {reader: ['fee', 'cost'], docs: ['gas']},
  {reader: ['testnet', 'test network'], docs: ['Celo Sepolia']},
  {reader: ['explorer', 'block explorer'], docs: ['Celoscan', 'Blockscout']},
  {reader: ['hardware wallet'], docs: ['Ledger']},
  {reader: ['price feed'], docs: ['oracle']},
  {reader: ['endpoint', 'node url'], docs: ['RPC']},
  {reader: ['phone number'], docs: ['ODIS', 'SocialConnect']},
  {reader: ['blockchain'], docs: ['chain']},
  {reader: ['disk space', 'disk size'], docs: ['storage', 'SSD']},
] as const satisfies readonly ReaderWord[];

export const DISTINCT = [
  ['Celoscan', 'Blockscout'],
  ['Celo Sepolia', 'Alfajores', 'Baklava', 'Mainnet'],
  ['MetaMask', 'Valora', 'MiniPay', 'Ledger'],
  ['op-geth', 'op-reth', 'celo-blockchain'],
] as const satisfies readonly Spellings[];

/** Testnets that no longer run: their pages and sections rank below the live networks' for the same words. */
export const RETIRED_NETWORKS = ['Alfajores', 'Baklava'] as const;

/** Words a superseded page's title carries, as "ContractKit (legacy)": it ranks below current pages. */
export const SUPERSEDED_MARKERS = ['legacy', 'historical', 'history', 'retired', 'retirement', 'sunset'] as const;
