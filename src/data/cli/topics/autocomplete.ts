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
    {
      id: 'autocomplete:script',
      purpose:
        'Prints the line of shell code that loads celocli’s completion setup from its cache, for bash, zsh or PowerShell. The instructions of `celocli autocomplete` run it from your shell’s startup file, so the command is hidden from the help and you rarely run it yourself.',
      usage: 'celocli autocomplete:script [SHELL]',
      args: [{name: 'SHELL', required: false, description: 'The shell: `bash`, `zsh` or `powershell`; your current shell when omitted.'}],
      flags: [],
      examples: [
        {
          description: 'Print the setup line for zsh; `celocli autocomplete zsh` shows how to add it to `~/.zshrc`.',
          command: 'celocli autocomplete:script zsh',
        },
      ],
      l2Status: 'supported',
    },
  ],
};
