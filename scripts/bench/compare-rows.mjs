/** The README tables of the comparison with stock Docusaurus (./compare.mjs), each figure with its target. */

export const COMPARISON_TARGETS = {
  /** LCP may be this many times stock's; performance at least, FCP and TBT at most stock's. */
  lcpRatio: 1.1,
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
    site.tbtMs > stock.tbtMs && 'TBT',
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

/** The two tables of the README, from what `compareWithStock` (./compare.mjs) returns. */
export function comparisonTables(comparison) {
  const stockDocJs = comparison.pages.find((page) => page.type === 'doc').stock.weight.jsGzipBytes;
  const lighthouse = comparison.pages
    .filter((page) => page.site.lighthouse)
    .map((page) => {
      const site = page.site.lighthouse;
      const stock = page.stock?.lighthouse;
      if (!stock) {
        return `| ${page.type} (${routes(page)}) | ${site.performance} | ${site.fcpMs} ms | ${site.lcpMs} ms | ${site.tbtMs} ms | no stock page |`;
      }
      const cells = [
        `${page.type} (${routes(page)})`,
        pair(site.performance, stock.performance),
        pair(site.fcpMs, stock.fcpMs, ' ms'),
        pair(site.lcpMs, stock.lcpMs, ' ms'),
        pair(site.tbtMs, stock.tbtMs, ' ms'),
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
    `Targets: performance ≥ stock, FCP ≤ stock, LCP ≤ ${COMPARISON_TARGETS.lcpRatio}× stock, TBT ≤ stock.`,
    '',
    '| Page (this site / stock) | Performance | FCP | LCP | TBT | Targets met |',
    '| --- | --- | --- | --- | --- | --- |',
    ...lighthouse,
    '',
    'First visit: JavaScript (gzip), the render-blocking stylesheets (gzip) and web fonts (as served): this site / stock.',
    `Targets: CSS ≤ ${kb(COMPARISON_TARGETS.renderBlockingCssGzipBytes)} gzip on a page without math, fonts ≤ ` +
      `${kb(COMPARISON_TARGETS.fontBytes)}, a doc page's JavaScript ≤ stock's doc page.`,
    '',
    '| Page (this site / stock) | JavaScript | Render-blocking CSS | Fonts | Targets met |',
    '| --- | --- | --- | --- | --- |',
    ...weight,
  ];
}
