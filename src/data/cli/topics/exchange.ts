import type {CliTopic} from '../types';

const brokerNote =
  'Current releases route swaps through the Broker contract of Mento v2 using the Mento SDK, not the original Exchange contracts that early releases called. Use a current celocli release to trade.';

/** `celocli exchange:*`: swaps between CELO and the Mento stablecoins. */
export const exchange: CliTopic = {
  id: 'exchange',
  summary: 'Quote and execute swaps between CELO and the Mento stablecoins USDm, EURm and BRLm from the command line.',
  commands: [
    {
      id: 'exchange:show',
      purpose: 'Prints the rates Mento currently offers between CELO and each supported stablecoin, for a given input amount.',
      usage: 'celocli exchange:show [--amount <AMOUNT_IN_WEI>]',
      args: [],
      flags: [
        {
          name: 'amount',
          type: 'wei',
          default: '1000000000000000000',
          description: 'The amount of the token you sell for which rates are quoted, in wei (1 token by default).',
        },
      ],
      examples: [
        {description: 'Quote rates for 1 token on Celo Mainnet.', command: 'celocli exchange:show --node https://forno.celo.org'},
        {description: 'Quote rates for 1,000 tokens to see the effect of size.', command: 'celocli exchange:show --amount 1000000000000000000000'},
      ],
      l2Status: 'changed',
      l2Note: brokerNote,
    },
    {
      id: 'exchange:celo',
      purpose:
        'Sells CELO for a Mento stablecoin. Set `--forAtLeast` to the minimum you accept, so the swap reverts instead of filling at a worse rate. This replaced the old `exchange:gold` command.',
      usage: 'celocli exchange:celo --from <ADDRESS> --value <AMOUNT_IN_WEI> [--forAtLeast <MIN_IN_WEI>] [--stableToken <SYMBOL>]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The address that holds the CELO to sell.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of CELO to sell, in wei.'},
        {name: 'forAtLeast', type: 'wei', default: '0', description: 'The least amount of stablecoin you accept, in wei.'},
        {
          name: 'stableToken',
          type: 'enum',
          options: ['cUSD', 'cEUR', 'cREAL'],
          default: 'cusd',
          description:
            'The stablecoin to buy; lower-case spellings are accepted too. The values are the former symbols: `cUSD` stands for USDm, `cEUR` for EURm and `cREAL` for BRLm.',
        },
      ],
      examples: [
        {
          description: 'Sell 10 CELO for at least 5 EURm.',
          command: 'celocli exchange:celo --from <ADDRESS> --value 10000000000000000000 --forAtLeast 5000000000000000000 --stableToken cEUR --useLedger',
        },
      ],
      l2Status: 'changed',
      l2Note: brokerNote,
    },
    {
      id: 'exchange:stable',
      purpose: 'Sells any supported Mento stablecoin for CELO; pick the coin with `--stableToken`.',
      usage: 'celocli exchange:stable --from <ADDRESS> --value <AMOUNT_IN_WEI> --stableToken <SYMBOL> [--forAtLeast <MIN_IN_WEI>]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The address that holds the stablecoin.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of stablecoin to sell, in wei.'},
        {
          name: 'stableToken',
          type: 'enum',
          options: ['cUSD', 'cEUR', 'cREAL'],
          description: 'The stablecoin to sell. The values are the former symbols: `cUSD` stands for USDm, `cEUR` for EURm and `cREAL` for BRLm.',
        },
        {name: 'forAtLeast', type: 'wei', default: '0', description: 'The least amount of CELO you accept, in wei.'},
      ],
      examples: [
        {
          description: 'Sell 20 BRLm for at least 1 CELO.',
          command: 'celocli exchange:stable --from <ADDRESS> --value 20000000000000000000 --stableToken cREAL --forAtLeast 1000000000000000000 --useLedger',
        },
      ],
      l2Status: 'changed',
      l2Note: brokerNote,
    },
    {
      id: 'exchange:dollars',
      purpose: 'Sells USDm for CELO. It is a shortcut for `exchange:stable --stableToken cUSD`.',
      usage: 'celocli exchange:dollars --from <ADDRESS> --value <AMOUNT_IN_WEI> [--forAtLeast <MIN_IN_WEI>]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The address that holds the USDm.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of USDm to sell, in wei.'},
        {name: 'forAtLeast', type: 'wei', default: '0', description: 'The least amount of CELO you accept, in wei.'},
      ],
      examples: [
        {
          description: 'Sell 25 USDm for CELO.',
          command: 'celocli exchange:dollars --from <ADDRESS> --value 25000000000000000000 --forAtLeast <MIN_CELO_IN_WEI> --useLedger',
        },
      ],
      l2Status: 'changed',
      l2Note: brokerNote,
    },
    {
      id: 'exchange:euros',
      purpose: 'Sells EURm for CELO. It is a shortcut for `exchange:stable --stableToken cEUR`.',
      usage: 'celocli exchange:euros --from <ADDRESS> --value <AMOUNT_IN_WEI> [--forAtLeast <MIN_IN_WEI>]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The address that holds the EURm.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of EURm to sell, in wei.'},
        {name: 'forAtLeast', type: 'wei', default: '0', description: 'The least amount of CELO you accept, in wei.'},
      ],
      examples: [
        {
          description: 'Sell 25 EURm for CELO.',
          command: 'celocli exchange:euros --from <ADDRESS> --value 25000000000000000000 --forAtLeast <MIN_CELO_IN_WEI> --useLedger',
        },
      ],
      l2Status: 'changed',
      l2Note: brokerNote,
    },
    {
      id: 'exchange:reals',
      purpose: 'Sells BRLm for CELO. It is a shortcut for `exchange:stable --stableToken cREAL`.',
      usage: 'celocli exchange:reals --from <ADDRESS> --value <AMOUNT_IN_WEI> [--forAtLeast <MIN_IN_WEI>]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The address that holds the BRLm.'},
        {name: 'value', type: 'wei', required: true, description: 'The amount of BRLm to sell, in wei.'},
        {name: 'forAtLeast', type: 'wei', default: '0', description: 'The least amount of CELO you accept, in wei.'},
      ],
      examples: [
        {
          description: 'Sell 100 BRLm for CELO.',
          command: 'celocli exchange:reals --from <ADDRESS> --value 100000000000000000000 --forAtLeast <MIN_CELO_IN_WEI> --useLedger',
        },
      ],
      l2Status: 'changed',
      l2Note: brokerNote,
    },
  ],
};
