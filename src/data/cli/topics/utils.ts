import type {CliTopic} from '../types';

/** `celocli utils:*`: a small utility topic whose only command moved to `network`. */
export const utils: CliTopic = {
  id: 'utils',
  summary: 'Utility commands; the one command this topic held, listing allowed fee currencies, now lives under `network`.',
  commands: [
    {
      id: 'utils:whitelist',
      purpose: 'Listed the tokens governance allowed as fee currencies, the addresses you can pass to `--gasCurrency`.',
      usage: 'celocli utils:whitelist',
      args: [],
      flags: [],
      examples: [{description: 'List fee currencies with an older release.', command: 'celocli utils:whitelist'}],
      l2Status: 'changed',
      l2Note: 'Current releases provide this as `network:whitelist`; use that command on the L2.',
    },
  ],
};
