import type {CliTopic} from '../types';
import {tableFlags} from '../tableFlags';
import {MAINNET_RPC} from '../samples';

/** `celocli election:*`: voting for validator groups and reading the election state. */
export const election: CliTopic = {
  id: 'election',
  summary: 'Vote with locked CELO for validator groups, activate and revoke those votes, and inspect who is elected at each epoch.',
  commands: [
    {
      id: 'election:vote',
      purpose:
        'Casts a vote with some of your locked CELO for a validator group. The vote starts out pending and must be activated after the epoch ends before it earns rewards.',
      usage: 'celocli election:vote --from <VOTER> --for <GROUP> --value <AMOUNT_IN_WEI>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The voting account, or its authorized vote signer.'},
        {name: 'for', type: 'address', required: true, description: 'The validator group you vote for.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of locked CELO to vote with, in wei.'},
      ],
      examples: [
        {
          description: 'Vote with 50 CELO for a group.',
          command: 'celocli election:vote --from <VOTER> --for <GROUP> --value 50000000000000000000 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'election:activate',
      purpose:
        'Turns pending votes into active votes. Votes can only be activated once the epoch in which they were cast has ended; only active votes earn rewards.',
      usage: 'celocli election:activate --from <SENDER> [--for <VOTER>] [--wait]',
      args: [],
      flags: [
        {
          name: 'from',
          type: 'address',
          required: true,
          description: 'The address that sends the transaction; also the voter unless `--for` is given.',
        },
        {name: 'for', type: 'address', description: 'Activate the pending votes of this voter instead, paying the fee yourself.'},
        {name: 'wait', type: 'boolean', description: 'Wait until the pending votes can be activated, then activate them.'},
      ],
      examples: [
        {description: 'Activate your own pending votes.', command: 'celocli election:activate --from <VOTER> --useLedger'},
        {
          description: 'Wait for the epoch to end, then activate in the same run.',
          command: 'celocli election:activate --from <VOTER> --wait --privateKey "$CELO_PRIVATE_KEY"',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'election:revoke',
      purpose: 'Withdraws some or all of your votes from a validator group, so that locked CELO can vote elsewhere or be unlocked.',
      usage: 'celocli election:revoke --from <VOTER> --for <GROUP> --value <AMOUNT_IN_WEI>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The voting account.'},
        {name: 'for', type: 'address', required: true, description: 'The validator group to revoke votes from.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of votes to revoke, in wei.'},
      ],
      examples: [
        {
          description: 'Revoke 50 CELO worth of votes.',
          command: 'celocli election:revoke --from <VOTER> --for <GROUP> --value 50000000000000000000 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'election:show',
      purpose:
        'Shows the election state of one address: for a voter, its pending and active votes per group; for a group, its votes and how many more it can receive.',
      usage: 'celocli election:show <ADDRESS> (--voter | --group)',
      args: [{name: 'ADDRESS', required: true, description: 'The voter or validator group to inspect.'}],
      flags: [
        {name: 'voter', type: 'boolean', description: 'Treat the address as a voter.'},
        {name: 'group', type: 'boolean', description: 'Treat the address as a validator group.'},
      ],
      examples: [
        {description: 'See how an account has voted.', command: 'celocli election:show <VOTER> --voter'},
        {description: 'See the votes a group has received.', command: 'celocli election:show <GROUP> --group'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'election:list',
      purpose: 'Lists every validator group with the votes it has, the further votes it can still receive, and whether it is eligible for election.',
      usage: 'celocli election:list',
      args: [],
      flags: [...tableFlags],
      examples: [{description: 'List the groups on Celo Mainnet as CSV.', command: `celocli election:list --node ${MAINNET_RPC} --output csv`}],
      l2Status: 'supported',
    },
    {
      id: 'election:current',
      purpose: 'Prints the set of validators elected for the current epoch. On the L2 this is the elected set of community RPC providers.',
      usage: 'celocli election:current [--valset]',
      args: [],
      flags: [
        {
          name: 'valset',
          type: 'boolean',
          description: 'Show the signers in the current validator set instead of the authorized validator signers; useful after rotating keys.',
        },
        ...tableFlags,
      ],
      examples: [{description: 'Print the elected set.', command: 'celocli election:current'}],
      l2Status: 'changed',
      l2Note:
        'The election still runs at the end of every epoch, but it now selects community RPC providers instead of a block-producing validator set; the sequencer produces blocks.',
    },
    {
      id: 'election:run',
      purpose: 'Runs a dry-run election with the current votes and prints who would be elected if the epoch ended now.',
      usage: 'celocli election:run',
      args: [],
      flags: [...tableFlags],
      examples: [{description: 'Preview the next election.', command: 'celocli election:run'}],
      l2Status: 'changed',
      l2Note: 'The preview shows the community RPC providers that would be elected; the result no longer decides who produces blocks.',
    },
  ],
};
