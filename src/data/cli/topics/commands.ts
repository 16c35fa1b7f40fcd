import type {CliTopic} from '../types';

/** `celocli commands`: the oclif command that lists every command. */
export const commands: CliTopic = {
  id: 'commands',
  summary: 'List every command celocli provides, as a table, a tree or JSON, with optional filtering.',
  commands: [
    {
      id: 'commands',
      purpose:
        'Lists all commands of the installed celocli, including those added by plugins. Combine it with `--filter` or `--tree` to find a command without reading every topic.',
      usage: 'celocli commands [--tree] [--json] [--hidden] [--deprecated] [--filter <PROPERTY=TEXT>] [--columns <LIST>] [--output csv|json|yaml]',
      args: [],
      flags: [
        {name: 'tree', type: 'boolean', description: 'Show the commands as a tree grouped by topic.'},
        {name: 'json', type: 'boolean', description: 'Print the list as JSON.'},
        {name: 'hidden', type: 'boolean', description: 'Include hidden commands.'},
        {name: 'deprecated', type: 'boolean', description: 'Include deprecated commands.'},
        {name: 'filter', type: 'string', description: 'Keep rows whose property contains the text, for example `id=transfer`.'},
        {name: 'columns', type: 'string', description: 'Only show these columns, comma-separated.'},
        {name: 'extended', char: 'x', type: 'boolean', description: 'Show extra columns.'},
        {name: 'sort', type: 'string', description: 'Sort by this property; prefix it with `-` for descending order.'},
        {name: 'output', type: 'enum', options: ['csv', 'json', 'yaml'], description: 'Print in a machine-friendly format.'},
        {name: 'no-header', type: 'boolean', description: 'Hide the table header.'},
        {name: 'no-truncate', type: 'boolean', description: 'Do not cut long values to fit the terminal.'},
      ],
      examples: [
        {description: 'Show all commands grouped by topic.', command: 'celocli commands --tree'},
        {description: 'Find every command that mentions locked CELO.', command: 'celocli commands --filter id=lockedcelo'},
      ],
      l2Status: 'supported',
    },
  ],
};
