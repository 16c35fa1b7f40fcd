import type {CliTopic} from '../types';
import {tableFlags} from '../tableFlags';
import {MAINNET_RPC} from '../samples';

/** `celocli validatorgroup:*`: groups that collect votes and carry validators into the elected set. */
export const validatorgroup: CliTopic = {
  id: 'validatorgroup',
  summary: 'Register a validator group, manage its members and commission, inspect groups, and deregister a group when you wind it down.',
  commands: [
    {
      id: 'validatorgroup:register',
      purpose:
        'Registers the `--from` account as a validator group with a commission, the share of its validators’ epoch rewards that goes to the group. The account must be registered and have locked the required CELO.',
      usage: 'celocli validatorgroup:register --from <GROUP_ACCOUNT> --commission <FRACTION> [--yes]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that becomes the group.'},
        {name: 'commission', type: 'string', required: true, description: 'The commission as a fraction, for example `0.1` for 10%.'},
        {name: 'yes', type: 'boolean', description: 'Answer yes to the confirmation prompt.'},
      ],
      examples: [
        {
          description: 'Register a group with a 10% commission.',
          command: 'celocli validatorgroup:register --from <GROUP_ACCOUNT> --commission 0.1 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'validatorgroup:member',
      purpose:
        'Changes the group’s member list: accept a validator that has affiliated with the group, remove a member, or move a member to another position in the list.',
      usage: 'celocli validatorgroup:member <VALIDATOR> --from <GROUP_ACCOUNT> (--accept | --remove | --reorder <INDEX>) [--yes]',
      args: [{name: 'VALIDATOR', required: true, description: 'The validator to accept, remove or move.'}],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The group account.'},
        {name: 'accept', type: 'boolean', description: 'Add a validator that already affiliated with the group.'},
        {name: 'remove', type: 'boolean', description: 'Remove the validator from the members.'},
        {name: 'reorder', type: 'integer', description: 'Move the validator to this position; positions start at 0.'},
        {name: 'yes', type: 'boolean', description: 'Answer yes to the confirmation prompt.'},
      ],
      examples: [
        {description: 'Accept an affiliated validator.', command: 'celocli validatorgroup:member <VALIDATOR> --from <GROUP_ACCOUNT> --accept --useLedger'},
        {description: 'Remove a member.', command: 'celocli validatorgroup:member <VALIDATOR> --from <GROUP_ACCOUNT> --remove --useLedger'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'validatorgroup:commission',
      purpose:
        'Changes the group’s commission in two steps: queue the new value, then apply it once the update delay has passed. `network:parameters` shows the delay and `validatorgroup:show` the block from which you can apply.',
      usage: 'celocli validatorgroup:commission --from <GROUP_OR_SIGNER> (--queue-update <FRACTION> | --apply)',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The group account or its validator signer.'},
        {name: 'queue-update', type: 'string', description: 'Queue a new commission, as a fraction.'},
        {name: 'apply', type: 'boolean', description: 'Apply the queued commission after the delay.'},
      ],
      examples: [
        {description: 'Queue a 5% commission.', command: 'celocli validatorgroup:commission --from <GROUP_ACCOUNT> --queue-update 0.05 --useLedger'},
        {description: 'Apply it after the delay.', command: 'celocli validatorgroup:commission --from <GROUP_ACCOUNT> --apply --useLedger'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'validatorgroup:list',
      purpose: 'Lists the registered validator groups with their names, commissions and members.',
      usage: 'celocli validatorgroup:list',
      args: [],
      flags: [...tableFlags],
      examples: [{description: 'List groups on Celo Mainnet.', command: `celocli validatorgroup:list --node ${MAINNET_RPC}`}],
      l2Status: 'supported',
    },
    {
      id: 'validatorgroup:show',
      purpose: 'Shows one validator group: its name, commission and any queued change, members and other registry details.',
      usage: 'celocli validatorgroup:show <GROUP>',
      args: [{name: 'GROUP', required: true, description: 'The group’s account address.'}],
      flags: [],
      examples: [{description: 'Inspect a group.', command: 'celocli validatorgroup:show <GROUP>'}],
      l2Status: 'supported',
    },
    {
      id: 'validatorgroup:community-rpc-nodes',
      aliases: [
        'validatorgroup:rpc-urls',
        'network:community-rpc-nodes',
        'network:rpc-urls',
        'node:list',
        'validator:community-rpc-nodes',
        'validator:rpc-urls',
      ],
      purpose:
        'Lists the RPC URLs that the currently elected validators publish, with their groups. It is an alias of `validatorgroup:rpc-urls`, the command’s own name; `network:community-rpc-nodes` is another alias.',
      usage: 'celocli validatorgroup:community-rpc-nodes [--all]',
      args: [],
      flags: [{name: 'all', type: 'boolean', description: 'List the URLs of all registered validators, not only the elected ones.'}, ...tableFlags],
      examples: [{description: 'List community RPC endpoints.', command: 'celocli validatorgroup:community-rpc-nodes'}],
      l2Status: 'supported',
    },
    {
      id: 'validatorgroup:reset-slashing-multiplier',
      purpose: 'Resets a group’s slashing multiplier, which a slash had lowered, once the reset period has passed.',
      usage: 'celocli validatorgroup:reset-slashing-multiplier <GROUP>',
      args: [{name: 'GROUP', required: true, description: 'The group whose multiplier is reset.'}],
      flags: [],
      examples: [{description: 'Reset the multiplier, signing as the group.', command: 'celocli validatorgroup:reset-slashing-multiplier <GROUP> --useLedger'}],
      l2Status: 'changed',
      l2Note:
        'The L1 downtime slasher is gone, but GovernanceSlasher remains on the L2: its slashL2 can lower a group’s multiplier, for example after seven days under 20% RPC uptime, so a slashed group still resets it with this command once the reset period has passed.',
    },
    {
      id: 'validatorgroup:deregister',
      purpose: 'Deregisters a group so its locked CELO can later be unlocked. Remove every member first, then wait out the group’s required lock period.',
      usage: 'celocli validatorgroup:deregister --from <GROUP_OR_SIGNER>',
      args: [],
      flags: [{name: 'from', type: 'address', required: true, description: 'The group account or its signer.'}],
      examples: [{description: 'Deregister an empty group.', command: 'celocli validatorgroup:deregister --from <GROUP_ACCOUNT> --useLedger'}],
      l2Status: 'supported',
    },
  ],
};
