import type {CliTopic} from '../types';
import {MAINNET_RPC} from '../samples';

/**
 * The `/cli/lockedgold` route documents the `lockedcelo:*` commands. Older celocli releases called the topic
 * `lockedgold`, and current releases still accept `lockedgold:<command>` as an alias for each command.
 */
export const lockedgold: CliTopic = {
  id: 'lockedgold',
  summary: 'Lock and unlock CELO, withdraw it after the unlocking period, and delegate the voting power of locked CELO to another account.',
  commands: [
    {
      id: 'lockedcelo:lock',
      aliases: ['lockedgold:lock'],
      purpose:
        'Moves CELO from your balance into the LockedGold contract, where it can vote in governance and for validator groups. An address that is not yet a registered account is registered first, in a separate transaction, and CELO waiting in pending withdrawals is relocked before any new CELO is locked. `lockedgold:lock` is an alias.',
      usage: 'celocli lockedcelo:lock --from <ACCOUNT> --value <AMOUNT_IN_WEI>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that locks CELO.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of CELO to lock, in wei.'},
      ],
      examples: [
        {
          description: 'Lock 100 CELO (100 followed by 18 zeros in wei).',
          command: 'celocli lockedcelo:lock --from <ACCOUNT> --value 100000000000000000000 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'lockedcelo:unlock',
      aliases: ['lockedgold:unlock'],
      purpose:
        'Starts unlocking part of your locked CELO. The amount becomes a pending withdrawal that you can collect with `lockedcelo:withdraw` once the unlocking period has passed. CELO that is still used for votes must be revoked first.',
      usage: 'celocli lockedcelo:unlock --from <ACCOUNT> --value <AMOUNT_IN_WEI>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that unlocks CELO.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of CELO to unlock, in wei.'},
      ],
      examples: [
        {
          description: 'Unlock 10 CELO.',
          command: 'celocli lockedcelo:unlock --from <ACCOUNT> --value 10000000000000000000 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'lockedcelo:withdraw',
      aliases: ['lockedgold:withdraw'],
      purpose: 'Pays out every pending withdrawal of the account whose unlocking period has ended.',
      usage: 'celocli lockedcelo:withdraw --from <ACCOUNT>',
      args: [],
      flags: [{name: 'from', type: 'address', required: true, description: 'The account that collects its unlocked CELO.'}],
      examples: [{description: 'Withdraw all available CELO.', command: 'celocli lockedcelo:withdraw --from <ACCOUNT> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'lockedcelo:show',
      aliases: ['lockedgold:show'],
      purpose:
        'Shows an account’s locked CELO: the total, how much is voting for validator groups, the minimum it must keep locked as a validator or group, and its pending withdrawals with their release times.',
      usage: 'celocli lockedcelo:show <ADDRESS>',
      args: [{name: 'ADDRESS', required: true, description: 'The account to inspect.'}],
      flags: [],
      examples: [
        {description: 'Check locked CELO and pending withdrawals on Celo Mainnet.', command: `celocli lockedcelo:show <ADDRESS> --node ${MAINNET_RPC}`},
      ],
      l2Status: 'supported',
    },
    {
      id: 'lockedcelo:delegate',
      aliases: ['lockedgold:delegate'],
      purpose: 'Delegates a percentage of your locked CELO to another account, which can then use that weight to vote in governance.',
      usage: 'celocli lockedcelo:delegate --from <ACCOUNT> --to <DELEGATEE> --percent <1-100>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that delegates.'},
        {name: 'to', type: 'address', required: true, description: 'The account that receives the delegated weight.'},
        {name: 'percent', type: 'string', required: true, description: 'The share of your locked CELO to delegate, from 1 to 100.'},
      ],
      examples: [
        {
          description: 'Delegate half of your locked CELO.',
          command: 'celocli lockedcelo:delegate --from <ACCOUNT> --to <DELEGATEE> --percent 50 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'lockedcelo:delegate-info',
      aliases: ['lockedgold:delegate-info'],
      purpose: 'Shows the delegation state of an account: the accounts it delegates to and how much locked CELO each receives.',
      usage: 'celocli lockedcelo:delegate-info --account <ACCOUNT>',
      args: [],
      flags: [{name: 'account', type: 'address', required: true, description: 'The account to inspect.'}],
      examples: [{description: 'See an account’s delegations.', command: 'celocli lockedcelo:delegate-info --account <ACCOUNT>'}],
      l2Status: 'supported',
    },
    {
      id: 'lockedcelo:revoke-delegate',
      aliases: ['lockedgold:revoke-delegate'],
      purpose: 'Takes back a percentage of the locked CELO you delegated to an account.',
      usage: 'celocli lockedcelo:revoke-delegate --from <ACCOUNT> --to <DELEGATEE> --percent <1-100>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that delegated.'},
        {name: 'to', type: 'address', required: true, description: 'The delegatee to revoke from.'},
        {
          name: 'percent',
          type: 'string',
          required: true,
          description: 'The share to revoke, from 1 to 100, counted against the amount currently delegated.',
        },
      ],
      examples: [
        {
          description: 'Revoke a whole delegation.',
          command: 'celocli lockedcelo:revoke-delegate --from <ACCOUNT> --to <DELEGATEE> --percent 100 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'lockedcelo:update-delegated-amount',
      aliases: ['lockedgold:update-delegated-amount'],
      purpose:
        'Recomputes the amount delegated to an account. Rewards change your locked balance over time, so the delegated amount can drift from the percentage you set until you update it.',
      usage: 'celocli lockedcelo:update-delegated-amount --from <ACCOUNT> --to <DELEGATEE>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The delegating account.'},
        {name: 'to', type: 'address', required: true, description: 'The delegatee whose amount is refreshed.'},
      ],
      examples: [
        {
          description: 'Bring a delegation in line with your current locked balance.',
          command: 'celocli lockedcelo:update-delegated-amount --from <ACCOUNT> --to <DELEGATEE>',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'lockedcelo:max-delegatees-count',
      aliases: ['lockedgold:max-delegatees-count'],
      purpose: 'Prints the largest number of accounts a single account may delegate to.',
      usage: 'celocli lockedcelo:max-delegatees-count',
      args: [],
      flags: [],
      examples: [{description: 'Read the delegatee limit.', command: 'celocli lockedcelo:max-delegatees-count'}],
      l2Status: 'supported',
    },
  ],
};
