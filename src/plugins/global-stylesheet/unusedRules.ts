/**
 * Drops from a stylesheet the rules of a CSS library that style classes the site never uses. Infima ships every
 * component (pills, pagination, avatars, badges in five colors, spacing utilities in five sizes); a page blocks on
 * all of it, so its unused part is cut after the build, judged by the built pages and scripts themselves.
 */
import {classesOf} from './pageStylesheets';

/** Whether the site uses a class: its name appears in the built HTML or JavaScript. */
export type ClassUsed = (className: string) => boolean;

/**
 * The words of built HTML and JavaScript that can name a class. A class built by joining strings
 * (`'alert--' + type`) leaves its prefix as a word ending in `--` or `__`: every class it starts counts as used.
 */
export function classUsage(texts: Iterable<string>): ClassUsed {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.split(/[^\w-]+/)) if (word) words.add(word);
  const prefixes = [...words].filter((word) => /[a-z](--|__)$/i.test(word));
  return (className) => words.has(className) || prefixes.some((prefix) => className.startsWith(prefix));
}

/** The index just past the end of the block or statement whose prelude starts at `from`: its `;` or matching `}`. */
function endOf(css: string, from: number): {preludeEnd: number; end: number; block: boolean} {
  let quote = '';
  let depth = 0;
  let preludeEnd = -1;
  for (let index = from; index < css.length; index += 1) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '/' && css[index + 1] === '*') index = css.indexOf('*/', index + 2) + 1 || css.length;
    else if (char === ';' && depth === 0) return {preludeEnd: index, end: index + 1, block: false};
    else if (char === '{') {
      if (depth === 0) preludeEnd = index;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) return {preludeEnd, end: index + 1, block: true};
      if (depth < 0) return {preludeEnd: index, end: index, block: false};
    }
  }
  return {preludeEnd: css.length, end: css.length, block: false};
}

/** A selector list split at its top-level commas (not those inside `:is(…)`, `[…]` or strings). */
export function selectorsOf(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < prelude.length; index += 1) {
    const char = prelude[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(prelude.slice(start));
  return selectors;
}

/**
 * A selector without its functional pseudo-classes (`:not(…)`, `:is(…)`, `:where(…)`, `:has(…)`): the classes left
 * are those an element must carry to match. `.button--outline:not(.button--active)` matches although no page uses
 * `.button--active`.
 */
function requiredParts(selector: string): string {
  let previous;
  let current = selector;
  do {
    previous = current;
    current = current.replace(/:[\w-]+\([^()]*\)/g, '');
  } while (current !== previous);
  return current;
}

const GROUPING_RULE = /^@(media|supports|layer|container)\b/;

/** The rules of `css` (a list of rules and statements) with the selectors that name an unused class left out. */
function purged(css: string, used: ClassUsed): string {
  let output = '';
  for (let start = 0; start < css.length;) {
    const {preludeEnd, end, block} = endOf(css, start);
    const prelude = css.slice(start, preludeEnd).trim();
    if (!block || (prelude.startsWith('@') && !GROUPING_RULE.test(prelude))) {
      output += css.slice(start, end);
    } else if (prelude.startsWith('@')) {
      const inner = purged(css.slice(preludeEnd + 1, end - 1), used);
      if (inner.trim()) output += `${css.slice(start, preludeEnd)}{${inner}}`;
    } else {
      const kept = selectorsOf(prelude.replace(/\/\*[\s\S]*?\*\//g, '').trim()).filter((selector) =>
        [...classesOf(requiredParts(selector))].every(used),
      );
      if (kept.length > 0) output += `${kept.join(',')}${css.slice(preludeEnd, end)}`;
    }
    start = end;
  }
  return output;
}

/** `css` with the rules of the cascade layer `layer` (e.g. `docusaurus.infima`) that style no used class dropped. */
export function withoutUnusedRules(css: string, layer: string, used: ClassUsed): string {
  let output = '';
  for (let start = 0; start < css.length;) {
    const {preludeEnd, end, block} = endOf(css, start);
    const prelude = css.slice(start, preludeEnd).trim();
    output +=
      block && prelude === `@layer ${layer}`
        ? `${css.slice(start, preludeEnd)}{${purged(css.slice(preludeEnd + 1, end - 1), used)}}`
        : css.slice(start, end);
    start = end;
  }
  return output;
}
