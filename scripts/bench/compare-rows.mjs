/** The results tables of the comparison with stock Docusaurus (./compare.mjs), each figure with its target. */

export const COMPARISON_TARGETS = {
  /** LCP may be this many times stock's; performance at least, FCP and TBT at most stock's. */
  lcpRatio: 1.1,
  /** An interaction's duration at 4× CPU slowdown, at most (and at most stock's where stock has the control). */
  interactionMs: 200,
  /** TBT may be this many times stock's (issue 31); main-thread time at most stock's. */
  tbtRatio: 0.7,
  renderBlockingCssGzipBytes: 30_000,
  fontBytes: 40_000,
};

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ratio = (site, stock) => (stock === 0 ? '–' : (site / stock).toFixed(2));
const pair = (site, stock, unit = '') => `${site}${unit} / ${stock}${unit} (${ratio(site, stock)})`;

/** The Lighthouse targets a page misses against stock, by name; empty when it meets them all. */
export function lighthouseMisses(site, stock) {
  return [
    site.performance < stock.performance && 'performance',
    site.fcpMs > stock.fcpMs && 'FCP',
    site.lcpMs > COMPARISON_TARGETS.lcpRatio * stock.lcpMs && 'LCP',
    site.tbtMs > COMPARISON_TARGETS.tbtRatio * stock.tbtMs && 'TBT',
    site.mainThreadMs > stock.mainThreadMs && 'main thread',
  ].filter(Boolean);
}

/** The first-visit targets a page of the site misses, by name: CSS and fonts, and a doc page's JavaScript. */
export function weightMisses(page, stockDocJsGzipBytes) {
  const {weight} = page.site;
  return [
    page.type !== 'doc with math' &&
      weight.renderBlockingCssGzipBytes > COMPARISON_TARGETS.renderBlockingCssGzipBytes &&
      'CSS',
    weight.fontBytes > COMPARISON_TARGETS.fontBytes && 'fonts',
    page.type === 'doc' && weight.jsGzipBytes > stockDocJsGzipBytes && 'JavaScript',
  ].filter(Boolean);
}

const metCell = (misses) => (misses.length === 0 ? 'yes' : `**no** (${misses.join(', ')})`);
const routes = (page) => (page.stock ? `\`${page.site.route}\` / \`${page.stock.route}\`` : `\`${page.site.route}\``);

const MAIN_THREAD_COLUMNS = {
  scriptEvaluation: 'Script evaluation',
  scriptParseCompile: 'Parse and compile',
  styleLayout: 'Style and layout',
  rendering: 'Rendering',
  gc: 'GC',
  other: 'Other',
};

/** Where each page's main-thread time goes (Lighthouse's `mainthread-work-breakdown`), and its costliest scripts. */
export function mainThreadTable(comparison) {
  const measured = comparison.pages.filter((page) => page.site.lighthouse);
  const rows = measured.map((page) => {
    const site = page.site.lighthouse;
    const stock = page.stock?.lighthouse;
    const cells = Object.keys(MAIN_THREAD_COLUMNS).map((column) =>
      stock ? pair(site.mainThread[column], stock.mainThread[column], ' ms') : `${site.mainThread[column]} ms`,
    );
    return `| ${page.type} | ${cells.join(' | ')} |`;
  });
  const scripts = (lighthouse) =>
    lighthouse.scripts.map((script) => `\`${script.script.split('/').pop()}\` ${script.totalMs} ms`).join(', ');
  const scriptRows = measured.map(
    (page) =>
      `| ${page.type} | ${scripts(page.site.lighthouse)} | ${page.stock ? scripts(page.stock.lighthouse) : '–'} |`,
  );
  return [
    'Main-thread time by kind of work (Lighthouse, same runs and medians): this site / stock (ratio to stock).',
    '',
    `| Page | ${Object.values(MAIN_THREAD_COLUMNS).join(' | ')} |`,
    `| --- |${' --- |'.repeat(Object.keys(MAIN_THREAD_COLUMNS).length)}`,
    ...rows,
    '',
    'Costliest scripts by main-thread time (Lighthouse `bootup-time`, medians):',
    '',
    '| Page | This site | Stock |',
    '| --- | --- | --- |',
    ...scriptRows,
  ];
}

/** A median in ms, or what stands in for one when no round was recorded. */
const duration = (ms) => (ms === null ? 'not recorded' : `${ms} ms`);
const bothRecorded = (site, stock) => Boolean(stock) && site.ms !== null && stock.ms !== null;

