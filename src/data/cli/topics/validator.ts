import type {CliTopic} from '../types';
import {tableFlags} from '../tableFlags';
import {MAINNET_RPC} from '../samples';

const consensusGone =
  'Block signing, uptime bitmaps and downtime slashing belonged to the L1’s BFT consensus. On the L2 the sequencer produces blocks and validators run community RPC nodes, so celocli 7.0.0 (10 July 2025) removed this command.';

/** `celocli validator:*`: registering and running a validator, which on the L2 is a community RPC provider. */
export const validator: CliTopic = {
  id: 'validator',
  summary:
    'Register, affiliate, inspect and deregister validators. On the L2 a validator is a community RPC provider, so the consensus-era commands are kept here for history only.',
  commands: [
    {
      id: 'validator:requirements',
      purpose:
        'Prints what it takes to register a validator: the amount of locked CELO required and how long it must stay locked after the validator deregisters.',
      usage: 'celocli validator:requirements',
      args: [],
      flags: [],
      examples: [{description: 'Read the requirements on Celo Mainnet.', command: `celocli validator:requirements --node ${MAINNET_RPC}`}],
      l2Status: 'supported',
    },
    {
      id: 'validator:register',
      purpose:
        'Registers the `--from` account as a validator with its ECDSA public key. The account must be registered and have locked at least the required CELO.',
      usage: 'celocli validator:register --from <ACCOUNT> --ecdsaKey <PUBLIC_KEY> [--yes]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that becomes a validator.'},
        {name: 'ecdsaKey', type: 'string', required: true, description: 'The validator’s ECDSA public key, 0x-prefixed.'},
        {name: 'yes', type: 'boolean', description: 'Answer yes to the confirmation prompt.'},
      ],
      examples: [
        {
          description: 'Register a validator whose account key is on a Ledger.',
          command: 'celocli validator:register --from <ACCOUNT> --ecdsaKey <ECDSA_PUBLIC_KEY> --useLedger',
        },
      ],
      l2Status: 'changed',
      l2Note:
        'Current releases need only the ECDSA key. The `--blsKey` and `--blsSignature` flags that L1 validators had to supply for consensus are gone, together with BLS signing itself.',
    },
    {
      id: 'validator:affiliate',
      purpose:
        'Affiliates your validator with a validator group, which lets the group add it as a member. Affiliating with a new group removes the validator from its current one.',
      usage: 'celocli validator:affiliate <GROUP> --from <VALIDATOR_OR_SIGNER> [--yes]',
      args: [{name: 'GROUP', required: true, description: 'The validator group to affiliate with.'}],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The validator account or its authorized validator signer.'},
        {name: 'yes', type: 'boolean', description: 'Answer yes to the confirmation prompt.'},
      ],
      examples: [{description: 'Affiliate with a group.', command: 'celocli validator:affiliate <GROUP> --from <VALIDATOR> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'validator:deaffiliate',
      purpose: 'Ends the affiliation with the current group and removes the validator from the group’s members if it was one.',
      usage: 'celocli validator:deaffiliate --from <VALIDATOR_OR_SIGNER>',
      args: [],
      flags: [{name: 'from', type: 'address', required: true, description: 'The validator account or its authorized validator signer.'}],
      examples: [{description: 'Leave your group.', command: 'celocli validator:deaffiliate --from <VALIDATOR> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'validator:deregister',
      purpose:
        'Deregisters a validator so its locked CELO can later be unlocked. The validator must have left its group and waited out the required period first.',
      usage: 'celocli validator:deregister --from <VALIDATOR_OR_SIGNER>',
      args: [],
      flags: [{name: 'from', type: 'address', required: true, description: 'The validator account or its authorized validator signer.'}],
      examples: [{description: 'Deregister after the waiting period.', command: 'celocli validator:deregister --from <VALIDATOR> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'validator:list',
      purpose:
        'Lists registered validators with their names, group affiliation, score and keys. On the L2 these are the registered community RPC providers; use `network:rpc-urls` for their endpoints.',
      usage: 'celocli validator:list',
      args: [],
      flags: [...tableFlags],
      examples: [{description: 'List validators as CSV.', command: 'celocli validator:list --output csv > validators.csv'}],
      l2Status: 'supported',
    },
    {
      id: 'validator:show',
      purpose: 'Shows one registered validator: its name, keys, group affiliation and score.',
      usage: 'celocli validator:show <VALIDATOR>',
      args: [{name: 'VALIDATOR', required: true, description: 'The validator’s account address.'}],
      flags: [],
      examples: [{description: 'Inspect a validator on Celo Mainnet.', command: `celocli validator:show <VALIDATOR> --node ${MAINNET_RPC}`}],
      l2Status: 'supported',
    },
    {
      id: 'validator:send-payment',
      aliases: ['epochs:send-validator-payment'],
      purpose:
        'Sends the payment allocated to a validator for the last processed epoch, split between the validator, its group and any delegation beneficiary. An alias of `epochs:send-validator-payment`.',
      usage: 'celocli validator:send-payment --from <SENDER> --for <VALIDATOR>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that sends and pays for the transaction.'},
        {name: 'for', type: 'address', required: true, description: 'The validator whose payment is sent.'},
      ],
      examples: [
        {description: 'Pay out your validator’s epoch payment.', command: 'celocli validator:send-payment --from <SENDER> --for <VALIDATOR> --useLedger'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'validator:status',
      purpose: 'Shows whether a validator is elected, whether it would be elected now, and what share of blocks its signer signed in a block range.',
      usage: 'celocli validator:status (--validator <VALIDATOR> | --signer <SIGNER> | --all) [--start <BLOCK>] [--end <BLOCK>]',
      args: [],
      flags: [
        {name: 'validator', type: 'address', description: 'The validator account to check.'},
        {name: 'signer', type: 'address', description: 'The validator signer to check.'},
        {name: 'all', type: 'boolean', description: 'Check every registered validator.'},
        {name: 'start', type: 'integer', default: '-1', description: 'First block to examine; by default the last 100 blocks.'},
        {name: 'end', type: 'integer', default: '-1', description: 'Last block to examine; by default the latest block.'},
        ...tableFlags,
      ],
      examples: [{description: 'Check a validator’s election status.', command: 'celocli validator:status --validator <VALIDATOR>'}],
      l2Status: 'changed',
      l2Note:
        'Election status is still meaningful. Signing figures only describe L1 blocks: L2 blocks come from the sequencer and carry no validator signatures.',
    },
    {
      id: 'validator:update-bls-public-key',
      removedIn: '7.0.0',
      purpose: 'Replaced the BLS public key a validator used in consensus, with its proof of possession.',
      usage: 'celocli validator:update-bls-public-key --from <VALIDATOR> --blsKey <BLS_KEY> --blsPop <BLS_POP>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The validator.'},
        {name: 'blsKey', type: 'string', required: true, description: 'The new BLS public key.'},
        {name: 'blsPop', type: 'string', required: true, description: 'The BLS proof of possession.'},
      ],
      examples: [
        {
          description: 'Rotate the BLS key of an L1 validator (historical).',
          command: 'celocli validator:update-bls-public-key --from <VALIDATOR> --blsKey <BLS_KEY> --blsPop <BLS_POP>',
        },
      ],
      l2Status: 'l1-only',
      l2Note:
        'BLS keys signed L1 consensus messages. The L2 has no validator consensus, so there is no BLS key to rotate; key rotation for RPC providers is an ordinary signer change with `account:authorize`. celocli 7.0.0 removed the command.',
    },
    {
      id: 'validator:signed-blocks',
      removedIn: '7.0.0',
      purpose: 'Drew a grid of recent blocks showing whether a validator signer’s signature was included in each.',
      usage: 'celocli validator:signed-blocks (--signer <SIGNER> | --signers <JSON_LIST>) [--lookback <BLOCKS>] [--at-block <BLOCK>] [--width <N>]',
      args: [],
      flags: [
        {name: 'signer', type: 'address', description: 'The signer to check.'},
        {name: 'signers', type: 'json', description: 'A JSON list of signers to check.'},
        {name: 'lookback', type: 'integer', default: '120', description: 'How many blocks to look back.'},
        {name: 'at-block', type: 'integer', description: 'The latest block to examine.'},
        {name: 'width', type: 'integer', default: '40', description: 'How many marks to print per line.'},
        {name: 'wasDownWhileElected', type: 'boolean', description: 'Report whether the validator was down while elected in the range.'},
        {name: 'slashableDowntimeLookback', type: 'boolean', description: 'Look back over the slashable downtime window instead of `--lookback` blocks.'},
      ],
      examples: [
        {description: 'Inspect the last 500 L1 blocks for a signer (historical).', command: 'celocli validator:signed-blocks --signer <SIGNER> --lookback 500'},
      ],
      l2Status: 'l1-only',
      l2Note: consensusGone,
    },
    {
      id: 'validator:set-bitmaps',
      removedIn: '7.0.0',
      purpose: 'Recorded validator signature bitmaps on chain for block intervals, the evidence that downtime slashing needed.',
      usage:
        'celocli validator:set-bitmaps --from <SENDER> (--intervals <INTERVALS> | --slashableDowntimeBeforeBlock <BLOCK> | --slashableDowntimeBeforeLatest)',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that sends the transactions.'},
        {name: 'intervals', type: 'string', description: 'Block intervals to record, ordered from the earliest start to the latest end.'},
        {name: 'slashableDowntimeBeforeBlock', type: 'integer', description: 'Record every bitmap of the slashable window before this block.'},
        {name: 'slashableDowntimeBeforeLatest', type: 'boolean', description: 'Record every bitmap of the slashable window before the latest block.'},
      ],
      examples: [
        {
          description: 'Record bitmaps before a block (historical).',
          command: 'celocli validator:set-bitmaps --from <SENDER> --slashableDowntimeBeforeBlock <BLOCK>',
        },
      ],
      l2Status: 'l1-only',
      l2Note: consensusGone,
    },
    {
      id: 'validator:downtime-slash',
      removedIn: '7.0.0',
      purpose: 'Slashed a validator that missed signing for a slashable downtime window, rewarding the sender.',
      usage:
        'celocli validator:downtime-slash --from <SENDER> (--validator <VALIDATOR> | --validators <JSON_LIST>) (--intervals <INTERVALS> | --beforeBlock <BLOCK>)',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that performs the slash and receives the reward.'},
        {name: 'validator', type: 'address', description: 'The validator, by signer or account address.'},
        {name: 'validators', type: 'json', description: 'A JSON list of validators.'},
        {name: 'intervals', type: 'string', description: 'The block intervals that prove the downtime.'},
        {name: 'beforeBlock', type: 'integer', description: 'Slash for the slashable window before this block.'},
      ],
      examples: [
        {
          description: 'Slash a validator for downtime (historical).',
          command: 'celocli validator:downtime-slash --from <SENDER> --validator <VALIDATOR> --beforeBlock <BLOCK>',
        },
      ],
      l2Status: 'l1-only',
      l2Note: consensusGone,
    },
  ],
};
