import type {CliTopic} from '../types';
import {MAINNET_RPC} from '../samples';

const removedNote =
  'Removed in celocli 8.0.0 (21 October 2025) with the whole `exchange` topic; its release notes recommend swapping in the Mento app instead. From 4.1.0 (February 2024) to 7.x, the commands routed swaps through the Broker contract of Mento v2 with the Mento SDK.';

/** `celocli exchange:*`: swaps between CELO and the Mento stablecoins, removed in celocli 8.0.0. */
export const exchange: CliTopic = {
  id: 'exchange',
  summary: 'Quoted and executed swaps between CELO and the Mento stablecoins USDm, EURm and BRLm; removed in celocli 8.0.0 in favor of the Mento app.',
  commands: [
    {
      id: 'exchange:show',
      removedIn: '8.0.0',
      purpose: 'Printed the rates Mento offered between CELO and each supported stablecoin, for a given input amount.',
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
        {description: 'Quote rates for 1 token on Celo Mainnet with a 7.x release.', command: `celocli exchange:show --node ${MAINNET_RPC}`},
        {description: 'Quote rates for 1,000 tokens to see the effect of size.', command: 'celocli exchange:show --amount 1000000000000000000000'},
      ],
      l2Status: 'l1-only',
      l2Note: removedNote,
    },
    {
      id: 'exchange:celo',
      removedIn: '8.0.0',
      purpose:
        'Sold CELO for a Mento stablecoin. `--forAtLeast` set the minimum you accepted, so the swap reverted instead of filling at a worse rate. It had replaced the old `exchange:gold` command.',
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
            'The stablecoin to buy; lower-case spellings were accepted too. The values are the former symbols: `cUSD` stands for USDm, `cEUR` for EURm and `cREAL` for BRLm.',
        },
      ],
      examples: [
        {
          description: 'Sell 10 CELO for at least 5 EURm.',
          command: 'celocli exchange:celo --from <ADDRESS> --value 10000000000000000000 --forAtLeast 5000000000000000000 --stableToken cEUR --useLedger',
        },
      ],
      l2Status: 'l1-only',
      l2Note: removedNote,
    },
    {
      id: 'exchange:stable',
      removedIn: '8.0.0',
      purpose: 'Sold a supported Mento stablecoin for CELO, picked with `--stableToken`.',
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
      l2Status: 'l1-only',
      l2Note: removedNote,
    },
    {
      id: 'exchange:dollars',
      removedIn: '8.0.0',
      purpose: 'Sold USDm for CELO; a shortcut for `exchange:stable --stableToken cUSD`.',
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
      l2Status: 'l1-only',
      l2Note: removedNote,
    },
    {
      id: 'exchange:euros',
      removedIn: '8.0.0',
      purpose: 'Sold EURm for CELO; a shortcut for `exchange:stable --stableToken cEUR`.',
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
      l2Status: 'l1-only',
      l2Note: removedNote,
    },
    {
      id: 'exchange:reals',
      removedIn: '8.0.0',
      purpose: 'Sold BRLm for CELO; a shortcut for `exchange:stable --stableToken cREAL`.',
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
      l2Status: 'l1-only',
      l2Note: removedNote,
    },
  ],
};
