/**
 * The search interface as a reader meets it: how long the modal takes to open on a fresh page (click or shortcut to a
 * search box ready for typing) and to show its first answer, how long each key takes to show its results once the
 * index is loaded, and Lighthouse on the search page beside a doc page, in interleaved rounds.
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

/** What a reader does between showing intent and asking: the pause before the K of Ctrl+K, and before a click. */
export const READER_PAUSE_MS = {keyboard: 150, mouse: 300};
/** The query typed as soon as the modal is open, whose answer is the first of the page. */
export const FIRST_QUERY = 'validator';

/**
 * In the page, before its scripts: the milliseconds from the click on the search button or the K of Ctrl+K (its
 * event's time stamp) to the moment the modal's search box has focus, and from the first query's input event to the
 * painted frame that shows its hits, by the page's own clock.
 */
function recordFreshPageSearch() {
  let openedBy;
  const opened = (event) => {
    const shortcut = event.type === 'keydown' && event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
    const click =
      event.type === 'click' && event.target instanceof Element && event.target.closest('.DocSearch-Button');
    if (event.isTrusted && (shortcut || click)) openedBy ??= event.timeStamp;
  };
  window.addEventListener('keydown', opened, true);
  window.addEventListener('click', opened, true);
  document.addEventListener('focusin', (event) => {
    if (openedBy !== undefined && event.target instanceof Element && event.target.matches('.DocSearch-Input')) {
      window.modalOpenMs ??= performance.now() - openedBy;
    }
  });
  let typedAt;
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof Element && event.target.matches('.DocSearch-Input')) typedAt ??= event.timeStamp;
    },
    true,
  );
  new MutationObserver(() => {
    if (typedAt === undefined || window.firstAnswerMs !== undefined || !document.querySelector('.DocSearch-Hit'))
      return;
    // A task queued from an animation frame runs once that frame is painted.
    requestAnimationFrame(() => setTimeout(() => (window.firstAnswerMs ??= performance.now() - typedAt)));
  }).observe(document, {childList: true, subtree: true});
}

/**
 * On a page loaded fresh (new context, empty cache) and hydrated, as a reader of the mouse or of the keyboard opens
 * search: pointer over the button and a click, or Ctrl and then K; then the first query is typed. Returns the
 * milliseconds to a focused search box and from typing to the first hits on screen.
 */
