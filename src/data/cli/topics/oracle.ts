import type {CliTopic} from '../types';
import {tableFlags} from '../tableFlags';
import {MAINNET_RPC} from '../samples';

/** `celocli oracle:*`: the SortedOracles contract that feeds CELO prices to Mento and fee currencies. */
export const oracle: CliTopic = {
  id: 'oracle',
  summary: 'Read the oracle price reports kept in the SortedOracles contract, and, as an authorized oracle, report prices or clear expired reports.',
  commands: [
    {
      id: 'oracle:list',
      purpose: 'Lists the addresses allowed to report prices for one token.',
      usage: 'celocli oracle:list [TOKEN]',
      args: [
        {
          name: 'TOKEN',
          required: false,
          description: 'The contract name of the token, such as `StableToken` (USDm) or `StableTokenEUR` (EURm); defaults to `StableToken`.',
        },
      ],
      flags: [],
      examples: [{description: 'List the USDm oracles on Celo Mainnet.', command: `celocli oracle:list StableToken --node ${MAINNET_RPC}`}],
      l2Status: 'supported',
    },
    {
      id: 'oracle:reports',
      purpose: 'Lists the current price reports for one token, with the reporting address, the value and when it was reported.',
      usage: 'celocli oracle:reports [TOKEN]',
      args: [
        {
          name: 'TOKEN',
          required: false,
          description: 'The contract name of the token; defaults to `StableToken`.',
        },
      ],
      flags: [...tableFlags],
      examples: [
        {description: 'Show the EURm reports.', command: 'celocli oracle:reports StableTokenEUR'},
        {description: 'Save the USDm reports as CSV.', command: 'celocli oracle:reports StableToken --output csv > reports.csv'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'oracle:report',
      purpose:
        'Reports a price: how many units of the token equal 1 CELO. Only an address on the token’s oracle list can report; production oracles do this with the oracle client, not by hand.',
      usage: 'celocli oracle:report [TOKEN] --from <ORACLE> --value <PRICE>',
      args: [{name: 'TOKEN', required: false, description: 'The contract name of the token; defaults to `StableToken`.'}],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The oracle address that reports.'},
        {name: 'value', type: 'string', required: true, description: 'The amount of the token equal to 1 CELO, as a decimal number such as `0.65`.'},
      ],
      examples: [
        {
          description: 'Report a USDm price from a test oracle on a development network.',
          command: 'celocli oracle:report StableToken --value 0.65 --from <ORACLE> --privateKey "$ORACLE_PRIVATE_KEY" --node http://localhost:8545',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'oracle:remove-expired-reports',
      purpose: 'Removes reports for a token that are older than the report expiry, so stale prices no longer count towards the median.',
      usage: 'celocli oracle:remove-expired-reports [TOKEN] --from <ADDRESS>',
      args: [{name: 'TOKEN', required: false, description: 'The contract name of the token; defaults to `StableToken`.'}],
      flags: [{name: 'from', type: 'address', required: true, description: 'The account that sends the transaction.'}],
      examples: [{description: 'Clear expired EURm reports.', command: 'celocli oracle:remove-expired-reports StableTokenEUR --from <ADDRESS> --useLedger'}],
      l2Status: 'supported',
    },
  ],
};
