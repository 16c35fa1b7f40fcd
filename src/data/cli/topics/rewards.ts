import type {CliTopic} from '../types';
import {tableFlags} from '../tableFlags';
import {MAINNET_RPC} from '../samples';

/** `celocli rewards:*`: epoch rewards earned by voters, validators and groups. */
export const rewards: CliTopic = {
  id: 'rewards',
  summary: 'Show the epoch rewards that a voter, a validator or a validator group received, or estimate a voter’s rewards from current votes.',
  commands: [
    {
      id: 'rewards:show',
      purpose:
        'Shows rewards per epoch for a voter, a validator or a validator group over the most recent epochs. With `--estimate` it projects a voter’s rewards from its current votes.',
      usage: 'celocli rewards:show [--voter <ADDRESS>] [--validator <ADDRESS>] [--group <ADDRESS>] [--epochs <N>] [--estimate]',
      args: [],
      flags: [
        {name: 'voter', type: 'address', description: 'The voter to show rewards for.'},
        {name: 'validator', type: 'address', description: 'The validator to show rewards for.'},
        {name: 'group', type: 'address', description: 'The validator group to show rewards for.'},
        {name: 'epochs', type: 'integer', default: '1', description: 'How many of the most recent epochs to include.'},
        {name: 'estimate', type: 'boolean', description: 'Estimate voter rewards from the current votes instead of past events.'},
        {
          name: 'slashing',
          type: 'boolean',
          description: 'Also list the slashing penalties and rewards that LockedGold recorded for the address in those epochs.',
        },
        ...tableFlags,
      ],
      examples: [
        {
          description: 'Show a voter’s rewards for the last ten epochs on Celo Mainnet.',
          command: `celocli rewards:show --voter <ADDRESS> --epochs 10 --node ${MAINNET_RPC}`,
        },
        {description: 'Export a group’s rewards as CSV.', command: 'celocli rewards:show --group <GROUP> --epochs 30 --output csv > group-rewards.csv'},
      ],
      l2Status: 'changed',
      l2Note:
        'On the L2 an epoch closes when the epoch process runs through contract calls (see `epochs:switch`), not at a fixed block, and validator payments are sent with `epochs:send-validator-payment`. Rewards are still reported per epoch.',
    },
  ],
};
