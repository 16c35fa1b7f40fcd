import type {CliTopic} from '../types';

/** `celocli help`: built-in help for topics and commands. */
export const help: CliTopic = {
  id: 'help',
  summary: 'Print help for celocli, a topic or a single command, straight from the version you have installed.',
  commands: [
    {
      id: 'help',
      purpose:
        'Shows the usage, arguments, flags and examples of a command, or the commands in a topic, as your installed release defines them. `--help` after any command does the same.',
      usage: 'celocli help [COMMAND...] [--nested-commands]',
      args: [{name: 'COMMAND', required: false, description: 'The topic or command to explain, for example `transfer` or `transfer:celo`.'}],
      flags: [{name: 'nested-commands', char: 'n', type: 'boolean', description: 'Also list the commands nested under a topic.'}],
      examples: [
        {description: 'Show help for one command.', command: 'celocli help transfer:celo'},
        {description: 'List the commands of a topic.', command: 'celocli help election'},
      ],
      l2Status: 'supported',
    },
  ],
};