/** The interactions table: median duration at 4× slowdown, this site / stock where stock has the control. */
export function interactionTable(interactions, rounds) {
  const rows = interactions.map(({name, site, stock}) => {
    const misses = [
      site.ms === null && 'not recorded',
      site.ms > COMPARISON_TARGETS.interactionMs && `over ${COMPARISON_TARGETS.interactionMs} ms`,
      stock?.ms === null && 'stock not recorded',
      bothRecorded(site, stock) && site.ms > stock.ms && 'slower than stock',
    ].filter(Boolean);
    const pages = stock ? `\`${site.route}\` / \`${stock.route}\`` : `\`${site.route}\``;
    const time = !stock
      ? `${duration(site.ms)} / stock has none`
      : bothRecorded(site, stock)
        ? pair(site.ms, stock.ms, ' ms')
        : `${duration(site.ms)} / ${duration(stock.ms)}`;
    const unrecorded = [
      site.unrecorded > 0 && `this site ${site.unrecorded}`,
      stock?.unrecorded > 0 && `stock ${stock.unrecorded}`,
    ].filter(Boolean);
    const note = unrecorded.length > 0 ? `; rounds left unrecorded: ${unrecorded.join(', ')}` : '';
    return `| ${name} | ${pages} | ${time}${note} | ${metCell(misses)} |`;
  });
  return [
    `Interactions (Event Timing API, Chromium at 4× CPU slowdown, medians of ${rounds} interleaved rounds, each on a`,
    `freshly loaded page): this site / stock (ratio). Targets: ≤ ${COMPARISON_TARGETS.interactionMs} ms, and ≤ stock where stock has the control.`,
    '',
    '| Interaction | Page (this site / stock) | Duration | Targets met |',
    '| --- | --- | --- | --- |',
    ...rows,
  ];
}

/** The two results tables, from what `compareWithStock` (./compare.mjs) returns. */
export function comparisonTables(comparison) {
  const stockDocJs = comparison.pages.find((page) => page.type === 'doc').stock.weight.jsGzipBytes;
  const lighthouse = comparison.pages
    .filter((page) => page.site.lighthouse)
    .map((page) => {
      const site = page.site.lighthouse;
      const stock = page.stock?.lighthouse;
      if (!stock) {
        return `| ${page.type} (${routes(page)}) | ${site.performance} | ${site.fcpMs} ms | ${site.lcpMs} ms | ${site.tbtMs} ms | ${site.mainThreadMs} ms | no stock page |`;
      }
      const cells = [
        `${page.type} (${routes(page)})`,
        pair(site.performance, stock.performance),
        pair(site.fcpMs, stock.fcpMs, ' ms'),
        pair(site.lcpMs, stock.lcpMs, ' ms'),
        pair(site.tbtMs, stock.tbtMs, ' ms'),
        pair(site.mainThreadMs, stock.mainThreadMs, ' ms'),
        metCell(lighthouseMisses(site, stock)),
      ];
      return `| ${cells.join(' | ')} |`;
    });
  const weight = comparison.pages.map((page) => {
    const site = page.site.weight;
    const stock = page.stock?.weight;
    const cell = (key, format) => (stock ? `${format(site[key])} / ${format(stock[key])}` : format(site[key]));
    return `| ${page.type} (${routes(page)}) | ${cell('jsGzipBytes', kb)} | ${cell('renderBlockingCssGzipBytes', kb)} | ${cell('fontBytes', kb)} | ${metCell(weightMisses(page, stockDocJs))} |`;
  });
  return [
    `Lighthouse 12.8.2, mobile, medians of ${comparison.rounds} interleaved rounds: this site / stock Docusaurus (ratio to stock).`,
    `Targets: performance ≥ stock, FCP ≤ stock, LCP ≤ ${COMPARISON_TARGETS.lcpRatio}× stock, ` +
      `TBT ≤ ${COMPARISON_TARGETS.tbtRatio}× stock, main-thread time ≤ stock.`,
    '',
    '| Page (this site / stock) | Performance | FCP | LCP | TBT | Main thread | Targets met |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...lighthouse,
    '',
    ...mainThreadTable(comparison),
    '',
    'First visit: JavaScript (gzip), the render-blocking stylesheets (gzip) and web fonts (as served): this site / stock.',
    `Targets: CSS ≤ ${kb(COMPARISON_TARGETS.renderBlockingCssGzipBytes)} gzip on a page without math, fonts ≤ ` +
      `${kb(COMPARISON_TARGETS.fontBytes)}, a doc page's JavaScript ≤ stock's doc page.`,
    '',
    '| Page (this site / stock) | JavaScript | Render-blocking CSS | Fonts | Targets met |',
    '| --- | --- | --- | --- | --- |',
    ...weight,
    ...(comparison.interactions
      ? ['', ...interactionTable(comparison.interactions, comparison.interactionRounds)]
      : []),
  ];
}
