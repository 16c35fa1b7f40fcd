import type {CliTopic} from '../types';

/** `celocli autocomplete`: shell completion from the oclif autocomplete plugin. */
export const autocomplete: CliTopic = {
  id: 'autocomplete',
  summary: 'Set up tab completion of celocli topics, commands and flags in bash, zsh or PowerShell.',
  commands: [
    {
      id: 'autocomplete',
      purpose:
        'Prints the steps to enable tab completion for your shell and builds the completion cache. Run it again with `--refresh-cache` after you upgrade celocli or add a plugin.',
      usage: 'celocli autocomplete [SHELL] [--refresh-cache]',
      args: [{name: 'SHELL', required: false, description: 'The shell to set up: `bash`, `zsh` or `powershell`; detected when omitted.'}],
      flags: [{name: 'refresh-cache', char: 'r', type: 'boolean', description: 'Rebuild the completion cache without printing the instructions.'}],
      examples: [
        {description: 'Show the setup steps for zsh.', command: 'celocli autocomplete zsh'},
        {description: 'Refresh completions after an upgrade.', command: 'celocli autocomplete --refresh-cache'},
      ],
      l2Status: 'supported',
    },
  ],
};
