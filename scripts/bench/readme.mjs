/** Writes the benchmark table between the markers of the README's Benchmarks section. */
import {readFileSync, writeFileSync} from 'node:fs';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

export function writeReadmeTable(readmePath, rows, note) {
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`bench: ${readmePath} needs the markers ${START} and ${END}`);
  const table = ['| Measure | Value |', '| --- | --- |', ...rows.map(([label, value]) => `| ${label} | ${value} |`)];
  const section = [START, '', note, '', ...table, '', END].join('\n');
  writeFileSync(readmePath, readme.slice(0, start) + section + readme.slice(end + END.length));
}
