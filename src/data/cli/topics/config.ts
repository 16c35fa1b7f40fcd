import type {CliTopic} from '../types';
import {MAINNET_RPC} from '../samples';

/** `celocli config:*`: settings that persist between runs. */
export const config: CliTopic = {
  id: 'config',
  summary: 'Store the node celocli talks to and other defaults, so you do not have to pass them on every command.',
  commands: [
    {
      id: 'config:set',
      purpose:
        'Saves settings that later commands use by default: the node URL or alias, the derivation path for new accounts and Ledger signing, and whether anonymous telemetry is sent. It prints nothing and needs no node; a setting you leave out keeps its saved value. Since celocli 7.0.0 it accepts only these three flags, so `--gasCurrency` is an unknown flag here.',
      usage: 'celocli config:set [--node <URL_OR_ALIAS>] [--derivationPath <PATH>] [--telemetry 1|0]',
      args: [],
      flags: [
        {
          name: 'node',
          char: 'n',
          type: 'url',
          description:
            'A node URL (HTTP, WebSocket or an IPC file path) or an alias: `local`/`localhost` (`http://localhost:8545`, the built-in default), `celo-sepolia`/`cs`/`testnet`, `mainnet`/`celo`/`forno`. celocli saves the URL an alias stands for. `--rpc-url` and `--rpc` are other names for this flag.',
        },
        {
          name: 'derivationPath',
          type: 'string',
          description: 'The default derivation path for `account:new` and `--useLedger`: `eth`, `celoLegacy` or a custom path.',
        },
        {name: 'telemetry', type: 'enum', options: ['1', '0'], description: 'Turn telemetry on (1) or off (0); it is on until you turn it off.'},
      ],
      examples: [
        {description: 'Use Celo Mainnet through Forno.', command: `celocli config:set --node ${MAINNET_RPC}`},
        {description: 'Use the Celo Sepolia testnet by its alias.', command: 'celocli config:set --node celo-sepolia'},
        {description: 'Turn telemetry off.', command: 'celocli config:set --telemetry 0'},
      ],
      l2Status: 'supported',
    },
    {
      id: 'config:get',
      purpose:
        'Prints the saved configuration (`node`, `derivationPath` and `telemetry`), including the node URL that commands use when you pass no `--node`. It needs no node, and a `gasCurrency` left over in an old configuration file is not shown or used.',
      usage: 'celocli config:get',
      args: [],
      flags: [],
      examples: [{description: 'Check which node celocli uses.', command: 'celocli config:get'}],
      l2Status: 'supported',
    },
  ],
};
