/**
 * The upgrade record as an iCalendar file (RFC 5545) and an Atom feed (RFC 4287), one event or entry per dated
 * activation. Identifiers and times come from the record alone, so the files only change when the record does:
 * DTSTAMP and `<updated>` are the day the entry last changed (`updated` in the record), not its activation.
 */
import {activationPlace, operatorActionsOn, type Activation, type Upgrade} from '../../data/upgrades';
import {activationInstant, formatActivation} from '../../data/upgradeTime';

interface DatedActivation {
  upgrade: Upgrade;
  activation: Activation;
}

/** Every dated activation, newest first. */
function datedActivations(upgrades: readonly Upgrade[]): DatedActivation[] {
  return upgrades
    .flatMap((upgrade) => upgrade.activations.map((activation) => ({upgrade, activation})))
    .sort((a, b) => activationInstant(b.activation).getTime() - activationInstant(a.activation).getTime());
}

/** "Isthmus on Celo Mainnet", "L1 Fusaka on Ethereum Sepolia (Celo Sepolia)". */
function title({upgrade, activation}: DatedActivation): string {
  return `${upgrade.name} on ${activationPlace(upgrade, activation.network)}`;
}

function description({upgrade, activation}: DatedActivation): string {
  const block = activation.block === undefined ? '' : ` First block: ${activation.block.toLocaleString('en-US')}.`;
  const steps = operatorActionsOn(upgrade, activation.network);
  const actions = steps.length ? ` Operators: ${steps.join(' ')}` : ' Operators: no action required.';
  return `${upgrade.summary} Activation: ${formatActivation(activation)}.${block}${actions}`;
}

/** A stable identifier per activation, the same in both files. */
function activationKey({upgrade, activation}: DatedActivation): string {
  return `${upgrade.id}/${activation.network}`;
}

/** The instant the entry last changed: the start of its recorded `updated` day. */
function lastChanged(upgrade: Upgrade): Date {
  return new Date(`${upgrade.updated}T00:00:00Z`);
}

function hostOf(siteUrl: string): string {
  return new URL(siteUrl).host;
}

function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, continuing with CRLF and one space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function icsDay(isoDay: string): string {
  return isoDay.replace(/-/g, '');
}

function nextDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function hasClockTime(activation: Activation): boolean {
  return activation.timestamp !== undefined || activation.time !== undefined;
}

function calendarEvent(item: DatedActivation, siteUrl: string): string[] {
  const {activation, upgrade} = item;
  const start = activationInstant(activation);
  const when = hasClockTime(activation)
    ? [`DTSTART:${icsDateTime(start)}`, `DTEND:${icsDateTime(new Date(start.getTime() + 60 * 60 * 1000))}`]
    : [`DTSTART;VALUE=DATE:${icsDay(activation.date)}`, `DTEND;VALUE=DATE:${icsDay(nextDay(activation.date))}`];
  return [
    'BEGIN:VEVENT',
    `UID:${activationKey(item)}@${hostOf(siteUrl)}`,
    `DTSTAMP:${icsDateTime(lastChanged(upgrade))}`,
    ...when,
    `SUMMARY:${icsText(title(item))}`,
    `DESCRIPTION:${icsText(description(item))}`,
    `URL:${siteUrl}${upgrade.notice}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The iCalendar file: one VEVENT per dated activation, timed where the record has a time, all-day otherwise. */
export function upgradesIcs(upgrades: readonly Upgrade[], siteUrl: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${hostOf(siteUrl)}//Celo network upgrades//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Celo network upgrades',
    ...datedActivations(upgrades).flatMap((item) => calendarEvent(item, siteUrl)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function tagUri(siteUrl: string, key: string): string {
  return `tag:${hostOf(siteUrl)},2025:upgrades/${key}`;
}

/** The Atom feed: one entry per dated activation, newest activation first; the feed updated at its latest change. */
export function upgradesAtom(upgrades: readonly Upgrade[], siteUrl: string): string {
  const items = datedActivations(upgrades);
  const changes = items.map((item) => lastChanged(item.upgrade).getTime());
  const updated = new Date(changes.length ? Math.max(...changes) : Date.parse('2025-01-01T00:00:00Z')).toISOString();
  const entries = items.map((item) =>
    [
      '  <entry>',
      `    <id>${xml(tagUri(siteUrl, activationKey(item)))}</id>`,
      `    <title>${xml(title(item))}</title>`,
      `    <updated>${lastChanged(item.upgrade).toISOString()}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xml(siteUrl + item.upgrade.notice)}"/>`,
      `    <summary>${xml(description(item))}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(tagUri(siteUrl, 'feed'))}</id>`,
    '  <title>Celo network upgrades</title>',
    `  <updated>${updated}</updated>`,
    '  <author><name>Celo documentation</name></author>',
    `  <link rel="self" type="application/atom+xml" href="${xml(siteUrl)}/upgrades.atom"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(siteUrl)}/cel2"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
