import axe from 'axe-core';
import {expect, test, type Page} from '@playwright/test';
import {switchToLightMode} from './page';

/** The rules whose outcome depends on colours; the rest see the same DOM in either colour mode. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe has no wcag22a rule; its one 2.2 rule, target-size, is AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * WCAG rules axe marks experimental, which a tag selection leaves out: each is switched on by name.
 * label-content-name-mismatch checks 2.5.3 Label in Name: a control's accessible name holds its visible text.
 */
export const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

interface Options {
  /** Run only the colour rules, for a second pass after switching the colour mode. */
  coloursOnly?: boolean;
  /** Rules to leave out, each with its reason at the call site. */
  skipRules?: string[];
  /** Leave out the page's shell (navbar, docs sidebar, footer), checked in full on another page of the same sidebar. */
  withoutShell?: boolean;
}

/** The parts every page of one sidebar shares, whatever its content. */
const SHELL_SELECTORS = ['nav.navbar', '.theme-doc-sidebar-container', 'footer.footer'];

/**
 * axe's WCAG 2.0, 2.1 and 2.2 A and AA findings of serious or critical impact, one line each, naming up to five elements.
 * axe-core is injected once per document and run in the page, which is several times faster than a fresh
 * injection per run. Code tokens are left out: there are hundreds a page, all drawn from two themes whose every
 * token colour tests/unit/prism-contrast.test.ts proves at AA.
 */
export async function seriousViolations(
  page: Page,
  {coloursOnly = false, skipRules = [], withoutShell = false}: Options = {},
): Promise<string[]> {
  const exclude = ['.theme-code-block .token-line', ...(withoutShell ? SHELL_SELECTORS : [])].map((selector) => [
    selector,
  ]);
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (a script tag would be refused).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({runOnly, skipRules, experimentalRules, exclude}) => {
      const rules = Object.fromEntries([
        ...(runOnly.type === 'tag' ? experimentalRules.map((rule) => [rule, {enabled: true}]) : []),
        ...skipRules.map((rule) => [rule, {enabled: false}]),
      ]);
      const results = await (window as unknown as {axe: typeof axe}).axe.run(
        {exclude},
        {runOnly, rules, resultTypes: ['violations']},
      );
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 5)
              .join(', ')}`,
        );
    },
    {
      runOnly: coloursOnly ? {type: 'rule' as const, values: COLOUR_RULES} : {type: 'tag' as const, values: WCAG_TAGS},
      skipRules,
      experimentalRules: EXPERIMENTAL_WCAG_RULES,
      exclude,
    },
  );
}

/**
 * The page's serious violations in dark mode (every rule), then, after switching to light mode with the toggle,
 * under the colour rules: the rest see the same DOM in either mode.
 */
export async function violationsInBothModes(
  page: Page,
  {withoutShell = false}: Pick<Options, 'withoutShell'> = {},
): Promise<{dark: string[]; light: string[]}> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Named steps, so the JSON reporter's step durations say how a route's time splits between the two passes.
  const dark = await test.step('axe, dark mode, every rule', () => seriousViolations(page, {withoutShell}));
  const light = await test.step('axe, light mode, colour rules', async () => {
    await switchToLightMode(page);
    return seriousViolations(page, {coloursOnly: true, withoutShell});
  });
  return {dark, light};
}
