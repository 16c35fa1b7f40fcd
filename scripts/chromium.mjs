// How every tool here launches Chromium: the end-to-end tests (playwright.config.ts) and the benchmarks.
import {existsSync} from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's build of Chromium's headless shell (`apt-get install chromium-headless-shell`), no browser UI. */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** CHROME_PATH when set, else the first of `candidates` installed, else undefined: Playwright's own download. */
function firstInstalled(candidates) {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return candidates.find((candidate) => existsSync(candidate));
}

/** The benchmarks measure the browser readers run: Debian's full Chromium, which Lighthouse launches too. */
export function chromiumPath() {
  return firstInstalled([DEBIAN_CHROMIUM]);
}

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions = {executablePath: chromiumPath(), args};

/**
 * The end-to-end tests prefer the headless shell, as Playwright does with its own browsers: the same Blink and V8
 * without the browser's own interface, it loads and hydrates a page in about half the time on this 2-core machine.
 */
export const e2eLaunchOptions = {executablePath: firstInstalled([DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]), args};
