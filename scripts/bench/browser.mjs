/** Chromium as playwright.config.ts launches it: CHROME_PATH, else Debian's Chromium, with the same flags. */
import {chromium} from '@playwright/test';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium() {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
