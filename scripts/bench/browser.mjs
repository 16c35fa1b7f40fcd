/** Chromium as playwright.config.ts launches it (scripts/chromium.mjs). */
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../chromium.mjs';

export const chromiumPath = chromiumLaunchOptions.executablePath ?? '/usr/bin/chromium';

export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions);
}
