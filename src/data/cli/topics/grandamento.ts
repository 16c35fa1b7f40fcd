import type {CliTopic} from '../types';

const grandaNote =
  'Granda Mento was the governance-approved route for very large exchanges in the original Mento design of the L1 era. celocli 4.0.0 (February 2024) removed these commands, and the `exchange` topic followed in 8.0.0; swap in the Mento app instead.';

const stableToken = {
  name: 'stableToken',
  type: 'enum',
  options: ['cUSD', 'cEUR', 'cREAL'],
  required: true,
  default: 'cUSD',
  description:
    'The stablecoin on the other side of the exchange; lower-case spellings were accepted too. The values are the former symbols: `cUSD` stands for USDm, `cEUR` for EURm and `cREAL` for BRLm.',
} as const;

/** `celocli grandamento:*`: large, governance-approved exchanges from the L1 era. */
export const grandamento: CliTopic = {
  id: 'grandamento',
  summary:
    'Propose, inspect, execute or cancel Granda Mento exchange proposals, the governance-approved route for large CELO and stablecoin exchanges in the L1 era.',
  commands: [
    {
      id: 'grandamento:list',
      removedIn: '4.0.0',
      purpose: 'Listed the Granda Mento exchange proposals that were still active.',
      usage: 'celocli grandamento:list',
      args: [],
      flags: [],
      examples: [{description: 'List active proposals with an older release.', command: 'celocli grandamento:list'}],
      l2Status: 'l1-only',
      l2Note: grandaNote,
    },
    {
      id: 'grandamento:show',
      removedIn: '4.0.0',
      purpose: 'Showed the details of one exchange proposal.',
      usage: 'celocli grandamento:show --proposalID <ID>',
      args: [],
      flags: [{name: 'proposalID', type: 'integer', required: true, description: 'The exchange proposal to show.'}],
      examples: [{description: 'Inspect one proposal.', command: 'celocli grandamento:show --proposalID <PROPOSAL_ID>'}],
      l2Status: 'l1-only',
      l2Note: grandaNote,
    },
    {
      id: 'grandamento:get-buy-amount',
      removedIn: '4.0.0',
      purpose: 'Calculated how much you would receive for a prospective exchange, without sending anything.',
      usage: 'celocli grandamento:get-buy-amount --value <AMOUNT_IN_WEI> --stableToken <SYMBOL> --sellCelo true|false',
      args: [],
      flags: [
        {name: 'value', type: 'wei', required: true, description: 'The amount of tokens to sell, in wei.'},
        stableToken,
        {
          name: 'sellCelo',
          type: 'enum',
          options: ['true', 'false'],
          required: true,
          description: 'Whether the exchange sells CELO (`true`) or buys it (`false`).',
        },
      ],
      examples: [
        {
          description: 'Quote a sale of 100,000 CELO for USDm.',
          command: 'celocli grandamento:get-buy-amount --value 100000000000000000000000 --stableToken cUSD --sellCelo true',
        },
      ],
      l2Status: 'l1-only',
      l2Note: grandaNote,
    },
    {
      id: 'grandamento:propose',
      removedIn: '4.0.0',
      purpose: 'Created an exchange proposal and escrowed the tokens to sell until governance approved or the proposer cancelled it.',
      usage: 'celocli grandamento:propose --from <ADDRESS> --value <AMOUNT_IN_WEI> --stableToken <SYMBOL> --sellCelo true|false',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The address holding the tokens to exchange.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of tokens to sell, in wei.'},
        stableToken,
        {
          name: 'sellCelo',
          type: 'enum',
          options: ['true', 'false'],
          required: true,
          description: 'Whether the exchange sells CELO (`true`) or buys it (`false`).',
        },
      ],
      examples: [
        {
          description: 'Propose selling 100,000 CELO for USDm.',
          command: 'celocli grandamento:propose --from <ADDRESS> --value 100000000000000000000000 --stableToken cUSD --sellCelo true --useLedger',
        },
      ],
      l2Status: 'l1-only',
      l2Note: grandaNote,
    },
    {
      id: 'grandamento:execute',
      removedIn: '4.0.0',
      purpose: 'Executed an approved exchange proposal once its waiting period had passed.',
      usage: 'celocli grandamento:execute --from <ADDRESS> --proposalID <ID>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that executes the proposal.'},
        {name: 'proposalID', type: 'integer', required: true, description: 'The exchange proposal.'},
      ],
      examples: [
        {description: 'Execute an approved proposal.', command: 'celocli grandamento:execute --from <ADDRESS> --proposalID <PROPOSAL_ID> --useLedger'},
      ],
      l2Status: 'l1-only',
      l2Note: grandaNote,
    },
    {
      id: 'grandamento:cancel',
      removedIn: '4.0.0',
      purpose: 'Cancelled an exchange proposal and returned the escrowed tokens; only an address allowed to cancel it could do so.',
      usage: 'celocli grandamento:cancel --from <ADDRESS> --proposalID <ID>',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'An address allowed to cancel the proposal.'},
        {name: 'proposalID', type: 'integer', required: true, description: 'The exchange proposal.'},
      ],
      examples: [{description: 'Cancel your proposal.', command: 'celocli grandamento:cancel --from <ADDRESS> --proposalID <PROPOSAL_ID> --useLedger'}],
      l2Status: 'l1-only',
      l2Note: grandaNote,
    },
  ],
};
