/**
 * Checks that prose about network upgrades agrees with src/data/upgrades.ts: no hard-coded date that differs
 * from the record, no hard-coded date at all in a notice (dates there render from the data), no page that
 * retypes the day of a recorded activation or event instead of rendering it with <UpgradeDate>, and no future
 * tense ("will", "is scheduled", "upcoming") about an upgrade whose every activation has passed. Each problem
 * is `file:line  message`.
 */
import {networks} from '@site/src/data/networks';
import type {Upgrade} from '@site/src/data/upgrades';
import {hasHappened} from '@site/src/data/upgradeTime';

export interface ProseFile {
  /** The path shown in messages, relative to the repository. */
  path: string;
  source: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const month = `(${MONTHS.join('|')})`;
const DATE_PATTERNS: {pattern: RegExp; toIso: (m: RegExpExecArray) => string}[] = [
  {pattern: new RegExp(`\\b(\\d{1,2}) ${month},? (\\d{4})\\b`, 'g'), toIso: (m) => iso(m[3], m[2], m[1])},
  {pattern: new RegExp(`\\b${month} (\\d{1,2}),? (\\d{4})\\b`, 'g'), toIso: (m) => iso(m[3], m[1], m[2])},
  {pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, toIso: (m) => `${m[1]}-${m[2]}-${m[3]}`},
  {pattern: new RegExp(`(?<!\\d )\\b${month} (\\d{4})\\b`, 'g'), toIso: (m) => iso(m[2], m[1])},
];
const FUTURE = /\b(will|won't|is scheduled|are scheduled|is planned to|are planned to|upcoming)\b/i;

function iso(year: string, monthName: string, day?: string): string {
  const mm = String(MONTHS.indexOf(monthName) + 1).padStart(2, '0');
  return day ? `${year}-${mm}-${day.padStart(2, '0')}` : `${year}-${mm}`;
}

/** Every literal date on a line, as `YYYY-MM-DD` or `YYYY-MM`, with the text it was written as. */
export function literalDates(line: string): {text: string; iso: string}[] {
  const found: {text: string; iso: string; index: number}[] = [];
  const taken: [number, number][] = [];
  for (const {pattern, toIso} of DATE_PATTERNS) {
    for (const m of line.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      found.push({text: m[0], iso: toIso(m as RegExpExecArray), index: start});
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({text, iso: value}) => ({text, iso: value}));
}

/** The lines of a page with code blanked out; front matter is kept apart so tense rules skip it. */
function lines(source: string): {text: string; frontMatter: boolean}[] {
  let inFence = false;
  let frontMatter = source.startsWith('---');
  return source.split('\n').map((line, index) => {
    if (frontMatter) {
      if (index > 0 && line.trim() === '---') frontMatter = false;
      return {text: line, frontMatter: true};
    }
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return {text: '', frontMatter: false};
    }
    return {text: inFence ? '' : line.replace(/`[^`]*`/g, '``').replace(/<[A-Z][^>]*\/>/g, ''), frontMatter: false};
  });
}

function namesOf(upgrade: Upgrade): string[] {
  return [upgrade.name, ...(upgrade.alsoKnownAs ?? [])];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The upgrades a line names, by name or alias. */
function upgradesNamed(line: string, upgrades: readonly Upgrade[]): Upgrade[] {
  return upgrades.filter((upgrade) =>
    namesOf(upgrade).some((name) => new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`, 'i').test(line)),
  );
}

function recordDates(upgrade: Upgrade): string[] {
  return [...upgrade.activations.map((a) => a.date), ...(upgrade.events ?? []).map((e) => e.date)];
}

function matchesRecord(date: string, upgrade: Upgrade): boolean {
  return recordDates(upgrade).some((recorded) => recorded === date || recorded.startsWith(`${date}-`));
}

/** True when every dated activation has passed, or the change has no dated activation and applies now. */
function allInEffect(upgrade: Upgrade, now: Date): boolean {
  return upgrade.activations.every((activation) => hasHappened(activation, now));
}

/** The recorded activation or event on a day, with the component that renders it. */
function recordedOn(day: string, upgrades: readonly Upgrade[]): {what: string; component: string} | undefined {
  for (const upgrade of upgrades) {
    const activation = upgrade.activations.find((a) => a.date === day);
    if (activation) {
      return {
        what: `the activation of ${upgrade.name} on ${networks[activation.network].name}`,
        component: `<UpgradeDate upgrade="${upgrade.id}" network="${activation.network}" />`,
      };
    }
    const event = upgrade.events?.find((e) => e.date === day);
    if (event) {
      return {
        what: `${upgrade.name}: ${event.label}`,
        component: `<UpgradeDate upgrade="${upgrade.id}" event="${event.id}" />`,
      };
    }
  }
  return undefined;
}

function latest(upgrade: Upgrade): string {
  const last = upgrade.activations.at(-1);
  return last ? `activated on ${last.network} on ${last.date}` : 'applies now (no activation date on record)';
}

export interface ProseOptions {
  upgrades: readonly Upgrade[];
  now: Date;
  /** Route of each file that is a notice, e.g. `/cel2/notices/jovian`, keyed by path. */
  noticeRoutes: ReadonlyMap<string, string>;
}

export function checkUpgradeProse(files: readonly ProseFile[], {upgrades, now, noticeRoutes}: ProseOptions): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const route = noticeRoutes.get(file.path);
    const own = route === undefined ? undefined : upgrades.find((u) => u.notice === route);
    if (route !== undefined && !own) {
      problems.push(`${file.path}:1  is a notice that no upgrade in src/data/upgrades.ts names as its notice`);
    }
    lines(file.source).forEach(({text, frontMatter}, index) => {
      const at = `${file.path}:${index + 1}`;
      const named = upgradesNamed(text, upgrades);
      const about = own && !named.includes(own) ? [...named, own] : named;
      for (const date of literalDates(text)) {
        const wrong = about.filter((upgrade) => !matchesRecord(date.iso, upgrade));
        if (about.length > 0 && wrong.length === about.length) {
          problems.push(
            `${at}  "${date.text}" differs from the record of ${about.map((u) => u.name).join(', ')} in src/data/upgrades.ts (${about.flatMap(recordDates).join(', ')})`,
          );
        } else if (own && !frontMatter) {
          problems.push(`${at}  hard-codes "${date.text}"; render it with <UpgradeDate> or <UpgradeWhen>`);
        } else {
          const recorded = recordedOn(date.iso, upgrades);
          if (recorded) {
            const fix = frontMatter
              ? 'front matter cannot render it, so leave the day out there'
              : `render it with ${recorded.component}`;
            problems.push(`${at}  retypes "${date.text}", ${recorded.what} in src/data/upgrades.ts; ${fix}`);
          }
        }
      }
      if (frontMatter) return;
      const future = FUTURE.exec(text);
      if (!future) return;
      const done = about.filter((upgrade) => allInEffect(upgrade, now));
      if (done.length > 0) {
        problems.push(
          `${at}  says "${future[1]}" about ${done.map((u) => `${u.name}, which ${latest(u)}`).join('; ')}; write it in the past tense or render the clause with <UpgradeWhen>`,
        );
      }
    });
  }
  return problems;
}
