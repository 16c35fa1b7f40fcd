import type {CliTopic} from '../types';

/** `celocli multisig:*`: Celo's MultiSig contract, as used by governance approvers and ReleaseGold beneficiaries. */
export const multisig: CliTopic = {
  id: 'multisig',
  summary: 'Inspect a Celo MultiSig contract, propose transactions to it, and approve transactions that other owners submitted.',
  commands: [
    {
      id: 'multisig:show',
      purpose:
        'Shows a MultiSig contract’s owners, the number of confirmations it requires and its transactions, decoded where celocli recognizes the target contract.',
      usage: 'celocli multisig:show <MULTISIG> [--tx <INDEX> | --all] [--raw]',
      args: [{name: 'MULTISIG', required: true, description: 'The address of the MultiSig contract.'}],
      flags: [
        {name: 'tx', type: 'integer', description: 'Show only the transaction with this index.'},
        {name: 'all', type: 'boolean', description: 'Show every transaction the contract has recorded.'},
        {name: 'raw', type: 'boolean', description: 'Print transaction data without trying to decode it.'},
      ],
      examples: [
        {description: 'See the owners and threshold of a multisig.', command: 'celocli multisig:show <MULTISIG>'},
        {description: 'Inspect one pending transaction before approving it.', command: 'celocli multisig:show <MULTISIG> --tx <INDEX>'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'multisig:propose',
      purpose:
        'Submits a new transaction to a MultiSig contract as one of its owners. Your submission counts as the first confirmation; the transaction runs once enough owners approve it.',
      usage: 'celocli multisig:propose <MULTISIG> --from <OWNER> --to <DESTINATION> [--value <AMOUNT_IN_WEI>] [--data <HEX>]',
      args: [{name: 'MULTISIG', required: true, description: 'The address of the MultiSig contract.'}],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The owner who proposes the transaction.'},
        {name: 'to', type: 'address', required: true, description: 'The destination of the proposed transaction.'},
        {name: 'value', type: 'wei', description: 'The CELO the multisig sends with the transaction, in wei.'},
        {name: 'data', type: 'string', default: '0x', description: 'The hex-encoded call data.'},
      ],
      examples: [
        {
          description: 'Propose that the multisig pays 5 CELO to an address.',
          command: 'celocli multisig:propose <MULTISIG> --from <OWNER> --to <RECIPIENT> --value 5000000000000000000 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'multisig:approve',
      purpose: 'Adds your confirmation, as an owner, to a transaction already submitted to the MultiSig contract.',
      usage: 'celocli multisig:approve --from <OWNER> --for <MULTISIG> --tx <INDEX>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The owner who confirms.'},
        {name: 'for', type: 'address', required: true, description: 'The MultiSig contract.'},
        {name: 'tx', type: 'integer', required: true, description: 'The index of the transaction to confirm.'},
      ],
      examples: [{description: 'Confirm transaction 3.', command: 'celocli multisig:approve --from <OWNER> --for <MULTISIG> --tx 3 --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'multisig:transfer',
      purpose:
        'Submits a CELO transfer from the multisig, or approves an identical one that is already pending. With `--transferFrom` it uses the ERC-20 `transferFrom` call to move CELO from another sender that approved the multisig.',
      usage: 'celocli multisig:transfer <MULTISIG> --to <RECIPIENT> --amount <AMOUNT_IN_WEI> --from <OWNER> [--transferFrom --sender <SENDER>]',
      args: [{name: 'MULTISIG', required: true, description: 'The address of the MultiSig contract.'}],
      flags: [
        {name: 'to', type: 'address', required: true, description: 'The recipient of the CELO.'},
        {name: 'amount', type: 'wei', required: true, description: 'The amount of CELO, in wei.'},
        {name: 'from', type: 'address', required: true, description: 'The owner who submits or approves.'},
        {name: 'transferFrom', type: 'boolean', description: 'Use `transferFrom` instead of `transfer`.'},
        {name: 'sender', type: 'address', description: 'The address CELO is taken from when `--transferFrom` is set.'},
      ],
      examples: [
        {
          description: 'Send 200 CELO from a multisig; each owner runs the same command until the threshold is met.',
          command: 'celocli multisig:transfer <MULTISIG> --to <RECIPIENT> --amount 200000000000000000000 --from <OWNER> --useLedger',
        },
      ],
      l2Status: 'supported',
    },
  ],
};
