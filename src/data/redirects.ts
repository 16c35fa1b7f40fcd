/**
 * Addresses of earlier Celo docs sites and where their content lives now. Each becomes a client redirect;
 * tests/unit/redirects.test.ts fails when a target is not a route of the site.
 */

export interface Redirect {
  from: string;
  to: string;
}

/** celocli topics whose reference page moved from /command-line-interface/<topic> to /cli/<topic>. */
const cliTopics = [
  'account',
  'autocomplete',
  'commands',
  'config',
  'dkg',
  'election',
  'exchange',
  'governance',
  'grandamento',
  'help',
  'identity',
  'lockedgold',
  'multisig',
  'network',
  'node',
  'oracle',
  'plugins',
  'reserve',
  'rewards',
  'transfer',
  'utils',
  'validator',
  'validatorgroup',
];

export const redirects: Redirect[] = [
  ...cliTopics.flatMap((topic) => [
    {from: `/command-line-interface/${topic}`, to: `/cli/${topic}`},
    {from: `/command-line-interface/commands/${topic}`, to: `/cli/${topic}`},
  ]),
  {from: '/command-line-interface/introduction', to: '/cli'},
  {from: '/command-line-interface/releasegold', to: '/cli/releasecelo'},
  {from: '/command-line-interface/commands/releasegold', to: '/cli/releasecelo'},
  {from: '/developer-guide/overview', to: '/developer'},
  {from: '/developer-guide/overview/introduction', to: '/developer'},
  {from: '/developer-resources/overview', to: '/developer'},
  {from: '/developer-guide/development-chain', to: '/developer/setup/development-chain'},
  {from: '/developer-guide/start/development-chain', to: '/developer/setup/development-chain'},
  {from: '/getting-started/mainnet', to: '/network/mainnet/disclaimer'},
  {from: '/getting-started/mainnet/running-a-full-node-in-mainnet', to: '/network/mainnet/run-full-node'},
  {from: '/getting-started/mainnet/running-a-validator-in-mainnet', to: '/network/mainnet/run-validator'},
  {from: '/getting-started/running-a-full-node-in-mainnet', to: '/network/mainnet/run-full-node'},
  {from: '/getting-started/baklava-testnet/running-a-full-node-in-baklava', to: '/network/baklava/run-full-node'},
  {from: '/getting-started/alfajores-testnet/faucet', to: '/network/alfajores/faucet'},
  {from: '/important-information/mainnet-network-disclaimer', to: '/network/mainnet/disclaimer'},
  {from: '/important-information/rc-network-disclaimer', to: '/network/mainnet/disclaimer'},
  {from: '/celo-owner-guide/quick-start', to: '/holder'},
  {from: '/celo-holder-guide/quick-start', to: '/holder'},
  {from: '/celo-owner-guide/release-gold', to: '/holder/manage/release-gold'},
  {from: '/celo-holder-guide/release-gold', to: '/holder/manage/release-gold'},
  {from: '/celo-owner-guide/voting-governance', to: '/holder/vote/governance'},
  {from: '/celo-owner-guide/voting-validators', to: '/holder/vote/validator'},
  {from: '/celo-owner-guide/eth-recovery', to: '/holder/recover/from-eth-address'},
  {from: '/celo-owner-guide/celo-recovery', to: '/holder/recover/from-celo-address'},
  {from: '/celo-owner-guide/ledger', to: '/wallet/ledger/setup'},
  {from: '/validator-guide/overview', to: '/validator'},
  {from: '/validator-guide/proxy', to: '/validator/proxy'},
  {from: '/validator-guide/node-upgrades', to: '/validator/node-upgrade'},
  {from: '/validator-guide/key-management/key-rotation', to: '/validator/key-management/key-rotation'},
  {from: '/validator-guide/monitoring', to: '/validator/monitoring'},
  {from: '/celo-codebase/protocol', to: '/protocol'},
  {from: '/celo-codebase/protocol/proof-of-stake/epoch-rewards', to: '/protocol/pos/epoch-rewards'},
  {from: '/celo-codebase/protocol/governance', to: '/protocol/governance'},
  {from: '/celo-codebase/protocol/stability', to: '/protocol/stability'},
];

/**
 * The sources that redirect to `existingPath`, in the shape of the redirects plugin's `createRedirects`. A function
 * keeps the list out of the browser: the site config, plugin options included, ships with every page as JSON, and a
 * function is left out of it.
 */
export function redirectSources(list: readonly Redirect[]): (existingPath: string) => string[] | undefined {
  const sourcesByTarget = new Map<string, string[]>();
  for (const {from, to} of list) sourcesByTarget.set(to, [...(sourcesByTarget.get(to) ?? []), from]);
  return (existingPath) => sourcesByTarget.get(existingPath);
}
