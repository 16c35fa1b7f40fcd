// How the build reads a stylesheet, shared by the purge of unused rules (./unusedRules.ts) and the budget check
// (scripts/css-budget/check.mjs): PostCSS parses it, and the rules inside @media, @supports, @layer and @container
// count as the stylesheet's own.
import postcss from 'postcss';

/** At-rules that only say when or in which cascade layer the rules inside them apply. */
export const GROUPING_AT_RULE = /^(media|supports|layer|container)$/i;

/** @param {string} css @returns {import('postcss').Root} */
export const parseCss = (css) => postcss.parse(css);

/**
 * The style rules and the other block at-rules (`@font-face`, `@keyframes`) of a stylesheet or an at-rule, those
 * inside grouping at-rules included, in source order.
 * @param {import('postcss').Container} container
 * @returns {(import('postcss').Rule | import('postcss').AtRule)[]}
 */
export function flatRules(container) {
  return (container.nodes ?? []).flatMap((node) => {
    if (node.type === 'atrule' && GROUPING_AT_RULE.test(node.name) && node.nodes) return flatRules(node);
    if (node.type === 'rule' || (node.type === 'atrule' && node.nodes)) return [node];
    return [];
  });
}
