import type {CliTopic} from '../types';

/** `celocli utils:*`: a small utility topic whose only command moved to `network`. */
export const utils: CliTopic = {
  id: 'utils',
  summary: 'A topic name from an old generated reference; its one command, listing allowed fee currencies, ships as `network:whitelist`.',
  commands: [
    {
      id: 'utils:whitelist',
      removedIn: 'unreleased',
      purpose:
        'The name under which Celo’s generated command reference once listed the allowed fee currencies, the addresses you can pass to `--gasCurrency`. No tagged celocli release contains it: the command shipped as `network:whitelist` in 5.0.0 (26 March 2024).',
      usage: 'celocli utils:whitelist',
      args: [],
      flags: [],
      examples: [{description: 'The name as the old reference showed it; run `celocli network:whitelist` instead.', command: 'celocli utils:whitelist'}],
      l2Status: 'l1-only',
      l2Note:
        'Every release answers this name with a warning that it is not a celocli command. Use `network:whitelist`, which reads the FeeCurrencyDirectory contract on the L2.',
    },
  ],
};
