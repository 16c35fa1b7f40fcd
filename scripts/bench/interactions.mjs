/**
 * How long the page takes to answer a reader's tap, by the Event Timing API, in Chromium at 4× CPU slowdown: each
 * interaction on a freshly loaded, hydrated page, on the site and on stock Docusaurus where stock has the control, in
 * interleaved rounds. An interaction's duration is the longest `event` entry with its `interactionId` (INP's rule).
 */
import {launchChromium} from './browser.mjs';

export const CPU_SLOWDOWN = 4;
export const INTERACTION_ROUNDS = 5;
/** The smallest `durationThreshold` Event Timing accepts: shorter events, but the page's first input, are not reported. */
const EVENT_TIMING_THRESHOLD_MS = 16;
/** How many times a run whose timing went unrecorded is measured again before the bench gives up. */
const ATTEMPTS = 3;

/** A page with the most network placeholders in its samples, which the network switch rewrites all at once. */
export const SAMPLES_PAGE = '/developer/viem';
const collapsedCategory = '.menu__list-item--collapsed :is(button.menu__caret, a.menu__link--sublist-caret)';
const click = (locate) => (page) => locate(page).first().click();

/**
 * Clicks the colour-mode toggle once before the measured click, on both sites, so that the measured click changes the
 * page's colours and comes in the same state on both. Stock Docusaurus respects the system's preference with a
 * three-state toggle whose first click goes from "system" to "light": on a light system, a click that changes nothing on
 * screen, so on stock the measured click has to be the second. The site's toggle has two states and needs no such
 * click, but measured as its first one it was not measured like stock's: a first input, with the pointer arriving on
 * the control (its hover frame ahead of the press) and the click's code never run before; stock's second click came
 * with the pointer already resting there. Both measured clicks go to dark mode.
 */
const clickOnceBefore = (toggle) => async (page) => {
  const before = await page.evaluate(() => document.documentElement.dataset.themeChoice);
  await toggle(page).click();
  await page.waitForFunction((previous) => document.documentElement.dataset.themeChoice !== previous, before);
};

/**
 * The interactions measured, each with the page and the control on the site and, where stock Docusaurus has the same
 * control, on stock. `stock: null` says stock has no such control.
 * @param {{stockDocPage: string}} stockPages
 */
export function interactionsToMeasure({stockDocPage}) {
  const sidebarCategory = click((page) => page.locator(collapsedCategory));
  const colourToggle = (page) => page.getByRole('button', {name: /Switch between dark and light mode/});
  const colourMode = {prepare: clickOnceBefore(colourToggle), act: click(colourToggle)};
  const copyButton = (page) => page.locator('article').getByRole('button', {name: 'Copy code to clipboard'}).first();
  // The site highlights a block, and adds its buttons, once the reader's pointer reaches it (src/plugins/code-on-demand).
  const reachCodeBlock = async (page) => {
    await page.locator('article .theme-code-block').first().hover();
    await copyButton(page).waitFor({state: 'attached'});
  };
  const copyCode = {prepare: reachCodeBlock, act: (page) => copyButton(page).click()};
  return [
    {
      name: 'open a sidebar category',
      site: {route: '/general', act: sidebarCategory},
      stock: {route: stockDocPage, act: sidebarCategory},
    },
    {
      name: 'toggle the colour mode',
      site: {route: '/general', ...colourMode},
      stock: {route: stockDocPage, ...colourMode},
    },
    {
      name: 'switch the network (every sample rewritten)',
      site: {route: SAMPLES_PAGE, act: click((page) => page.getByRole('radio', {name: 'Celo Mainnet'}))},
      stock: null,
    },
    {
      name: 'open the copy-page menu',
      site: {route: '/general', act: click((page) => page.getByRole('button', {name: 'Open in an AI assistant'}))},
      stock: null,
    },
    {
      name: 'open the search modal',
      site: {route: '/general', act: click((page) => page.getByRole('button', {name: 'Search', exact: true}))},
      stock: null,
    },
    {
      // Neither site folds code blocks; copying one is the closest control both have.
      name: 'copy a code block',
      site: {route: SAMPLES_PAGE, ...copyCode},
      // The generated doc pages have no code; the template's intro page does.
      stock: {route: '/docs/intro', ...copyCode},
    },
  ];
}

/**
 * The duration of the longest interaction among Event Timing entries: per `interactionId`, the longest entry, then
 * the longest of those; null when no entry belongs to an interaction.
 * @param {{name: string, duration: number, interactionId: number}[]} entries
 */
export function interactionDuration(entries) {
  const byInteraction = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
  }
  return byInteraction.size === 0 ? null : Math.max(...byInteraction.values());
}

/**
 * The measured interaction's duration in ms from the entries recorded while it ran, or null when it went unrecorded.
 * An interaction shorter than the observer's 16 ms threshold leaves no `event` entry: it counts as 16 ms, its upper
 * bound. But the page's first input is always reported, as `first-input` whatever its length; when the measured act
 * was the first input and left no entry at all, Chromium dropped its timing (it happens now and then on a fresh
 * page), and counting it as 16 ms would take a lost reading for a fast one.
 * @param {{name: string, duration: number, interactionId: number}[]} entries
 * @param {{firstInputBefore: boolean}} page whether the page had its first input before the act
 */
