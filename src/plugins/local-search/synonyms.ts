/**
 * Words and spellings Celo readers use for the same thing. A query that holds one spelling of a group also finds
 * pages that use another, ranked a little below the spelling typed. Matching ignores case, so `CELO` (the token)
 * and `celo` (the network) are one word already and need no group.
 */
export type SynonymGroup = readonly [string, string, ...string[]];

export const SYNONYMS = [
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
  ['RPC', 'endpoint', 'rpc url'],
  ['testnet', 'Sepolia', 'Alfajores'],
  ['ERC-20', 'ERC20', 'token standard'],
  ['EOA', 'externally owned account'],
  ['dApp', 'decentralized app', 'decentralized application'],
  ['staking', 'locked CELO', 'lock CELO'],
  ['MetaMask', 'meta mask'],
  ['faucet', 'testnet funds', 'test tokens'],
  ['block explorer', 'explorer', 'Celoscan', 'Blockscout'],
] as const satisfies readonly SynonymGroup[];
