// cspell:ignore whitelisters nonwhitelisters notwhitelisted
import type {CliTopic} from '../types';
import {tableFlags} from '../tableFlags';
import {MAINNET_RPC} from '../samples';

/** `celocli governance:*`: on-chain proposals, votes and hotfixes. */
export const governance: CliTopic = {
  id: 'governance',
  summary: 'Build, submit, upvote, vote on and execute on-chain governance proposals, and handle the hotfix process for urgent fixes.',
  commands: [
    {
      id: 'governance:list',
      purpose: 'Lists the live proposals: those waiting in the queue and those in a voting or execution stage.',
      usage: 'celocli governance:list',
      args: [],
      flags: [...tableFlags],
      examples: [{description: 'See the live proposals on Celo Mainnet.', command: `celocli governance:list --node ${MAINNET_RPC}`}],
      l2Status: 'supported',
    },
    {
      id: 'governance:show',
      aliases: ['governance:showhotfix', 'governance:showaccount', 'governance:view', 'governance:viewhotfix', 'governance:viewaccount'],
      purpose:
        'Shows one proposal (its stage, votes and decoded transactions), one hotfix, or the governance state of an account. The aliases `governance:view`, `governance:showhotfix`, `governance:viewhotfix`, `governance:showaccount` and `governance:viewaccount` run the same command.',
      usage: 'celocli governance:show (--proposalID <ID> | --hotfix <HASH> | --account <ADDRESS>) [--raw] [--jsonTransactions <FILE>]',
      args: [],
      flags: [
        {name: 'proposalID', type: 'integer', description: 'The proposal to show.'},
        {name: 'hotfix', type: 'string', description: 'The hash of a hotfix to show.'},
        {name: 'account', type: 'address', description: 'An account or voter to show governance information for.'},
        {name: 'raw', type: 'boolean', description: 'Print the proposal transactions as raw bytes instead of decoding them.'},
        {name: 'jsonTransactions', type: 'path', description: 'Also write the proposal’s transactions to this JSON file.'},
        {
          name: 'afterExecutingProposal',
          type: 'path',
          description: 'Decode as if the proposal in this JSON file had been executed first.',
        },
        {name: 'afterExecutingID', type: 'integer', description: 'Decode as if this proposal had been executed first.'},
        {
          name: 'whitelisters',
          type: 'boolean',
          description:
            'With `--hotfix`, list the validators that whitelisted it; like `--nonwhitelisters` and `--notwhitelisted`, a leftover of the L1 hotfix process that celocli marks for removal.',
        },
        {name: 'nonwhitelisters', type: 'boolean', description: 'With `--hotfix`, list the validators that have not whitelisted it (L1 process).'},
        {name: 'notwhitelisted', type: 'boolean', description: 'With `--hotfix`, list the validators that have not whitelisted it (L1 process).'},
      ],
      examples: [
        {description: 'Read a proposal before voting on it.', command: 'celocli governance:show --proposalID <PROPOSAL_ID>'},
        {description: 'Check your own upvotes and votes.', command: 'celocli governance:show --account <ADDRESS>'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'governance:build-proposal',
      purpose:
        'Walks you through building a proposal interactively, asking for each contract, function and argument, and writes the resulting transactions to a JSON file.',
      usage: 'celocli governance:build-proposal [--output <FILE>]',
      args: [],
      flags: [
        {name: 'output', type: 'path', default: 'proposalTransactions.json', description: 'Where the proposal JSON is written.'},
        {name: 'afterExecutingProposal', type: 'path', description: 'Build against the state after this proposal file runs.'},
        {name: 'afterExecutingID', type: 'integer', description: 'Build against the state after this proposal runs.'},
      ],
      examples: [{description: 'Build a proposal into a file of your choice.', command: 'celocli governance:build-proposal --output ./proposal.json'}],
      l2Status: 'supported',
    },
    {
      id: 'governance:propose',
      purpose:
        'Submits a proposal from a JSON file of transactions together with the required CELO deposit and a link to its description. Before sending, celocli simulates the transactions: since 9.0.1 in order on a local fork of the connected node, using the anvil it bundles. `--force` skips the check.',
      usage:
        'celocli governance:propose --jsonTransactions <FILE> --deposit <AMOUNT_IN_WEI> --from <PROPOSER> --descriptionURL <URL> [--useMultiSig --for <MULTISIG> | --useSafe --safeAddress <SAFE>] [--force | --simulate <RPC_URL> | --noSimulate]',
      args: [],
      flags: [
        {name: 'jsonTransactions', type: 'path', required: true, description: 'The JSON file with the proposal’s transactions.'},
        {name: 'deposit', type: 'wei', required: true, description: 'The CELO deposit attached to the proposal, in wei.'},
        {name: 'from', type: 'address', required: true, description: 'The proposer.'},
        {
          name: 'descriptionURL',
          type: 'url',
          required: true,
          description:
            'The proposal’s CGP document. celocli accepts only URLs that start with `https://github.com/celo-org/governance/blob/main/CGPs/` and, since 8.0.0, checks that the page exists.',
        },
        {name: 'useMultiSig', type: 'boolean', description: 'Submit through the multisig given in `--for`.'},
        {name: 'for', type: 'address', description: 'The multisig contract that proposes, with `--useMultiSig`.'},
        {name: 'useSafe', type: 'boolean', description: 'Submit through the Safe given in `--safeAddress`.'},
        {name: 'safeAddress', type: 'address', description: 'The Safe that proposes, with `--useSafe`.'},
        {name: 'force', type: 'boolean', description: 'Skip the execution check.'},
        {
          name: 'simulate',
          type: 'url',
          description:
            'Simulate against this forked node instead of the bundled one. Each transaction is really sent from the Governance address, so the fork must let that address send without its key, for example `anvil --auto-impersonate`.',
        },
        {
          name: 'noSimulate',
          type: 'boolean',
          description: 'Fall back to checking each transaction on its own with `eth_call`, which cannot see the effects of earlier transactions.',
        },
        {name: 'noInfo', type: 'boolean', description: 'Do not print the decoded proposal.'},
        {name: 'afterExecutingProposal', type: 'path', description: 'Simulate after this proposal file runs.'},
        {name: 'afterExecutingID', type: 'integer', description: 'Simulate after this proposal runs.'},
      ],
      examples: [
        {
          description: 'Submit a proposal; read the current minimum deposit with `celocli network:parameters` first.',
          command:
            'celocli governance:propose --jsonTransactions ./proposal.json --deposit <DEPOSIT_IN_WEI> --from <PROPOSER> --descriptionURL <CGP_URL> --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'governance:upvote',
      purpose: 'Upvotes a queued proposal with the weight of your locked CELO, helping it leave the queue.',
      usage: 'celocli governance:upvote --proposalID <ID> --from <VOTER>',
      args: [],
      flags: [
        {name: 'proposalID', type: 'integer', required: true, description: 'The queued proposal to upvote.'},
        {name: 'from', type: 'address', required: true, description: 'The upvoting account.'},
      ],
      examples: [{description: 'Upvote a queued proposal.', command: 'celocli governance:upvote --proposalID <PROPOSAL_ID> --from <VOTER> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'governance:revokeupvote',
      purpose: 'Withdraws your current upvote from the queued proposal it supports.',
      usage: 'celocli governance:revokeupvote --from <VOTER>',
      args: [],
      flags: [{name: 'from', type: 'address', required: true, description: 'The account whose upvote is revoked.'}],
      examples: [{description: 'Remove your upvote.', command: 'celocli governance:revokeupvote --from <VOTER> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'governance:dequeue',
      purpose: 'Moves the most upvoted queued proposals into the referendum stage when the dequeue frequency allows it. Anyone can send it.',
      usage: 'celocli governance:dequeue --from <SENDER>',
      args: [],
      flags: [{name: 'from', type: 'address', required: true, description: 'The account that sends the transaction.'}],
      examples: [{description: 'Trigger a dequeue.', command: 'celocli governance:dequeue --from <SENDER> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'governance:approve',
      aliases: ['governance:approvehotfix'],
      purpose:
        'Records approval of a dequeued proposal or of a hotfix. Only the governance approver, or the security council for hotfixes, can use it. `governance:approvehotfix` is an alias.',
      usage: 'celocli governance:approve --from <APPROVER> (--proposalID <ID> | --hotfix <HASH>) [--useMultiSig | --useSafe] [--type approver|securityCouncil]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The approver’s address, or a signer of the approver multisig or Safe.'},
        {name: 'proposalID', type: 'integer', description: 'The proposal to approve.'},
        {name: 'hotfix', type: 'string', description: 'The hash of the hotfix to approve.'},
        {name: 'useMultiSig', type: 'boolean', description: 'Send the approval through the approver multisig.'},
        {name: 'useSafe', type: 'boolean', description: 'Send the approval through a Safe.'},
        {
          name: 'multisigTx',
          type: 'string',
          description: 'With `--proposalID` and `--useMultiSig`, confirm this multisig transaction id instead of searching the chain for a matching one.',
        },
        {
          name: 'submit',
          type: 'boolean',
          description: 'With `--proposalID` and `--useMultiSig`, submit a new multisig transaction without checking for earlier confirmations. Use with care.',
        },
        {
          name: 'type',
          type: 'enum',
          options: ['approver', 'securityCouncil'],
          description: 'For a hotfix, which approval you give: the approver’s or the security council’s.',
        },
      ],
      examples: [
        {
          description: 'Approve a proposal through the approver multisig.',
          command: 'celocli governance:approve --proposalID <PROPOSAL_ID> --from <SIGNER> --useMultiSig --useLedger',
        },
        {
          description: 'Give the security council approval for a hotfix.',
          command: 'celocli governance:approve --hotfix <HOTFIX_HASH> --from <SIGNER> --useMultiSig --type securityCouncil --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'governance:vote',
      purpose: 'Votes Yes, No or Abstain on a proposal in its referendum stage with all of your locked CELO.',
      usage: 'celocli governance:vote --proposalID <ID> --value Yes|No|Abstain --from <VOTER>',
      args: [],
      flags: [
        {name: 'proposalID', type: 'integer', required: true, description: 'The proposal to vote on.'},
        {name: 'value', type: 'enum', options: ['Yes', 'No', 'Abstain'], required: true, description: 'Your vote.'},
        {name: 'from', type: 'address', required: true, description: 'The voting account or its vote signer.'},
      ],
      examples: [{description: 'Vote Yes.', command: 'celocli governance:vote --proposalID <PROPOSAL_ID> --value Yes --from <VOTER> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'governance:votePartially',
      purpose: 'Splits your voting weight on one proposal between Yes, No and Abstain, for example when you vote on behalf of several people.',
      usage: 'celocli governance:votePartially --proposalID <ID> --from <VOTER> [--yes <WEIGHT>] [--no <WEIGHT>] [--abstain <WEIGHT>]',
      args: [],
      flags: [
        {name: 'proposalID', type: 'integer', required: true, description: 'The proposal to vote on.'},
        {name: 'from', type: 'address', required: true, description: 'The voting account or its vote signer.'},
        {name: 'yes', type: 'wei', description: 'Weight to vote Yes with.'},
        {name: 'no', type: 'wei', description: 'Weight to vote No with.'},
        {name: 'abstain', type: 'wei', description: 'Weight to abstain with.'},
      ],
      examples: [
        {
          description: 'Vote 60 CELO of weight Yes and 40 No.',
          command:
            'celocli governance:votePartially --proposalID <PROPOSAL_ID> --from <VOTER> --yes 60000000000000000000 --no 40000000000000000000 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'governance:execute',
      purpose: 'Executes a proposal that passed its referendum, while it is in the execution stage. Anyone can send it.',
      usage: 'celocli governance:execute --proposalID <ID> --from <SENDER>',
      args: [],
      flags: [
        {name: 'proposalID', type: 'integer', required: true, description: 'The passed proposal.'},
        {name: 'from', type: 'address', required: true, description: 'The account that sends the transaction.'},
      ],
      examples: [{description: 'Execute a passed proposal.', command: 'celocli governance:execute --proposalID <PROPOSAL_ID> --from <SENDER> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'governance:withdraw',
      purpose: 'Withdraws proposal deposits that have been refunded to you, directly or for a multisig or Safe that proposed.',
      usage: 'celocli governance:withdraw --from <PROPOSER> [--for <MULTISIG> (--useMultiSig | --useSafe)] [--safeAddress <SAFE>]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The proposer, or a signer of the proposing multisig or Safe.'},
        {name: 'for', type: 'address', description: 'The multisig contract that made the proposal.'},
        {name: 'useMultiSig', type: 'boolean', description: 'Withdraw through the multisig given in `--for`.'},
        {name: 'useSafe', type: 'boolean', description: 'Withdraw through a Safe.'},
        {name: 'safeAddress', type: 'address', description: 'The Safe that made the proposal.'},
      ],
      examples: [{description: 'Collect your refunded deposits.', command: 'celocli governance:withdraw --from <PROPOSER> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'governance:hashhotfix',
      purpose: 'Computes the hash that identifies a hotfix from its JSON transactions and a secret salt. Nothing is sent to the chain.',
      usage: 'celocli governance:hashhotfix --jsonTransactions <FILE> --salt <SALT> [--force]',
      args: [],
      flags: [
        {name: 'jsonTransactions', type: 'path', required: true, description: 'The JSON file with the hotfix transactions.'},
        {name: 'salt', type: 'string', required: true, description: 'The secret salt, as a 32-byte hex string.'},
        {name: 'force', type: 'boolean', description: 'Skip the execution check.'},
      ],
      examples: [
        {
          description: 'Hash a hotfix with a salt read from an environment variable.',
          command: 'celocli governance:hashhotfix --jsonTransactions ./hotfix.json --salt "$HOTFIX_SALT"',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'governance:whitelisthotfix',
      removedIn: '7.1.0',
      purpose: 'Added a validator’s whitelist vote for a hotfix, identified by its hash.',
      usage: 'celocli governance:whitelisthotfix --from <ADDRESS> --hash <HOTFIX_HASH>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The whitelisting address.'},
        {name: 'hash', type: 'string', required: true, description: 'The hotfix hash from `governance:hashhotfix`.'},
      ],
      examples: [
        {
          description: 'Whitelist a hotfix with a release older than 7.1.0.',
          command: 'celocli governance:whitelisthotfix --from <ADDRESS> --hash <HOTFIX_HASH> --useLedger',
        },
      ],
      l2Status: 'l1-only',
      l2Note:
        'Removed in celocli 7.1.0 (29 August 2025); it had not worked since the L2 migration. Whitelisting by validators belonged to the L1 hotfix process. On the L2 a hotfix is approved with `governance:approve --hotfix`, by the approver and, with `--type securityCouncil`, by the security council; `governance:show --hotfix` shows which approvals a hotfix still needs.',
    },
    {
      id: 'governance:preparehotfix',
      purpose: 'Marks an approved hotfix as prepared for execution; after that, `governance:executehotfix` can run it.',
      usage: 'celocli governance:preparehotfix --from <ADDRESS> --hash <HOTFIX_HASH>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that sends the transaction.'},
        {name: 'hash', type: 'string', required: true, description: 'The hotfix hash.'},
      ],
      examples: [{description: 'Prepare a hotfix.', command: 'celocli governance:preparehotfix --from <ADDRESS> --hash <HOTFIX_HASH> --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'governance:executehotfix',
      purpose: 'Executes a prepared hotfix by revealing its transactions and salt, which must match the approved hash.',
      usage: 'celocli governance:executehotfix --from <ADDRESS> --jsonTransactions <FILE> --salt <SALT>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that sends the transaction.'},
        {name: 'jsonTransactions', type: 'path', required: true, description: 'The JSON file with the hotfix transactions.'},
        {name: 'salt', type: 'string', required: true, description: 'The salt used when the hash was computed.'},
      ],
      examples: [
        {
          description: 'Execute a prepared hotfix.',
          command: 'celocli governance:executehotfix --from <ADDRESS> --jsonTransactions ./hotfix.json --salt "$HOTFIX_SALT" --useLedger',
        },
      ],
      l2Status: 'supported',
    },
  ],
};
