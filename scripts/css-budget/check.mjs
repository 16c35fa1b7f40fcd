// The budget of the stylesheet every page blocks on: a size in gzip bytes, no font inlined as a data: URI, and no
// image larger than a request's own overhead inlined. When the stylesheet is over budget, the parts it is made of are
// listed, largest first, to name what grew.
import {gzipSync} from 'node:zlib';
import {flatRules, parseCss} from '../../src/plugins/global-stylesheet/cssRules.mjs';

/** Gzip bytes the render-blocking stylesheets of a page without math may weigh together. */
export const GLOBAL_CSS_BUDGET_GZIP = 30_000;

const INLINED_FONT = /url\(\s*["']?data:(?:font\/|application\/(?:x-)?font|[^"')]*woff)/i;
/** Larger than the headers of the request it saves: Infima's small caret and separator icons stay inlined. */
export const MAX_INLINED_IMAGE_BYTES = 512;
/** A `url()`, its address quoted (escapes and the other quote allowed inside) or bare. */
const URL_VALUE = /url\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^)\s]*))\s*\)/gi;

/**
 * The rules of a stylesheet (the rules inside `@media`, `@supports` and `@layer` flattened), each as its prelude and
 * its whole text.
 * @param {string} css
 * @returns {{prelude: string, text: string}[]}
 */
export function rulesOf(css) {
  return flatRules(parseCss(css)).map((node) => ({
    prelude: node.type === 'rule' ? node.selector : `@${node.name} ${node.params}`.trim(),
    text: node.toString(),
  }));
}

/** @param {string} fontFace */
const familyOf = (fontFace) => /font-family:\s*([^;}]+)/.exec(fontFace)?.[1]?.trim() ?? 'no family';

/**
 * What a rule belongs to, for the list of parts: a font face by its family, a CSS module by its class, a library or
 * Infima component by its first class (`.menu__link` is `menu`, `.DocSearch-Button` is `DocSearch`).
 * @param {{prelude: string, text: string}} rule
 */
export function partOf({prelude, text}) {
  if (prelude.startsWith('@font-face')) return `@font-face ${familyOf(text)}`;
  const className = /\.(-?[A-Za-z_][\w-]*)/.exec(prelude)?.[1];
  if (!className) return 'element, :root and theme rules';
  if (className.startsWith('DocSearch')) return 'DocSearch';
  if (/^katex/i.test(className)) return 'KaTeX';
  const cssModule = /^([A-Za-z][A-Za-z0-9]*)_[\w-]{4}$/.exec(className);
  if (cssModule) return `CSS module class .${cssModule[1]}`;
  return className.split(/__|--/)[0];
}

/** @param {string} text */
const gzipBytes = (text) => gzipSync(text, {level: 9}).length;

/**
 * Problems with the global stylesheets (none when within budget): each inlined font, by stylesheet and family,
 * and, over budget, the size and the parts it is made of, largest first.
 * @param {{name: string, css: string}[]} stylesheets
 * @param {number} [budget]
 * @returns {string[]}
 */
export function globalStylesheetProblems(stylesheets, budget = GLOBAL_CSS_BUDGET_GZIP) {
  const problems = [];
  for (const {name, css} of stylesheets) {
    for (const rule of rulesOf(css).filter((candidate) => INLINED_FONT.test(candidate.text))) {
      problems.push(
        `${name} inlines a font as a data: URI (${familyOf(rule.text)}): serve it as a file, from the page that uses it.`,
      );
    }
  }
  for (const {name, css} of stylesheets) {
    for (const rule of rulesOf(css)) {
      for (const [, doubleQuoted, singleQuoted, bare] of rule.text.matchAll(URL_VALUE)) {
        const uri = doubleQuoted ?? singleQuoted ?? bare;
        if (!/^data:image\//i.test(uri) || uri.length <= MAX_INLINED_IMAGE_BYTES) continue;
        problems.push(
          `${name} inlines a ${uri.length}-byte image as a data: URI (in \`${rule.prelude}\`): serve it as a file ` +
            `from static/ (\`url(/* webpackIgnore: true */ '/img/…')\` keeps the bundler from inlining it again).`,
        );
      }
    }
  }
  const total = stylesheets.reduce((sum, {css}) => sum + gzipBytes(css), 0);
  if (total > budget) {
    const parts = new Map();
    for (const rule of stylesheets.flatMap(({css}) => rulesOf(css))) {
      const part = partOf(rule);
      parts.set(part, (parts.get(part) ?? 0) + rule.text.length);
    }
    const largest = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([part, bytes]) => `  ${part}: ${(bytes / 1000).toFixed(1)} KB raw`);
    problems.push(
      `${stylesheets.map(({name}) => name).join(', ')}: ${(total / 1000).toFixed(1)} KB gzip, over the ` +
        `${(budget / 1000).toFixed(0)} KB budget of the stylesheet every page blocks on. Its largest parts:\n` +
        largest.join('\n'),
    );
  }
  return problems;
}
