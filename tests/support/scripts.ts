import type {Page} from '@playwright/test';

/** The text of every script the page loads from now on, collected as the responses arrive. */
export function collectScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = response.text();
    // A body still unread when the page moves on or the test ends fails only a test that asks for it.
    body.catch(() => undefined);
    bodies.push(body);
  });
  return () => Promise.all(bodies);
}