export function measuredDuration(entries, {firstInputBefore}) {
  const duration = interactionDuration(entries);
  if (duration !== null) return Math.round(duration);
  return firstInputBefore ? EVENT_TIMING_THRESHOLD_MS : null;
}

/** Runs in the page before its scripts: records `event` entries of 16 ms or more, and the first input whatever its length. */
function recordEventTiming() {
  const entries = [];
  window.__benchEventTiming = entries;
  const keep = (list) =>
    entries.push(...list.getEntries().map(({name, duration, interactionId}) => ({name, duration, interactionId})));
  new PerformanceObserver(keep).observe({type: 'event', durationThreshold: 16, buffered: true});
  new PerformanceObserver(keep).observe({type: 'first-input', buffered: true});
}

/**
 * Runs in the page: resolves once every CSS transition and animation that has an end has finished (a cancelled one
 * counts as finished; one that runs forever, a spinner, is not waited for). The measured act then comes on a settled
 * page: stock Docusaurus fades a code block's buttons in when the pointer reaches the block, and a click during that
 * fade left no Event Timing entry at all in Chromium 156, so stock's copy went unrecorded in every round.
 */
export function animationsFinished() {
  const ending = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  return Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))).then(() => undefined);
}

const afterNextPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

/**
 * Loads `url` at 4× slowdown, waits for hydration, runs `prepare` (bringing the control in view or to a state), waits
 * for the page's transitions to finish and for an idle main thread, forgets the events recorded so far, performs
 * `act`, returns its duration (null when its timing went unrecorded).
 */
async function measureOnce(browser, url, {prepare, act}) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}, permissions: ['clipboard-write']});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.addInitScript(recordEventTiming);
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await prepare?.(page);
    await page.evaluate(animationsFinished);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 5000})));
    const firstInputBefore = await page.evaluate(() => performance.getEntriesByType('first-input').length > 0);
    // Only the measured act counts: a click made to prepare it is not the interaction measured.
    await page.evaluate(() => (window.__benchEventTiming.length = 0));
    await act(page);
    await page
      .waitForFunction(() => window.__benchEventTiming.some((entry) => entry.interactionId > 0), undefined, {
        timeout: 5000,
      })
      .catch((error) => {
        if (error.name !== 'TimeoutError') throw error;
      });
    await page.evaluate(afterNextPaint);
    return measuredDuration(await page.evaluate(() => window.__benchEventTiming), {firstInputBefore});
  } finally {
    await context.close();
  }
}

/**
 * `measureOnce`, on a fresh page again while the timing goes unrecorded, up to `ATTEMPTS` times; null when every
 * attempt went unrecorded, a round the summary counts apart rather than as a time.
 */
async function measureRecorded(browser, url, interaction) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const ms = await measureOnce(browser, url, interaction);
    if (ms !== null) return ms;
    console.log(`bench: no Event Timing entry for the first input on ${url} (attempt ${attempt} of ${ATTEMPTS})`);
  }
  return null;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The median of the rounds that were recorded (null when none was), and how many were not.
 * @param {(number | null)[]} runs
 */
export function summarizeRuns(runs) {
  const recorded = runs.filter((ms) => ms !== null);
  return {ms: recorded.length > 0 ? median(recorded) : null, unrecorded: runs.length - recorded.length};
}

/**
 * Each interaction on both sites, in `rounds` rounds that alternate which site goes first; medians in ms, `stock`
 * null where stock has no such control.
 * @returns {Promise<{name: string, site: {route: string, ms: number | null, unrecorded: number, runs: (number | null)[]}, stock: object | null}[]>}
 */
export async function measureInteractions({siteOrigin, stockOrigin, stockDocPage, rounds = INTERACTION_ROUNDS}) {
  const interactions = interactionsToMeasure({stockDocPage});
  const browser = await launchChromium();
  try {
    const runs = interactions.map(() => ({site: [], stock: []}));
    for (let round = 0; round < rounds; round++) {
      console.log(`bench: interactions round ${round + 1} of ${rounds}`);
      for (const [index, interaction] of interactions.entries()) {
        const sides = [
          ['site', siteOrigin],
          ['stock', stockOrigin],
        ].filter(([side]) => interaction[side]);
        for (const [side, origin] of round % 2 === 0 ? sides : sides.reverse()) {
          runs[index][side].push(
            await measureRecorded(browser, `${origin}${interaction[side].route}`, interaction[side]),
          );
        }
      }
    }
    const summary = (side, index, interaction) =>
      interaction[side]
        ? {route: interaction[side].route, ...summarizeRuns(runs[index][side]), runs: runs[index][side]}
        : null;
    return interactions.map((interaction, index) => ({
      name: interaction.name,
      site: summary('site', index, interaction),
      stock: summary('stock', index, interaction),
    }));
  } finally {
    await browser.close();
  }
}
