import type {Page} from '@playwright/test';

/** Aborts every request to a host other than the local test server and returns the list of those requests. */
export async function blockThirdParties(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(/^(?!https?:\/\/127\.0\.0\.1[:/]|data:|blob:)/, (route) => {
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return blocked;
}

/** A request for the local search index: its manifest or the content-hashed file it names. */
export const isIndexRequest = (url: URL): boolean => url.pathname.startsWith('/search/');
