import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The rules whose outcome depends on colours; the rest see the same DOM in either colour mode. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's WCAG 2 A and AA findings of serious or critical impact, one line each, naming up to five elements.
 * `coloursOnly` runs just the colour rules, for a second pass after switching the colour mode.
 */
export async function seriousViolations(
  page: Page,
  {coloursOnly = false, skipRules = [] as string[]} = {},
): Promise<string[]> {
  const builder = new AxeBuilder({page}).disableRules(skipRules);
  const results = await (
    coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}
