/**
 * The search interface as a reader meets it: how long the modal takes to open on a fresh page (shortcut to a search
 * box ready for typing), and Lighthouse on the search page beside a doc page, in the same interleaved rounds.
 */
import {launchChromium} from './browser.mjs';
import {measureLighthouseRounds} from './lighthouse.mjs';
import {DOC_PAGE} from './pages.mjs';

/** The search page as the issue measured it. */
export const SEARCH_PAGE = '/search?q=validator';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * In the page, before its scripts: the milliseconds from the shortcut's key press (its event's time stamp) to the
 * moment the modal's search box has focus, by the page's own clock.
 */
function recordModalOpen() {
  let pressedAt;
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.isTrusted && event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
        pressedAt ??= event.timeStamp;
      }
    },
    true,
  );
  document.addEventListener('focusin', (event) => {
    if (pressedAt !== undefined && event.target instanceof Element && event.target.matches('.DocSearch-Input')) {
      window.modalOpenMs = performance.now() - pressedAt;
    }
  });
}

/** Milliseconds from Ctrl+K to a focused search box, on a page loaded fresh (new context, empty cache) and hydrated. */
async function modalOpenOnce(browser, origin) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(recordModalOpen);
    await page.goto(`${origin}${DOC_PAGE}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => typeof window.modalOpenMs === 'number', undefined, {timeout: 60_000});
    return Math.round(await page.evaluate(() => window.modalOpenMs));
  } finally {
    await context.close();
  }
}

/**
 * Modal open times of each site in `origins` (name → origin), in `rounds` interleaved rounds, the order alternating
 * from round to round. Returns the median and every time, by name.
 */
export async function measureModalOpen(origins, rounds) {
  const browser = await launchChromium();
  const times = Object.fromEntries(Object.keys(origins).map((name) => [name, []]));
  try {
    for (let round = 0; round < rounds; round++) {
      const names = Object.keys(origins);
      for (const name of round % 2 === 0 ? names : names.reverse()) {
        times[name].push(await modalOpenOnce(browser, origins[name]));
      }
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(Object.entries(times).map(([name, all]) => [name, {medianMs: median(all), timesMs: all}]));
}

/** Lighthouse (mobile) on the search page and a doc page, interleaved: medians of score, layout shift and TBT. */
export function measureSearchPageLighthouse(origin, rounds) {
  const runs = measureLighthouseRounds(
    [
      [
        {name: 'search', url: `${origin}${SEARCH_PAGE}`},
        {name: 'doc', url: `${origin}${DOC_PAGE}`},
      ],
    ],
    rounds,
  );
  const summary = (name) => {
    const all = runs.get(name);
    return {
      route: name === 'search' ? SEARCH_PAGE : DOC_PAGE,
      performance: median(all.map((run) => run.performance)),
      cls: Number(median(all.map((run) => run.cls)).toFixed(3)),
      tbtMs: median(all.map((run) => run.tbtMs)),
      runs: all.length,
    };
  };
  return {search: summary('search'), doc: summary('doc')};
}
