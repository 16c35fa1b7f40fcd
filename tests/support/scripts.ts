import type {Page} from '@playwright/test';

/** The text of every script the page loads from now on, collected as the responses arrive. */
export function collectScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return () => Promise.all(bodies);
}
