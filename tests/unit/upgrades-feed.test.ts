import {describe, expect, it} from 'vitest';
import {upgrades} from '@site/src/data/upgrades';
import {upgradesAtom, upgradesIcs} from '@site/src/plugins/upgrades-feed/feeds';

const siteUrl = 'https://docs.celo.org';
const datedActivations = upgrades.flatMap((u) => u.activations.map((a) => `${u.id}/${a.network}`));

/** Unfolds iCalendar content lines (RFC 5545 §3.1). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('upgrades.ics', () => {
  const ics = upgradesIcs(upgrades, siteUrl);
  const lines = unfold(ics);

  it('is one calendar with CRLF lines no longer than 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('has one event per dated activation, each with a stable UID, a DTSTAMP and a start', () => {
    const events = ics.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(datedActivations.length);
    const uids = lines.filter((l) => l.startsWith('UID:')).map((l) => l.slice(4));
    expect(uids.sort()).toEqual(datedActivations.map((key) => `${key}@docs.celo.org`).sort());
    expect(lines.filter((l) => l.startsWith('DTSTAMP:'))).toHaveLength(datedActivations.length);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(datedActivations.length);
  });

  it('times an activation with a timestamp and makes a date-only one an all-day event', () => {
    const isthmus = ics.slice(ics.indexOf('UID:isthmus/mainnet@'));
    expect(unfold(isthmus)).toContain('DTSTART:20250709T150000Z');
    const jello = ics.slice(ics.indexOf('UID:jello/mainnet@'));
    expect(unfold(jello)).toContain('DTSTART;VALUE=DATE:20251210');
    expect(unfold(jello)).toContain('DTEND;VALUE=DATE:20251211');
  });

  it('escapes commas and semicolons in text and links each event to its notice', () => {
    const summary = lines.find((l) => l.startsWith('DESCRIPTION:') && l.includes('40\\,172\\,442'));
    expect(summary).toBeDefined();
    expect(lines).toContain('URL:https://docs.celo.org/cel2/notices/pectra-upgrade');
  });

  it('is the same file on every build', () => {
    expect(upgradesIcs(upgrades, siteUrl)).toBe(ics);
  });
});

describe('upgrades.atom', () => {
  const atom = upgradesAtom(upgrades, siteUrl);
  const doc = new DOMParser().parseFromString(atom, 'application/xml');

  it('is well-formed Atom with a feed id, title, updated and self link', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const feed = doc.documentElement;
    expect(feed.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(feed.querySelector(':scope > id')?.textContent).toBe('tag:docs.celo.org,2025:upgrades/feed');
    expect(feed.querySelector(':scope > link[rel="self"]')?.getAttribute('href')).toBe(
      'https://docs.celo.org/upgrades.atom',
    );
  });

  it('has one entry per dated activation with a unique stable id, newest first', () => {
    const entries = Array.from(doc.getElementsByTagName('entry'));
    expect(entries).toHaveLength(datedActivations.length);
    const ids = entries.map((e) => e.getElementsByTagName('id')[0].textContent);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('tag:docs.celo.org,2025:upgrades/jovian/mainnet');
    const times = entries.map((e) => Date.parse(e.getElementsByTagName('updated')[0].textContent ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(doc.documentElement.querySelector(':scope > updated')?.textContent).toBe(new Date(times[0]).toISOString());
  });
});
