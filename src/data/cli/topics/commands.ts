import type {CliTopic} from '../types';

/** `celocli commands`: the oclif command that lists every command. */
export const commands: CliTopic = {
  id: 'commands',
  summary: 'List every command celocli provides, as a table, a tree or JSON, with a choice of columns and sort order.',
  commands: [
    {
      id: 'commands',
      purpose:
        'Lists all commands of the installed celocli, including those added by plugins, with one-line summaries. `--tree` groups them by topic and `--json` prints them for scripts. Hidden and deprecated commands are left out unless you ask for them.',
      usage: 'celocli commands [--tree] [--columns <COLUMNS>] [--sort <COLUMN>] [-x] [--no-truncate] [--json] [--hidden] [--deprecated]',
      args: [],
      flags: [
        {
          name: 'tree',
          type: 'boolean',
          description: 'Show the commands as a tree grouped by topic; it cannot be combined with `--columns`, `-x`, `--sort` or `--no-truncate`.',
        },
        {name: 'json', type: 'boolean', description: 'Print the list as JSON.'},
        {name: 'hidden', type: 'boolean', description: 'Include hidden commands.'},
        {name: 'deprecated', type: 'boolean', description: 'Include deprecated commands.'},
        {
          name: 'columns',
          char: 'c',
          type: 'enum',
          options: ['id', 'plugin', 'summary', 'type'],
          description: 'Only show these columns, comma-separated.',
        },
        {name: 'extended', char: 'x', type: 'boolean', description: 'Show extra columns.'},
        {name: 'sort', type: 'enum', options: ['id', 'plugin', 'summary', 'type'], default: 'id', description: 'The column to sort by.'},
        {name: 'no-truncate', type: 'boolean', description: 'Do not cut long values to fit the terminal.'},
      ],
      examples: [
        {description: 'Show all commands grouped by topic.', command: 'celocli commands --tree'},
        {description: 'Print only the command ids, sorted, for a script or a diff.', command: 'celocli commands --columns id --no-truncate'},
      ],
      l2Status: 'supported',
    },
  ],
};
