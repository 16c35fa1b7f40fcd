/**
 * The flags oclif's `ux.table.flags()` adds to the celocli commands that print a table: every command whose
 * `static flags` spreads `...(ux.table.flags() as object)` in celocli 9.0.1, which builds on @oclif/core 3.27.0
 * (`table.Flags` in its lib/cli-ux/styled/table.js). Spread them into such a command's flags, after its own:
 * `flags: [{name: 'all', ...}, ...tableFlags]`. Columns are named by their header, case-insensitively.
 */
import type {CliFlag} from './types';

export const tableFlags: readonly CliFlag[] = [
  {name: 'columns', type: 'string', description: 'Show only these columns, comma-separated, for example `address,name`.'},
  {name: 'csv', type: 'boolean', description: 'Print the rows as CSV, the same as `--output csv`.'},
  {name: 'extended', char: 'x', type: 'boolean', description: 'Also show the columns the table hides by default.'},
  {
    name: 'filter',
    type: 'string',
    description: 'Keep only the rows whose column matches a regular expression, written `<COLUMN>=<PATTERN>`; `-<COLUMN>=<PATTERN>` keeps the others.',
  },
  {name: 'no-header', type: 'boolean', description: 'Leave out the header row.'},
  {name: 'no-truncate', type: 'boolean', description: 'Print long values in full instead of cutting them to the terminal width.'},
  {name: 'output', type: 'enum', options: ['csv', 'json', 'yaml'], description: 'Print the rows in a machine-readable format instead of a table.'},
  {name: 'sort', type: 'string', description: 'The columns to sort by, comma-separated; put `-` before a column for descending order.'},
];
