// cspell:ignore SYNCCHECK
import type {CliTopic} from '../types';
import {tableFlags} from '../tableFlags';
import {MAINNET_RPC} from '../samples';

/** `celocli node:*`: checks against the node celocli talks to, and the community RPC list. */
export const node: CliTopic = {
  id: 'node',
  summary: 'Check whether the node you point celocli at has caught up with the chain, and list community RPC nodes.',
  commands: [
    {
      id: 'node:synced',
      purpose:
        'Prints `true` when the connected node has finished syncing and `false` otherwise. A node that reports no sync in progress but whose latest block is more than 120 seconds old also counts as not synced; set `NO_SYNCCHECK=1` to skip the check. With `--verbose` it also prints the sync progress while the node is still catching up.',
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
      aliases: [
        'validatorgroup:rpc-urls',
        'network:community-rpc-nodes',
        'network:rpc-urls',
        'validator:community-rpc-nodes',
        'validator:rpc-urls',
        'validatorgroup:community-rpc-nodes',
      ],
      purpose:
        'Lists the community RPC URLs that the currently elected validators publish. It is one of the aliases of `validatorgroup:rpc-urls`, documented as `network:community-rpc-nodes`.',
      usage: 'celocli node:list [--all]',
      args: [],
      flags: [{name: 'all', type: 'boolean', description: 'List the URLs of all registered validators, not only the elected ones.'}, ...tableFlags],
      examples: [{description: 'List every known community RPC node on Celo Mainnet.', command: `celocli node:list --all --node ${MAINNET_RPC}`}],
      l2Status: 'supported',
    },
    {
      id: 'node:accounts',
      removedIn: '7.0.0',
      purpose: 'Listed the addresses whose private keys the connected node held in its keystore.',
      usage: 'celocli node:accounts',
      args: [],
      flags: [],
      examples: [
        {description: 'List keystore addresses on your own node with an older release.', command: 'celocli node:accounts --node http://localhost:8545'},
      ],
      l2Status: 'l1-only',
      l2Note:
        'Removed in celocli 7.0.0 (10 July 2025). Current Celo nodes (op-reth) hold no keystore, so there is nothing for it to list; `account:list --useLedger` shows the addresses of a Ledger.',
    },
  ],
};
