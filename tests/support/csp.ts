import type {Page} from '@playwright/test';

/**
 * Records every Content-Security-Policy violation in each document the page loads, from before its first script.
 * Returns a function that reads the violations of the current document.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, {cspViolations: seen});
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}
