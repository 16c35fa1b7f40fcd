import type {CliTopic} from '../types';

/** `celocli node:*`: checks against the node celocli talks to, and the community RPC list. */
export const node: CliTopic = {
  id: 'node',
  summary: 'Check whether the node you point celocli at has caught up with the chain, and list community RPC nodes.',
  commands: [
    {
      id: 'node:synced',
      purpose:
        'Reports whether the connected node has finished syncing. With `--verbose` it also prints the sync progress while the node is still catching up.',
      usage: 'celocli node:synced [--verbose]',
      args: [],
      flags: [{name: 'verbose', type: 'boolean', description: 'Print the full sync status when the node is still syncing.'}],
      examples: [
        {description: 'Check your local op-reth node.', command: 'celocli node:synced --node http://localhost:8545'},
        {description: 'See how far a syncing node has got.', command: 'celocli node:synced --verbose --node http://localhost:8545'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'node:list',
      purpose: 'Lists the community RPC nodes published by validators of the elected groups. It is an alias of `network:community-rpc-nodes`.',
      usage: 'celocli node:list [--all]',
      args: [],
      flags: [{name: 'all', type: 'boolean', description: 'Include providers from groups that are not currently elected.'}],
      examples: [{description: 'List every known community RPC node on Celo Mainnet.', command: 'celocli node:list --all --node https://forno.celo.org'}],
      l2Status: 'supported',
    },
    {
      id: 'node:accounts',
      purpose: 'Listed the addresses whose private keys the connected node held in its keystore.',
      usage: 'celocli node:accounts',
      args: [],
      flags: [],
      examples: [
        {description: 'List keystore addresses on your own node with an older release.', command: 'celocli node:accounts --node http://localhost:8545'},
      ],
      l2Status: 'changed',
      l2Note: 'Removed from current celocli releases. Use `account:list`, which shows node keystore addresses together with local and Ledger addresses.',
    },
  ],
};
