/**
 * Where a page load's main-thread time goes, in Chromium at 4× CPU slowdown: a CPU profile (CDP `Profiler`) from
 * navigation until hydration and an idle main thread, its self time attributed to the scripts (the build's chunks)
 * and to the costliest functions in them, and the long tasks the page ran (`longtask` entries).
 */
import {launchChromium} from './browser.mjs';
import {CPU_SLOWDOWN} from './interactions.mjs';

const FUNCTIONS_KEPT = 8;

const scriptOf = (url) => (URL.canParse(url) ? new URL(url).pathname : url || '(browser)');

/**
 * Self time of a CPU profile by script and by function, in ms, the costliest first. Samples of the idle, program and
 * garbage collector nodes count under their own names.
 * @param {{nodes: {id: number, callFrame: {functionName: string, url: string, lineNumber: number, columnNumber: number}}[], samples: number[], timeDeltas: number[]}} profile
 */
export function selfTimeByScript(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map();
  const byFunction = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, index) => {
    // A sample's time is the delta to the next one; the last sample has none.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const {functionName, url, lineNumber, columnNumber} = nodes.get(id).callFrame;
    if (!url) {
      add(byScript, `(${functionName.replace(/[()]/g, '') || 'native'})`, ms);
      return;
    }
    const script = scriptOf(url);
    add(byScript, script, ms);
    add(
      byFunction,
      `${functionName || '(anonymous)'} ${script.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`,
      ms,
    );
  });
  const sorted = (map) =>
    [...map.entries()].map(([name, ms]) => ({name, ms: Math.round(ms)})).sort((a, b) => b.ms - a.ms);
  return {
    scripts: sorted(byScript).filter((entry) => entry.name !== '(idle)'),
    functions: sorted(byFunction).slice(0, FUNCTIONS_KEPT),
  };
}

/** Records the page's long tasks from its start. */
function recordLongTasks() {
  const tasks = [];
  window.__benchLongTasks = tasks;
  new PerformanceObserver((list) =>
    tasks.push(...list.getEntries().map((entry) => Math.round(entry.duration))),
  ).observe({type: 'longtask', buffered: true});
}

/**
 * Profiles the load of each URL at 4× slowdown until the page has hydrated and the main thread is idle.
 * @param {{name: string, url: string}[]} pages
 */
export async function profilePageLoads(pages) {
  const browser = await launchChromium();
  try {
    const results = [];
    for (const {name, url} of pages) {
      const context = await browser.newContext({viewport: {width: 412, height: 823}});
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', {interval: 200});
      await page.addInitScript(recordLongTasks);
      await cdp.send('Profiler.start');
      await page.goto(url, {waitUntil: 'networkidle'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 5000})));
      const {profile} = await cdp.send('Profiler.stop');
      const longTasks = await page.evaluate(() => window.__benchLongTasks);
      results.push({name, url, longTasksMs: longTasks, ...selfTimeByScript(profile)});
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
