// How every tool here launches Chromium: the end-to-end tests (playwright.config.ts) and the benchmarks.
import {existsSync} from 'node:fs';

/** CHROME_PATH when set, else Debian's Chromium when installed, else undefined: Playwright's own download. */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export const chromiumLaunchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
