/** Writes the benchmark tables between the markers of the README's Benchmarks section. */
import {readFileSync, writeFileSync} from 'node:fs';

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

/** Replaces the lines between `<!-- name:start -->` and `<!-- name:end -->` in the README. */
export function writeReadmeSection(readmePath, name, lines) {
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const readme = readFileSync(readmePath, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`bench: ${readmePath} needs the markers ${start} and ${end}`);
  const section = [start, '', ...lines, '', end].join('\n');
  writeFileSync(readmePath, readme.slice(0, from) + section + readme.slice(to + end.length));
}

export function writeReadmeTable(readmePath, rows, note) {
  writeReadmeSection(readmePath, 'bench', [note, '', ...benchTable(rows)]);
}

const day = (iso) => iso.slice(0, 10);

/**
 * The line above the bench table: which run measured each part of `results`. The search rows may come from a later
 * `search-only.mjs` run (`searchDate`), first visits and Lighthouse from a later `--compare` run (`comparisonDate`).
 */
export function benchTableNote(results) {
  const searchLater = results.searchDate
    ? `; search rows by \`node scripts/bench/search-only.mjs\` on ${day(results.searchDate)}`
    : '';
  const fullRunParts = results.searchDate ? 'Install, builds and scale' : 'Install, builds, scale and search';
  const runs =
    results.comparisonDate === results.date
      ? `Measured by \`npm run bench\` on ${day(results.date)} (${results.machine}) in ${results.benchMinutes} min`
      : `${fullRunParts} measured by \`npm run bench\` on ${day(results.date)} (${results.machine}); first visits ` +
        `and Lighthouse by \`npm run bench -- --compare\` on ${day(results.comparisonDate)} (${results.machine}) in ` +
        `${results.comparisonMinutes} min`;
  return `${runs}${searchLater}.`;
}
