// cspell:ignore usdm eurm brlm
import type {CliTopic} from '../types';
import {MAINNET_RPC, SEPOLIA_RPC, mainnetToken} from '../samples';

const from = {name: 'from', type: 'address', required: true, description: 'The sender.'} as const;
const to = {name: 'to', type: 'address', required: true, description: 'The recipient.'} as const;
const value = {name: 'value', type: 'wei', required: true, description: 'The amount to send, in wei.'} as const;
const comment = {name: 'comment', type: 'string', description: 'A comment stored with the transfer.'} as const;

/** `celocli transfer:*`: sending CELO, the Mento stablecoins and any ERC-20 token. */
export const transfer: CliTopic = {
  id: 'transfer',
  summary: 'Send CELO, the Mento stablecoins or any ERC-20 token from an account you can sign for.',
  commands: [
    {
      id: 'transfer:celo',
      purpose: 'Sends CELO to an address. It replaced the older `transfer:gold` command.',
      usage: 'celocli transfer:celo --from <SENDER> --to <RECIPIENT> --value <AMOUNT_IN_WEI> [--comment <TEXT>]',
      args: [],
      flags: [from, to, value, comment],
      examples: [
        {
          description: 'Send 1 CELO on Celo Sepolia with a key from an environment variable.',
          command: `celocli transfer:celo --from <SENDER> --to <RECIPIENT> --value 1000000000000000000 --privateKey "$CELO_PRIVATE_KEY" --node ${SEPOLIA_RPC}`,
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'transfer:stable',
      purpose: 'Sends one of the Mento stablecoins, chosen with `--stableToken`.',
      usage: 'celocli transfer:stable --from <SENDER> --to <RECIPIENT> --value <AMOUNT_IN_WEI> --stableToken <SYMBOL> [--comment <TEXT>]',
      args: [],
      flags: [
        from,
        to,
        value,
        {
          name: 'stableToken',
          type: 'enum',
          options: ['USDm', 'EURm', 'BRLm'],
          required: true,
          description:
            'The stablecoin to send; the lower-case spellings `usdm`, `eurm` and `brlm` are accepted too. Since celocli 8.0.2 the values are the new Mento symbols; releases before it took the former ones, `cUSD`, `cEUR` and `cREAL`.',
        },
        comment,
      ],
      examples: [
        {
          description: 'Send 10 EURm and pay the fee in EURm as well.',
          command: `celocli transfer:stable --from <SENDER> --to <RECIPIENT> --value 10000000000000000000 --stableToken EURm --gasCurrency ${mainnetToken('EURm')} --useLedger`,
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'transfer:dollars',
      purpose: 'Sends USDm, the token the Registry of the connected network lists as `StableToken`. It is a shortcut for `transfer:stable --stableToken USDm`.',
      usage: 'celocli transfer:dollars --from <SENDER> --to <RECIPIENT> --value <AMOUNT_IN_WEI> [--comment <TEXT>]',
      args: [],
      flags: [from, to, value, comment],
      examples: [
        {
          description: 'Send 25 USDm.',
          command: 'celocli transfer:dollars --from <SENDER> --to <RECIPIENT> --value 25000000000000000000 --useLedger',
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'transfer:euros',
      purpose: 'Sends EURm, the Registry’s `StableTokenEUR`. It is a shortcut for `transfer:stable --stableToken EURm`.',
      usage: 'celocli transfer:euros --from <SENDER> --to <RECIPIENT> --value <AMOUNT_IN_WEI> [--comment <TEXT>]',
      args: [],
      flags: [from, to, value, comment],
      examples: [{description: 'Send 5 EURm.', command: 'celocli transfer:euros --from <SENDER> --to <RECIPIENT> --value 5000000000000000000 --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'transfer:reals',
      purpose: 'Sends BRLm, the Registry’s `StableTokenBRL`. It is a shortcut for `transfer:stable --stableToken BRLm`.',
      usage: 'celocli transfer:reals --from <SENDER> --to <RECIPIENT> --value <AMOUNT_IN_WEI> [--comment <TEXT>]',
      args: [],
      flags: [from, to, value, comment],
      examples: [{description: 'Send 50 BRLm.', command: 'celocli transfer:reals --from <SENDER> --to <RECIPIENT> --value 50000000000000000000 --useLedger'}],
      l2Status: 'supported',
    },
    {
      id: 'transfer:erc20',
      purpose:
        'Sends any ERC-20 token by its contract address. The amount is in the token’s smallest unit, so a 6-decimal token such as USDC uses 6 zeros per whole token, not 18.',
      usage: 'celocli transfer:erc20 --erc20Address <TOKEN> --from <SENDER> --to <RECIPIENT> --value <AMOUNT>',
      args: [],
      flags: [
        {name: 'erc20Address', type: 'address', required: true, description: 'The token contract.'},
        from,
        to,
        {name: 'value', type: 'wei', required: true, description: 'The amount in the token’s smallest unit.'},
      ],
      examples: [
        {
          description: 'Send 15 USDC on Celo Mainnet.',
          command: `celocli transfer:erc20 --erc20Address ${mainnetToken('USDC')} --from <SENDER> --to <RECIPIENT> --value 15000000 --node ${MAINNET_RPC} --useLedger`,
        },
      ],
      l2Status: 'supported',
    },
  ],
};
