import type {CliTopic} from '../types';
import {MAINNET_RPC} from '../samples';

/** `celocli reserve:*`: the Mento Reserve contract that backs the Celo stablecoins. */
export const reserve: CliTopic = {
  id: 'reserve',
  summary:
    'Inspected the on-chain Mento Reserve and, for its spenders only, moved reserve CELO to another registered reserve address; removed in celocli 6.0.0.',
  commands: [
    {
      id: 'reserve:status',
      removedIn: '6.0.0',
      purpose:
        'Showed the Reserve contract on the network you were connected to: its address, its spenders, the other addresses counted as reserve, the frozen starting balance and the CELO balance.',
      usage: 'celocli reserve:status',
      args: [],
      flags: [],
      examples: [{description: 'Inspect the Reserve with a release older than 6.0.0.', command: `celocli reserve:status --node ${MAINNET_RPC}`}],
      l2Status: 'l1-only',
      l2Note:
        'Removed in celocli 6.0.0 (11 December 2024), after a sunset announced on the Celo forum. The Reserve is Mento’s contract; read it on a block explorer or through Mento’s own tools.',
    },
    {
      id: 'reserve:transfergold',
      removedIn: '6.0.0',
      purpose:
        'Moved CELO from the Reserve contract to another address registered as a reserve address. Only an authorized reserve spender could send it, usually through a multisig.',
      usage: 'celocli reserve:transfergold --value <AMOUNT_IN_WEI> --to <RESERVE_ADDRESS> --from <SPENDER> [--useMultiSig]',
      args: [],
      flags: [
        {name: 'value', type: 'wei', required: true, description: 'The amount of CELO to move, in wei.'},
        {name: 'to', type: 'address', required: true, description: 'The receiving reserve address.'},
        {name: 'from', type: 'address', required: true, description: 'The spender, or a signer of the spender multisig.'},
        {name: 'useMultiSig', type: 'boolean', description: 'Send the request through the spender multisig.'},
      ],
      examples: [
        {
          description: 'Propose a reserve transfer through the spender multisig with a release older than 6.0.0.',
          command: 'celocli reserve:transfergold --value <AMOUNT_IN_WEI> --to <RESERVE_ADDRESS> --from <SIGNER> --useMultiSig --useLedger',
        },
      ],
      l2Status: 'l1-only',
      l2Note: 'Removed in celocli 6.0.0 (11 December 2024) with the rest of the `reserve` topic.',
    },
  ],
};
