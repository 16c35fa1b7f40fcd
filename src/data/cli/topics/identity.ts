import type {CliTopic} from '../types';
import {MAINNET_RPC, mainnetToken} from '../samples';

/** `celocli identity:*`: what is left of the attestation-era identity commands. */
export const identity: CliTopic = {
  id: 'identity',
  summary: 'Withdraw attestation rewards that an account earned under the retired attestation service; older releases also queried ODIS and attestations.',
  commands: [
    {
      id: 'identity:withdraw-attestation-rewards',
      purpose:
        'Withdraws the fees an attestation issuer accumulated for one token. You can send it from the account itself or from its authorized attestation signer.',
      usage: 'celocli identity:withdraw-attestation-rewards --from <ACCOUNT_OR_SIGNER> [--tokenAddress <TOKEN>]',
      args: [],
      flags: [
        {
          name: 'from',
          type: 'address',
          required: true,
          description: 'The account that earned the rewards, or its attestation signer.',
        },
        {
          name: 'tokenAddress',
          type: 'address',
          description: 'The token to withdraw; when omitted, USDm (the Registry’s `StableToken`) is used.',
        },
      ],
      examples: [
        {
          description: 'Withdraw accumulated USDm rewards on Celo Mainnet.',
          command: `celocli identity:withdraw-attestation-rewards --from <ACCOUNT> --tokenAddress ${mainnetToken('USDm')} --node ${MAINNET_RPC} --useLedger`,
        },
      ],
      l2Status: 'supported',
    },
    {
      id: 'identity:identifier',
      removedIn: '6.0.0',
      purpose: 'Asked ODIS for the pepper and the obfuscated on-chain identifier of a phone number, paying for the query from the `--from` account’s quota.',
      usage: 'celocli identity:identifier --from <ADDRESS> --phoneNumber <E164_NUMBER> [--context <CONTEXT>]',
      args: [],
      flags: [
        {name: 'from', type: 'address', required: true, description: 'The account that makes the ODIS query.'},
        {name: 'phoneNumber', type: 'string', required: true, description: 'The phone number in E.164 form, with country code.'},
        {name: 'context', type: 'string', description: 'Which ODIS deployment to query: mainnet by default, or a testnet context.'},
      ],
      examples: [
        {
          description: 'Look up the identifier of a phone number with an older release.',
          command: 'celocli identity:identifier --from <ADDRESS> --phoneNumber <E164_NUMBER> --privateKey "$CELO_PRIVATE_KEY"',
        },
      ],
      l2Status: 'l1-only',
      l2Note:
        'Removed in celocli 6.0.0 (11 December 2024), together with `identity:get-attestations`. ODIS itself remains; query it from code with the SocialConnect tooling instead.',
    },
    {
      id: 'identity:get-attestations',
      removedIn: '6.0.0',
      purpose: 'Listed the attestations recorded for a phone number or identifier, fetching the ODIS pepper first when you did not supply one.',
      usage: 'celocli identity:get-attestations (--phoneNumber <E164_NUMBER> --from <ADDRESS> | --pepper <PEPPER> | --identifier <ID>)',
      args: [],
      flags: [
        {name: 'phoneNumber', type: 'string', description: 'The phone number to check.'},
        {name: 'from', type: 'address', description: 'The account whose quota pays for the pepper lookup.'},
        {name: 'pepper', type: 'string', description: 'A pepper you already have for the number.'},
        {name: 'identifier', type: 'string', description: 'The on-chain identifier to look up directly.'},
        {name: 'network', type: 'string', description: 'The ODIS deployment to query.'},
      ],
      examples: [
        {
          description: 'Look up attestations for a known identifier with an older release.',
          command: 'celocli identity:get-attestations --identifier <IDENTIFIER>',
        },
      ],
      l2Status: 'l1-only',
      l2Note:
        'Attestations came from the retired attestation service, and celocli 6.0.0 (11 December 2024) removed the command. Phone-number mapping now goes through SocialConnect and its issuers.',
    },
  ],
};