async function freshPageSearchOnce(browser, origin, reader) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(recordFreshPageSearch);
    await page.goto(`${origin}${DOC_PAGE}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    if (reader === 'mouse') {
      const button = page.locator('.DocSearch-Button');
      await button.hover();
      await page.waitForTimeout(READER_PAUSE_MS.mouse);
      await button.click();
    } else {
      await page.keyboard.down('Control');
      await page.waitForTimeout(READER_PAUSE_MS.keyboard);
      await page.keyboard.press('k');
      await page.keyboard.up('Control');
    }
    await page.waitForFunction(() => typeof window.modalOpenMs === 'number', undefined, {timeout: 60_000});
    await page.locator('.DocSearch-Input').fill(FIRST_QUERY);
    await page.waitForFunction(() => typeof window.firstAnswerMs === 'number', undefined, {timeout: 60_000});
    return await page.evaluate(() => ({
      openMs: Math.round(window.modalOpenMs),
      firstAnswerMs: Math.round(window.firstAnswerMs),
    }));
  } finally {
    await context.close();
  }
}

/**
 * Modal open and first answer on a fresh page for each site in `origins` (name → origin), for a mouse reader and a
 * keyboard reader, in `rounds` interleaved rounds, the order alternating from round to round. Returns medians and
 * every time, by name.
 */
export async function measureFreshPageSearch(origins, rounds) {
  const browser = await launchChromium();
  const names = Object.keys(origins);
  const runs = Object.fromEntries(names.map((name) => [name, {mouse: [], keyboard: []}]));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const reader of ['mouse', 'keyboard']) {
        for (const name of round % 2 === 0 ? names : [...names].reverse()) {
          runs[name][reader].push(await freshPageSearchOnce(browser, origins[name], reader));
        }
      }
    }
  } finally {
    await browser.close();
  }
  const summary = (all) => ({
    modalOpenMedianMs: median(all.map((run) => run.openMs)),
    firstAnswerMedianMs: median(all.map((run) => run.firstAnswerMs)),
    runs: all,
  });
  return Object.fromEntries(
    names.map((name) => [name, {mouse: summary(runs[name].mouse), keyboard: summary(runs[name].keyboard)}]),
  );
}

/** Modal open medians by the keyboard (Ctrl+K), by name: the figure `npm run bench` keeps. */
export async function measureModalOpen(origins, rounds) {
  const fresh = await measureFreshPageSearch(origins, rounds);
  return Object.fromEntries(
    Object.entries(fresh).map(([name, {keyboard}]) => [
      name,
      {medianMs: keyboard.modalOpenMedianMs, timesMs: keyboard.runs.map((run) => run.openMs)},
    ]),
  );
}

/** A reader's pause between two keys. */
export const KEY_INTERVAL_MS = 120;

/**
 * In the page, before its scripts: for every key typed into the search box, the milliseconds from its input event to
 * the first painted frame after the modal's searches have all been answered (the modal carries
 * `data-search-pending` while one is on its way). A key whose query was overtaken by the next key is timed to the
 * answer that followed it, so a slow answer counts for every key it kept waiting.
 */
function recordEveryKeystroke() {
  const timings = [];
  window.searchKeystrokeTimings = timings;
  let typed = [];
  let searching = false;
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches('.DocSearch-Input') && event.target.value) {
        typed.push(event.timeStamp);
      }
    },
    true,
  );
  new MutationObserver(() => {
    const pending = document.querySelector('.DocSearch-Modal')?.hasAttribute('data-search-pending') ?? false;
    if (pending) {
      searching = typed.length > 0;
      return;
    }
    if (!searching) return;
    searching = false;
    const keys = typed;
    typed = [];
    requestAnimationFrame(() => setTimeout(() => keys.forEach((at) => timings.push(performance.now() - at))));
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-search-pending']});
}

/**
 * Keystroke to results, key by key, once the index is loaded: for each site in `origins`, a page whose modal has
 * answered a first query; then each of `queries` is typed a key at a time, `KEY_INTERVAL_MS` apart, into the
 * emptied box, the sites taking turns query by query. Returns every key's time, by name.
 */
export async function measureKeystrokes(origins, queries) {
  const browser = await launchChromium();
  const names = Object.keys(origins);
  try {
    const pages = {};
    for (const name of names) {
      const page = await (await browser.newContext()).newPage();
      await page.addInitScript(recordEveryKeystroke);
      await page.goto(`${origins[name]}${DOC_PAGE}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(FIRST_QUERY);
      await page.locator('.DocSearch-Hit').first().waitFor({timeout: 60_000});
      await page.evaluate(() => window.searchKeystrokeTimings.splice(0));
      pages[name] = page;
    }
    const byQuery = Object.fromEntries(names.map((name) => [name, {}]));
    for (const [index, query] of queries.entries()) {
      for (const name of index % 2 === 0 ? names : [...names].reverse()) {
        const page = pages[name];
        const input = page.locator('.DocSearch-Input');
        await input.fill('');
        const before = await page.evaluate(() => window.searchKeystrokeTimings.length);
        await input.pressSequentially(query, {delay: KEY_INTERVAL_MS});
        await page.waitForFunction(
          ([count, keys]) => window.searchKeystrokeTimings.length >= count + keys,
          [before, query.length],
          {timeout: 60_000},
        );
        byQuery[name][query] = (await page.evaluate((from) => window.searchKeystrokeTimings.slice(from), before)).map(
          Math.round,
        );
      }
    }
    return byQuery;
  } finally {
    await browser.close();
  }
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
