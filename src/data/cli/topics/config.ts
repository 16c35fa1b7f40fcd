import type {CliTopic} from '../types';

/** `celocli config:*`: settings that persist between runs. */
export const config: CliTopic = {
  id: 'config',
  summary: 'Store the node celocli talks to and other defaults, so you do not have to pass them on every command.',
  commands: [
    {
      id: 'config:set',
      purpose:
        'Saves settings that later commands use by default: the node URL or alias, the derivation path for new accounts and Ledger signing, and whether anonymous telemetry is sent.',
      usage: 'celocli config:set [--node <URL_OR_ALIAS>] [--derivationPath <PATH>] [--telemetry 1|0]',
      args: [],
      flags: [
        {
          name: 'node',
          char: 'n',
          type: 'url',
          default: 'http://localhost:8545',
          description: 'A node URL (HTTP, WebSocket or an IPC file path) or an alias: `local`/`localhost`, `celo-sepolia`/`testnet`, `mainnet`/`celo`/`forno`.',
        },
        {
          name: 'derivationPath',
          type: 'string',
          description: 'The default derivation path for `account:new` and `--useLedger`: `eth`, `celoLegacy` or a custom path.',
        },
        {name: 'telemetry', type: 'enum', options: ['1', '0'], description: 'Turn telemetry on (1) or off (0).'},
      ],
      examples: [
        {description: 'Use Celo Mainnet through Forno.', command: 'celocli config:set --node https://forno.celo.org'},
        {description: 'Use the Celo Sepolia testnet by its alias.', command: 'celocli config:set --node celo-sepolia'},
        {description: 'Turn telemetry off.', command: 'celocli config:set --telemetry 0'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'config:get',
      purpose: 'Prints the saved configuration, including the node URL that commands use when you pass no `--node`.',
      usage: 'celocli config:get',
      args: [],
      flags: [],
      examples: [{description: 'Check which node celocli uses.', command: 'celocli config:get'}],
      l2Status: 'supported',
    },
  ],
};
