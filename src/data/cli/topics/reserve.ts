import type {CliTopic} from '../types';

/** `celocli reserve:*`: the Mento Reserve contract that backs the Celo stablecoins. */
export const reserve: CliTopic = {
  id: 'reserve',
  summary: 'Inspect the on-chain Mento Reserve and, for its spenders only, move reserve CELO to another registered reserve address.',
  commands: [
    {
      id: 'reserve:status',
      purpose:
        'Shows the Reserve contract on the network you are connected to: its address, its spenders, the other addresses counted as reserve, the frozen starting balance and the CELO balance.',
      usage: 'celocli reserve:status',
      args: [],
      flags: [],
      examples: [{description: 'Inspect the Reserve on Celo Mainnet.', command: 'celocli reserve:status --node https://forno.celo.org'}],
      l2Status: 'supported',
    },
    {
      id: 'reserve:transfergold',
      purpose:
        'Moves CELO from the Reserve contract to another address registered as a reserve address. Only an authorized reserve spender can send it, usually through a multisig.',
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
          description: 'Propose a reserve transfer through the spender multisig.',
          command: 'celocli reserve:transfergold --value <AMOUNT_IN_WEI> --to <RESERVE_ADDRESS> --from <SIGNER> --useMultiSig --useLedger',
        },
      ],
      l2Status: 'supported',
    },
  ],
};
