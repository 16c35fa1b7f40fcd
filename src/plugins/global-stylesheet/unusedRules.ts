/**
 * Drops from a stylesheet the rules of a CSS library that style classes the site never uses. Infima ships every
 * component (pills, pagination, avatars, badges in five colors, spacing utilities in five sizes); a page blocks on
 * all of it, so its unused part is cut after the build, judged by the built pages and scripts themselves.
 */
import type {AtRule, Container} from 'postcss';
import {flatRules, GROUPING_AT_RULE, parseCss} from './cssRules.mjs';
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

/** Drops from `container` the selectors that name an unused class, then the rules and grouping at-rules left empty. */
function purge(container: Container, used: ClassUsed): void {
  container.walkComments((comment) => {
    comment.remove();
  });
  for (const node of flatRules(container)) {
    if (node.type !== 'rule') continue;
    const kept = node.selectors.filter((selector) => [...classesOf(requiredParts(selector))].every(used));
    if (kept.length === 0) node.remove();
    else if (kept.length < node.selectors.length) node.selectors = kept;
  }
  const groups: AtRule[] = [];
  container.walkAtRules(GROUPING_AT_RULE, (atRule) => {
    groups.push(atRule);
  });
  for (const group of groups.reverse()) if (group.nodes?.length === 0) group.remove();
}

/** `css` with the rules of the cascade layer `layer` (e.g. `docusaurus.infima`) that style no used class dropped. */
export function withoutUnusedRules(css: string, layer: string, used: ClassUsed): string {
  const root = parseCss(css);
  for (const node of root.nodes)
    if (node.type === 'atrule' && node.name === 'layer' && node.params === layer) purge(node, used);
  return root.toString();
}
