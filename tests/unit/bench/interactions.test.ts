// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {
  animationsFinished,
  interactionDuration,
  interactionsToMeasure,
  measuredDuration,
  summarizeRuns,
} from '../../../scripts/bench/interactions.mjs';
import {interactionTable} from '../../../scripts/bench/compare-rows.mjs';
import {selfTimeByScript} from '../../../scripts/bench/profile.mjs';

describe('interaction duration', () => {
  it('is the longest entry of each interaction, then the longest interaction', () => {
    const entries = [
      {name: 'pointerdown', duration: 24, interactionId: 7},
      {name: 'click', duration: 96, interactionId: 7},
      {name: 'pointerup', duration: 40, interactionId: 7},
      {name: 'keydown', duration: 56, interactionId: 9},
    ];
    expect(interactionDuration(entries)).toBe(96);
  });

  it('leaves out events that belong to no interaction, and is null without one', () => {
    expect(interactionDuration([{name: 'mouseover', duration: 200, interactionId: 0}])).toBeNull();
    const hover = [
      {name: 'mouseover', duration: 200, interactionId: 0},
      {name: 'click', duration: 32, interactionId: 3},
    ];
    expect(interactionDuration(hover)).toBe(32);
  });

  it('counts a short interaction after the first input as 16 ms, and an unrecorded first input as lost', () => {
    const click = [{name: 'click', duration: 47.6, interactionId: 4}];
    expect(measuredDuration(click, {firstInputBefore: false})).toBe(48);
    expect(measuredDuration([], {firstInputBefore: true})).toBe(16);
    expect(measuredDuration([], {firstInputBefore: false})).toBeNull();
    const firstInput = [{name: 'pointerdown', duration: 8, interactionId: 2}];
    expect(measuredDuration(firstInput, {firstInputBefore: false})).toBe(8);
  });

  it('clicks the colour toggle once before the measured click, on both sites alike', async () => {
    const {site, stock} = interactionsToMeasure({stockDocPage: '/docs/x'}).find(
      (interaction) => interaction.name === 'toggle the colour mode',
    )!;
    for (const [side, startingChoice] of [
      [site, 'dark'],
      [stock!, 'system'],
    ] as const) {
      const clicks: string[] = [];
      const page = {
        evaluate: async () => startingChoice,
        getByRole: (_role: string, {name}: {name: RegExp}) => ({click: async () => clicks.push(String(name))}),
        waitForFunction: async (_predicate: unknown, previous: string) => clicks.push(`until not ${previous}`),
      };
      await (side as {prepare: (page: unknown) => Promise<void>}).prepare(page);
      expect(clicks).toEqual(['/Switch between dark and light mode/', `until not ${startingChoice}`]);
    }
  });

  it('waits, before the measured act, for the transitions that end, and not for one that runs forever', async () => {
    const finished: string[] = [];
    const animation = (name: string, endTime: number, outcome: 'finish' | 'cancel' | 'never') => ({
      effect: {getComputedTiming: () => ({endTime})},
      finished:
        outcome === 'never'
          ? new Promise(() => {})
          : Promise.resolve().then(() => {
              finished.push(name);
              if (outcome === 'cancel') throw new DOMException('cancelled', 'AbortError');
            }),
    });
    const getAnimations = () => [
      animation('fade-in', 200, 'finish'),
      animation('hover', 150, 'cancel'),
      animation('spinner', Infinity, 'never'),
    ];
    const saved = globalThis.document;
    globalThis.document = {getAnimations} as unknown as Document;
    try {
      await expect(animationsFinished()).resolves.toBeUndefined();
    } finally {
      globalThis.document = saved;
    }
    expect(finished).toEqual(['fade-in', 'hover']);
  });

  it('measures on stock only the controls stock has', () => {
    const measured = interactionsToMeasure({stockDocPage: '/docs/x'});
    expect(measured.filter((interaction) => !interaction.stock).map((interaction) => interaction.name)).toEqual([
      'switch the network (every sample rewritten)',
      'open the copy-page menu',
      'open the search modal',
    ]);
    expect(measured.find((interaction) => interaction.name === 'open a sidebar category')?.stock?.route).toBe(
      '/docs/x',
    );
  });

  it('takes the median of the recorded rounds and counts the unrecorded ones apart', () => {
    expect(summarizeRuns([64, null, 80, 72, null])).toEqual({ms: 72, unrecorded: 2});
    expect(summarizeRuns([null, null])).toEqual({ms: null, unrecorded: 2});
  });

  it('writes a row per interaction against 200 ms and stock', () => {
    const rows = interactionTable(
      [
        {name: 'toggle the colour mode', site: {route: '/a', ms: 120}, stock: {route: '/b', ms: 100}},
        {name: 'open the search modal', site: {route: '/a', ms: 240}, stock: null},
      ],
      5,
    );
    expect(rows).toContain(
      '| toggle the colour mode | `/a` / `/b` | 120 ms / 100 ms (1.20) | **no** (slower than stock) |',
    );
    expect(rows).toContain('| open the search modal | `/a` | 240 ms / stock has none | **no** (over 200 ms) |');
    const unrecorded = interactionTable(
      [
        {
          name: 'copy a code block',
          site: {route: '/a', ms: 56, unrecorded: 0},
          stock: {route: '/b', ms: 64, unrecorded: 2},
        },
      ],
      5,
    );
    expect(unrecorded).toContain(
      '| copy a code block | `/a` / `/b` | 56 ms / 64 ms (0.88); rounds left unrecorded: stock 2 | yes |',
    );
    const neverRecorded = interactionTable(
      [
        {
          name: 'copy a code block',
          site: {route: '/a', ms: 56, unrecorded: 0},
          stock: {route: '/b', ms: null, unrecorded: 5},
        },
      ],
      5,
    );
    expect(neverRecorded).toContain(
      '| copy a code block | `/a` / `/b` | 56 ms / not recorded; rounds left unrecorded: stock 5 | **no** (stock not recorded) |',
    );
  });
});

describe('CPU profile attribution', () => {
  const frame = (functionName: string, url: string, lineNumber = 0, columnNumber = 0) => ({
    functionName,
    url,
    lineNumber,
    columnNumber,
    scriptId: '1',
  });
  const profile = {
    nodes: [
      {id: 1, callFrame: frame('(root)', '')},
      {id: 2, callFrame: frame('(idle)', '')},
      {id: 3, callFrame: frame('hydrate', 'http://127.0.0.1:4310/assets/js/main.abc.js', 0, 99)},
      {id: 4, callFrame: frame('', 'http://127.0.0.1:4310/assets/js/17896441.def.js', 2, 9)},
      {id: 5, callFrame: frame('(garbage collector)', '')},
    ],
    samples: [3, 3, 4, 2, 5, 3],
    timeDeltas: [0, 1000, 2000, 3000, 500, 1500],
  };

  it('adds each sample’s time to its script and function, leaving idle time out of the scripts', () => {
    const {scripts, functions} = selfTimeByScript(profile);
    expect(scripts).toEqual([
      {name: '/assets/js/main.abc.js', ms: 3},
      {name: '/assets/js/17896441.def.js', ms: 3},
      {name: '(garbage collector)', ms: 2},
    ]);
    expect(functions).toEqual([
      {name: 'hydrate main.abc.js:1:100', ms: 3},
      {name: '(anonymous) 17896441.def.js:3:10', ms: 3},
    ]);
  });
});
