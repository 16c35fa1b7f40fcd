import type {CliTopic} from '../types';
import {tableFlags} from '../tableFlags';
import {MAINNET_RPC} from '../samples';

/** `celocli epochs:*`: the L2 epoch process run through the EpochManager contract. */
export const epochs: CliTopic = {
  id: 'epochs',
  summary:
    'Read the state of the current epoch and send the transactions that close it on the L2: start processing, process groups, finish, and pay validators.',
  commands: [
    {
      id: 'epochs:status',
      aliases: ['epochs:current'],
      purpose:
        'Shows the current epoch number, when it started, whether it is due to end, and whether epoch processing is under way. `epochs:current` is an alias.',
      usage: 'celocli epochs:status',
      args: [],
      flags: [...tableFlags],
      examples: [
        {description: 'Check the epoch on Celo Mainnet.', command: `celocli epochs:status --node ${MAINNET_RPC}`},
        {description: 'Print the same information as JSON.', command: 'celocli epochs:status --output json'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'epochs:start',
      purpose: 'Sends the transaction that starts processing the epoch that has just ended, which freezes its rewards so they can be distributed.',
      usage: 'celocli epochs:start --from <SENDER>',
      args: [],
      flags: [{name: 'from', type: 'address', required: true, description: 'The account that sends and pays for the transaction.'}],
      examples: [
        {description: 'Start epoch processing once the epoch is due.', command: 'celocli epochs:start --from <SENDER> --privateKey "$CELO_PRIVATE_KEY"'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'epochs:process-groups',
      purpose:
        'Processes the elected validator groups of the epoch that `epochs:start` opened for processing, switching the EpochManager to group-by-group processing first if needed. It warns and stops when processing has not started.',
      usage: 'celocli epochs:process-groups --from <SENDER>',
      args: [],
      flags: [{name: 'from', type: 'address', required: true, description: 'The account that sends and pays for the transaction.'}],
      examples: [
        {
          description: 'Process the groups after `epochs:start` instead of `epochs:finish`.',
          command: 'celocli epochs:process-groups --from <SENDER> --privateKey "$CELO_PRIVATE_KEY"',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'epochs:finish',
      purpose: 'Sends the transaction that finishes the epoch process that `epochs:start` began, opening the next epoch.',
      usage: 'celocli epochs:finish --from <SENDER>',
      args: [],
      flags: [{name: 'from', type: 'address', required: true, description: 'The account that sends and pays for the transaction.'}],
      examples: [{description: 'Finish a started epoch process.', command: 'celocli epochs:finish --from <SENDER> --privateKey "$CELO_PRIVATE_KEY"'}],
      l2Status: 'supported',
    },
    {
      id: 'epochs:switch',
      purpose: 'Does the whole change of epoch in one run: starts processing, waits briefly, then finishes, so a new epoch begins.',
      usage: 'celocli epochs:switch --from <SENDER> [--delay <MILLISECONDS>]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that sends and pays for the transactions.'},
        {name: 'delay', type: 'integer', default: '2000', description: 'Milliseconds to wait between starting and finishing.'},
      ],
      examples: [{description: 'Switch to the next epoch when it is due.', command: 'celocli epochs:switch --from <SENDER> --privateKey "$CELO_PRIVATE_KEY"'}],
      l2Status: 'supported',
    },
    {
      id: 'epochs:send-validator-payment',
      aliases: ['validator:send-payment'],
      purpose:
        'Pays out the payment allocated to a validator for the last epoch, split between the validator, its group and any payment delegation beneficiary. `validator:send-payment` is an alias.',
      usage: 'celocli epochs:send-validator-payment --from <SENDER> --for <VALIDATOR>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that sends and pays for the transaction.'},
        {name: 'for', type: 'address', required: true, description: 'The validator whose payment is sent.'},
      ],
      examples: [
        {
          description: 'Claim the epoch payment of your validator.',
          command: 'celocli epochs:send-validator-payment --from <SENDER> --for <VALIDATOR> --useLedger',
        },
      ],
      l2Status: 'supported',
    },
  ],
};
