/**
 * The flags every celocli command takes, from the base command's `static flags` in celocli 9.0.1
 * (celo-org/developer-tooling, packages/cli/src/base.ts). Hidden ones are listed too, as celocli accepts them.
 */
import type {CliFlag} from './types';

export const globalFlags: readonly CliFlag[] = [
  {name: 'privateKey', char: 'k', type: 'string', description: 'Use a private key to sign local transactions with.'},
  {name: 'node', char: 'n', type: 'url', description: 'The node to connect to: a full URL or an alias such as `celo-sepolia`.'},
  {name: 'gasCurrency', type: 'address', description: 'The address of the fee currency to pay gas in.'},
  {name: 'useLedger', type: 'boolean', description: 'Sign with a Ledger device.'},
  {name: 'ledgerAddresses', type: 'integer', description: 'With --useLedger, the number of addresses to read from the device.'},
  {name: 'ledgerLiveMode', type: 'boolean', description: 'With --useLedger, derive addresses the way Ledger Live does.'},
  {name: 'ledgerCustomAddresses', type: 'string', description: 'With --useLedger, the address indexes to read, as a JSON array.'},
  {name: 'useAKV', type: 'boolean', description: 'Sign with an Azure Key Vault HSM.'},
  {name: 'azureVaultName', type: 'string', description: 'With --useAKV, the Azure Key Vault to connect to.'},
  {name: 'ledgerConfirmAddress', type: 'boolean', description: 'Ask the Ledger to confirm the address of each transaction.'},
  {name: 'globalHelp', type: 'boolean', description: 'List the global flags.'},
];
