/** Writes the benchmark table between the markers of the README's Benchmarks section. */
import {readFileSync, writeFileSync} from 'node:fs';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const metCell = (met) => (met === undefined ? '' : met ? 'yes' : '**no**');

/**
 * The Markdown table of the rows; a row without a target leaves Target and Met empty.
 * @param {{measure: string, value: string, target?: string, met?: boolean}[]} rows
 */
export function benchTable(rows) {
  return [
    '| Measure | Value | Target | Met |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.measure} | ${row.value} | ${row.target ?? ''} | ${metCell(row.met)} |`),
  ];
}

export function writeReadmeTable(readmePath, rows, note) {
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`bench: ${readmePath} needs the markers ${START} and ${END}`);
  const section = [START, '', note, '', ...benchTable(rows), '', END].join('\n');
  writeFileSync(readmePath, readme.slice(0, start) + section + readme.slice(end + END.length));
}
