import {describe, expect, it} from 'vitest';
import {upgrades, type Upgrade} from '@site/src/data/upgrades';
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

  it('stamps each event with the day its entry last changed, not with its activation', () => {
    for (const upgrade of upgrades) {
      for (const activation of upgrade.activations) {
        const event = unfold(ics.slice(ics.indexOf(`UID:${upgrade.id}/${activation.network}@`)));
        expect(event.find((l) => l.startsWith('DTSTAMP:'))).toBe(
          `DTSTAMP:${upgrade.updated.replace(/-/g, '')}T000000Z`,
        );
      }
    }
    const isthmus = upgrades.find((u) => u.id === 'isthmus')!;
    const edited = upgradesIcs([{...isthmus, updated: '2027-01-05'} as Upgrade], siteUrl);
    expect(unfold(edited)).toContain('DTSTAMP:20270105T000000Z');
    expect(unfold(edited)).toContain('DTSTART:20250709T150000Z');
  });

  it('lists operator actions only on the networks they were recorded for', () => {
    const migration = (network: string) =>
      unfold(ics.slice(ics.indexOf(`UID:l2-migration/${network}@`))).find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(migration('mainnet')).toContain('celo-blockchain v1.8.9');
    expect(migration('alfajores')).not.toContain('v1.8.9');
    expect(migration('baklava')).not.toContain('celo-v2.0.0');
  });

  it('names the eigenda-proxy release that Ice Cream required instead of "no action required"', () => {
    const iceCream = unfold(ics.slice(ics.indexOf('UID:ice-cream/mainnet@'))).find((l) =>
      l.startsWith('DESCRIPTION:'),
    )!;
    expect(iceCream).toContain('eigenda-proxy to v1.8.2');
    expect(iceCream).not.toContain('no action required');
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

  it('has one entry per dated activation with a unique stable id, the newest activation first', () => {
    const entries = Array.from(doc.getElementsByTagName('entry'));
    expect(entries).toHaveLength(datedActivations.length);
    const ids = entries.map((e) => e.getElementsByTagName('id')[0].textContent);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('tag:docs.celo.org,2025:upgrades/jovian/mainnet');
    expect(ids.indexOf('tag:docs.celo.org,2025:upgrades/jovian/mainnet')).toBeLessThan(
      ids.indexOf('tag:docs.celo.org,2025:upgrades/isthmus/mainnet'),
    );
  });

  it('dates each entry, and the feed, by the last change of the record rather than by the activation', () => {
    const entries = Array.from(doc.getElementsByTagName('entry'));
    const updatedOf = (key: string) =>
      entries
        .find((e) => e.getElementsByTagName('id')[0].textContent?.endsWith(`/${key}`))
        ?.getElementsByTagName('updated')[0].textContent;
    const jello = upgrades.find((u) => u.id === 'jello')!;
    expect(updatedOf('jello/mainnet')).toBe(`${jello.updated}T00:00:00.000Z`);
    const latest = upgrades
      .map((u) => u.updated)
      .sort()
      .at(-1);
    expect(doc.documentElement.querySelector(':scope > updated')?.textContent).toBe(`${latest}T00:00:00.000Z`);
  });
});
