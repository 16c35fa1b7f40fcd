import type {CliTopic} from '../types';
import {MAINNET_RPC} from '../samples';

const contractFlag = {
  name: 'contract',
  type: 'address',
  required: true,
  description: 'The address of the ReleaseGold contract.',
} as const;

/** `celocli releasecelo:*` (formerly `releasegold:*`): vesting contracts that hold CELO for a beneficiary. */
export const releasecelo: CliTopic = {
  id: 'releasecelo',
  summary: 'Manage a ReleaseGold vesting contract: inspect it, withdraw released CELO, lock and vote with the CELO it holds, and run the owner-side actions.',
  commands: [
    {
      id: 'releasecelo:show',
      purpose: 'Shows the state of a ReleaseGold contract, including its beneficiary, release owner, release schedule, balances and revocation settings.',
      usage: 'celocli releasecelo:show --contract <RELEASE_GOLD>',
      args: [],
      flags: [contractFlag],
      examples: [
        {
          description: 'Inspect a vesting contract on Celo Mainnet.',
          command: `celocli releasecelo:show --contract <RELEASE_GOLD> --node ${MAINNET_RPC}`,
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:withdraw',
      purpose: 'Sends released CELO from the contract to the beneficiary. It fails if you ask for more than has been released and not yet withdrawn.',
      usage: 'celocli releasecelo:withdraw --contract <RELEASE_GOLD> --value <AMOUNT_IN_WEI>',
      args: [],
      flags: [contractFlag, {name: 'value', type: 'wei', required: true, description: 'The amount of released CELO to withdraw, in wei.'}],
      examples: [
        {
          description: 'Withdraw 1,000 released CELO as the beneficiary.',
          command: 'celocli releasecelo:withdraw --contract <RELEASE_GOLD> --value 1000000000000000000000 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:create-account',
      purpose: 'Registers the ReleaseGold contract itself as a Celo account, which it needs before it can lock CELO or vote.',
      usage: 'celocli releasecelo:create-account --contract <RELEASE_GOLD>',
      args: [],
      flags: [contractFlag],
      examples: [
        {
          description: 'Register the contract as an account, signing as the beneficiary.',
          command: 'celocli releasecelo:create-account --contract <RELEASE_GOLD> --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:locked-celo',
      aliases: ['releasecelo:locked-gold'],
      purpose:
        'Locks, unlocks or withdraws CELO held by the ReleaseGold contract through the LockedGold contract. It is an alias of `releasecelo:locked-gold`, the command’s own name in the source; both names run the same code.',
      usage: 'celocli releasecelo:locked-celo --contract <RELEASE_GOLD> --action lock|unlock|withdraw --value <AMOUNT_IN_WEI> [--yes]',
      args: [],
      flags: [
        contractFlag,
        {name: 'action', char: 'a', type: 'enum', options: ['lock', 'unlock', 'withdraw'], required: true, description: 'What to do with the CELO.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of CELO for the action, in wei.'},
        {name: 'yes', type: 'boolean', description: 'Answer yes to the confirmation prompt.'},
      ],
      examples: [
        {
          description: 'Lock 500 CELO from the vesting contract so it can vote.',
          command: 'celocli releasecelo:locked-celo --contract <RELEASE_GOLD> --action lock --value 500000000000000000000 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:authorize',
      purpose:
        'Authorizes a separate key to vote, validate or sign attestations for the ReleaseGold contract’s account. The key must sign a proof of possession over the contract address.',
      usage: 'celocli releasecelo:authorize --contract <RELEASE_GOLD> --role vote|validator|attestation --signer <SIGNER> --signature <POP_SIGNATURE>',
      args: [],
      flags: [
        contractFlag,
        {name: 'role', type: 'enum', options: ['vote', 'validator', 'attestation'], required: true, description: 'The role the signer receives.'},
        {name: 'signer', type: 'address', required: true, description: 'The key to authorize.'},
        {name: 'signature', type: 'string', required: true, description: 'The signer’s proof-of-possession signature.'},
      ],
      examples: [
        {
          description: 'Let a hot key vote with the contract’s locked CELO.',
          command: 'celocli releasecelo:authorize --contract <RELEASE_GOLD> --role vote --signer <VOTE_SIGNER> --signature <POP_SIGNATURE> --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:revoke-votes',
      purpose: 'Revokes votes that the contract’s account cast for validator groups, from one group or from all of them.',
      usage: 'celocli releasecelo:revoke-votes --contract <RELEASE_GOLD> (--group <GROUP> --votes <AMOUNT_IN_WEI> | --allGroups --allVotes)',
      args: [],
      flags: [
        contractFlag,
        {name: 'group', type: 'address', description: 'The group to revoke votes from.'},
        {name: 'allGroups', type: 'boolean', description: 'Revoke from every group the contract voted for.'},
        {name: 'votes', type: 'wei', description: 'The amount of votes to revoke, in wei.'},
        {name: 'allVotes', type: 'boolean', description: 'Revoke all votes.'},
      ],
      examples: [
        {
          description: 'Revoke every vote before unlocking.',
          command: 'celocli releasecelo:revoke-votes --contract <RELEASE_GOLD> --allGroups --allVotes --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:set-account',
      purpose: 'Sets the name, the data encryption key or the metadata URL of the contract’s account.',
      usage: 'celocli releasecelo:set-account --contract <RELEASE_GOLD> --property name|dataEncryptionKey|metaURL --value <VALUE>',
      args: [],
      flags: [
        contractFlag,
        {name: 'property', char: 'p', type: 'enum', options: ['name', 'dataEncryptionKey', 'metaURL'], required: true, description: 'The property to set.'},
        {name: 'value', char: 'v', type: 'string', required: true, description: 'The new value.'},
      ],
      examples: [
        {
          description: 'Name the contract’s account.',
          command: 'celocli releasecelo:set-account --contract <RELEASE_GOLD> --property name --value "<NAME>" --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:set-account-wallet-address',
      purpose: 'Sets the wallet address recorded for the contract’s account, with a proof of possession signed by that wallet.',
      usage: 'celocli releasecelo:set-account-wallet-address --contract <RELEASE_GOLD> --walletAddress <WALLET> [--pop <SIGNATURE>]',
      args: [],
      flags: [
        contractFlag,
        {name: 'walletAddress', type: 'address', required: true, description: 'The wallet to record; the zero address clears it.'},
        {name: 'pop', type: 'string', description: 'The wallet’s ECDSA proof of possession over the contract’s account.'},
      ],
      examples: [
        {
          description: 'Record a wallet for the contract.',
          command: 'celocli releasecelo:set-account-wallet-address --contract <RELEASE_GOLD> --walletAddress <WALLET> --pop <POP_SIGNATURE> --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:set-beneficiary',
      purpose:
        'Changes the beneficiary. Both the current beneficiary and the release owner must run the same command, because it goes through the contract’s two-party multisig.',
      usage: 'celocli releasecelo:set-beneficiary --contract <RELEASE_GOLD> --from <OWNER_OR_BENEFICIARY> --beneficiary <NEW_BENEFICIARY> [--yesreally]',
      args: [],
      flags: [
        contractFlag,
        {name: 'from', type: 'address', required: true, description: 'The beneficiary or the release owner submitting their half.'},
        {name: 'beneficiary', type: 'address', required: true, description: 'The new beneficiary.'},
        {name: 'yesreally', type: 'boolean', description: 'Skip the confirmation prompt.'},
      ],
      examples: [
        {
          description: 'Submit your half of a beneficiary change.',
          command: 'celocli releasecelo:set-beneficiary --contract <RELEASE_GOLD> --from <YOUR_ADDRESS> --beneficiary <NEW_BENEFICIARY> --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:set-liquidity-provision',
      purpose: 'Release-owner action that switches on the liquidity provision, after which the beneficiary may withdraw released CELO.',
      usage: 'celocli releasecelo:set-liquidity-provision --contract <RELEASE_GOLD> [--yesreally]',
      args: [],
      flags: [contractFlag, {name: 'yesreally', type: 'boolean', description: 'Skip the confirmation prompt.'}],
      examples: [
        {
          description: 'Meet the liquidity provision as release owner.',
          command: 'celocli releasecelo:set-liquidity-provision --contract <RELEASE_GOLD> --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:set-max-distribution',
      purpose: 'Release-owner action that caps how much of the total balance can be distributed, in tenths of a percent.',
      usage: 'celocli releasecelo:set-max-distribution --contract <RELEASE_GOLD> --distributionRatio <0-1000> [--yesreally]',
      args: [],
      flags: [
        contractFlag,
        {
          name: 'distributionRatio',
          type: 'integer',
          required: true,
          description: 'From 0 to 1000, where 1000 makes the whole balance available for distribution.',
        },
        {name: 'yesreally', type: 'boolean', description: 'Skip the confirmation prompt.'},
      ],
      examples: [
        {
          description: 'Allow full distribution.',
          command: 'celocli releasecelo:set-max-distribution --contract <RELEASE_GOLD> --distributionRatio 1000 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:set-can-expire',
      purpose: 'Release-owner action that sets the contract’s `canExpire` flag; `releasecelo:show` prints the current value.',
      usage: 'celocli releasecelo:set-can-expire --contract <RELEASE_GOLD> --value true|false [--yesreally]',
      args: [],
      flags: [
        contractFlag,
        {name: 'value', type: 'enum', options: ['true', 'false'], required: true, description: 'The new value of the flag.'},
        {name: 'yesreally', type: 'boolean', description: 'Skip the confirmation prompt.'},
      ],
      examples: [
        {description: 'Stop the contract from expiring.', command: 'celocli releasecelo:set-can-expire --contract <RELEASE_GOLD> --value false --useLedger'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:transfer-dollars',
      purpose: 'Moves USDm out of the ReleaseGold contract, for example USDm that validator payments sent to it.',
      usage: 'celocli releasecelo:transfer-dollars --contract <RELEASE_GOLD> --to <RECIPIENT> --value <AMOUNT_IN_WEI>',
      args: [],
      flags: [
        contractFlag,
        {name: 'to', type: 'address', required: true, description: 'The recipient of the USDm.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of USDm, in wei.'},
      ],
      examples: [
        {
          description: 'Send 50 USDm to yourself.',
          command: 'celocli releasecelo:transfer-dollars --contract <RELEASE_GOLD> --to <YOUR_ADDRESS> --value 50000000000000000000 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:revoke',
      purpose:
        'Release-owner action that revokes a revocable contract: released CELO stays withdrawable by the beneficiary, and the rest can go back to the refund address. Not every contract is revocable.',
      usage: 'celocli releasecelo:revoke --contract <RELEASE_GOLD> [--yesreally]',
      args: [],
      flags: [contractFlag, {name: 'yesreally', type: 'boolean', description: 'Skip the confirmation prompt.'}],
      examples: [{description: 'Revoke a grant as release owner.', command: 'celocli releasecelo:revoke --contract <RELEASE_GOLD> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'releasecelo:refund-and-finalize',
      purpose:
        'Release-owner action on a revoked, revocable contract that pays the remaining balance to the beneficiary and refund address and then destroys the contract.',
      usage: 'celocli releasecelo:refund-and-finalize --contract <RELEASE_GOLD>',
      args: [],
      flags: [contractFlag],
      examples: [{description: 'Close out a revoked grant.', command: 'celocli releasecelo:refund-and-finalize --contract <RELEASE_GOLD> --useLedger'}],
      l2Status: 'supported',
    },
  ],
};
