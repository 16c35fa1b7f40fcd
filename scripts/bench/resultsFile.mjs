/** Writes the benchmark tables between the markers of bench/RESULTS.md. */
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

/** Replaces the lines between `<!-- name:start -->` and `<!-- name:end -->` in bench/RESULTS.md. */
export function writeResultsSection(resultsPath, name, lines) {
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const text = readFileSync(resultsPath, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`bench: ${resultsPath} needs the markers ${start} and ${end}`);
  const section = [start, '', ...lines, '', end].join('\n');
  writeFileSync(resultsPath, text.slice(0, from) + section + text.slice(to + end.length));
}

export function writeResultsTable(resultsPath, rows, note) {
  writeResultsSection(resultsPath, 'bench', [note, '', ...benchTable(rows)]);
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
