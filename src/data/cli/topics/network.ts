import type {CliTopic} from '../types';
import {tableFlags} from '../tableFlags';
import {MAINNET_RPC, SEPOLIA_RPC} from '../samples';

/** `celocli network:*`: read-only facts about the chain you are connected to. */
export const network: CliTopic = {
  id: 'network',
  summary:
    'Read facts about the network you are connected to: block and epoch information, core contract addresses, protocol parameters, allowed fee currencies and community RPC providers.',
  commands: [
    {
      id: 'network:info',
      purpose: 'Prints general information about the chain, such as the current block number and details of the most recent epochs.',
      usage: 'celocli network:info [--lastN <COUNT>]',
      args: [],
      flags: [{name: 'lastN', type: 'integer', default: '1', description: 'How many of the most recent epochs to describe.'}],
      examples: [
        {description: 'Show the current state of Celo Mainnet.', command: `celocli network:info --node ${MAINNET_RPC}`},
        {description: 'Describe the last three epochs.', command: 'celocli network:info --lastN 3'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'network:contracts',
      purpose: 'Lists the Celo core contracts and their addresses, read live from the Registry of the network you are connected to.',
      usage: 'celocli network:contracts',
      args: [],
      flags: [...tableFlags],
      examples: [
        {description: 'List core contracts on Celo Sepolia.', command: `celocli network:contracts --node ${SEPOLIA_RPC}`},
        {description: 'Export the list as JSON for a script.', command: 'celocli network:contracts --output json > contracts.json'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'network:parameters',
      purpose:
        'Prints the configuration of the core contracts, such as governance stage durations and deposits, locked CELO unlocking period, election limits and validator requirements.',
      usage: 'celocli network:parameters [--raw]',
      args: [],
      flags: [{name: 'raw', type: 'boolean', description: 'Print raw numbers instead of formatted values and durations.'}],
      examples: [{description: 'Read the current protocol parameters.', command: 'celocli network:parameters'}],
      l2Status: 'supported',
    },
    {
      id: 'network:whitelist',
      purpose:
        'Lists the tokens governance has allowed as fee currencies, with the address to pass to `--gasCurrency` (an adapter address for 6-decimal tokens).',
      usage: 'celocli network:whitelist',
      args: [],
      flags: [...tableFlags],
      examples: [{description: 'See which tokens can pay for gas on Celo Mainnet.', command: `celocli network:whitelist --node ${MAINNET_RPC}`}],
      l2Status: 'supported',
    },
    {
      id: 'network:community-rpc-nodes',
      aliases: [
        'validatorgroup:rpc-urls',
        'network:rpc-urls',
        'node:list',
        'validator:community-rpc-nodes',
        'validator:rpc-urls',
        'validatorgroup:community-rpc-nodes',
      ],
      purpose:
        'Lists the RPC URLs that the currently elected validators publish in their metadata, with their groups, so you can find community RPC providers. The command’s own name is `validatorgroup:rpc-urls`; this and `network:rpc-urls`, `node:list`, `validator:community-rpc-nodes`, `validator:rpc-urls` and `validatorgroup:community-rpc-nodes` are aliases of it.',
      usage: 'celocli network:community-rpc-nodes [--all]',
      args: [],
      flags: [{name: 'all', type: 'boolean', description: 'List the URLs of all registered validators, not only the elected ones.'}, ...tableFlags],
      examples: [{description: 'List community RPC endpoints on Celo Mainnet.', command: `celocli network:community-rpc-nodes --node ${MAINNET_RPC}`}],
      l2Status: 'supported',
    },
  ],
};
