import {readdirSync, readFileSync} from 'node:fs';
import {sep} from 'node:path';
import {describe, expect, it} from 'vitest';
import {requireNetwork} from '@site/src/data/networks';
import {findUpgrade, upgrades} from '@site/src/data/upgrades';
import {checkUpgradeProse, literalDates} from '../support/upgradeProse';

const noticesDir = 'docs/cel2/notices';
const notices = readdirSync(noticesDir)
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => `${noticesDir}/${name}`);
/** Every current doc page: notices and all other pages that mention upgrades or their dates. */
const pages = readdirSync('docs', {recursive: true, encoding: 'utf8'})
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => `docs/${name.split(sep).join('/')}`)
  .sort();
const noticeRoutes = new Map(notices.map((path) => [path, `/${path.replace(/^docs\//, '').replace(/\.mdx?$/, '')}`]));

function check(files: {path: string; source: string}[], now = new Date()) {
  return checkUpgradeProse(files, {upgrades, now, noticeRoutes});
}

describe('prose about upgrades', () => {
  it('agrees with src/data/upgrades.ts on every page of docs/', () => {
    expect(pages).toContain('docs/learn/celo-milestones.md');
    expect(pages.length).toBeGreaterThan(250);
    const problems = check(pages.map((path) => ({path, source: readFileSync(path, 'utf8')})));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('fails any page that retypes a recorded activation date, even without naming the upgrade', () => {
    const page = {
      path: 'docs/protocol/index.md',
      source:
        '---\ndescription: Celo before 26 March 2025.\n---\n\nCelo became a layer 2 on 26 March 2025.\n\n```text\n2025-03-26\n```\n',
    };
    expect(check([page])).toEqual([
      'docs/protocol/index.md:2  retypes "26 March 2025", the activation of L2 migration on Celo Mainnet in src/data/upgrades.ts; front matter cannot render it, so leave the day out there',
      'docs/protocol/index.md:5  retypes "26 March 2025", the activation of L2 migration on Celo Mainnet in src/data/upgrades.ts; render it with <UpgradeDate upgrade="l2-migration" network="mainnet" />',
    ]);
  });

  it('fails a retyped day of a recorded event and of an L1 hardfork, in every date format', () => {
    const page = {
      path: 'docs/network/index.md',
      source: 'Celo Sepolia was announced on August 13, 2025.\nEthereum Sepolia forked on 2025-10-14.\n',
    };
    expect(check([page])).toEqual([
      'docs/network/index.md:1  retypes "August 13, 2025", Celo Sepolia launch: Announced in src/data/upgrades.ts; render it with <UpgradeDate upgrade="celo-sepolia-launch" event="announced" />',
      'docs/network/index.md:2  retypes "2025-10-14", the activation of L1 Fusaka on Celo Sepolia in src/data/upgrades.ts; render it with <UpgradeDate upgrade="l1-fusaka" network="celo-sepolia" />',
    ]);
  });

  it('accepts the rendered date and a date the record does not hold', () => {
    const page = {
      path: 'docs/network/index.md',
      source:
        'Celo became a layer 2 on <UpgradeDate upgrade="l2-migration" network="mainnet" dayOnly />, in March 2025; Dango shut down on 9 October 2024.\n',
    };
    expect(check([page])).toEqual([]);
  });

  it('reads dates written as "9 July 2025", "July 9, 2025", "2025-07-09" and "July 2025"', () => {
    expect(literalDates('On 9 July 2025, then July 10, 2025, 2025-07-11 and in July 2025.').map((d) => d.iso)).toEqual([
      '2025-07-09',
      '2025-07-10',
      '2025-07-11',
      '2025-07',
    ]);
  });

  it('fails a date next to an upgrade name that differs from the record, naming file and line', () => {
    const page = {
      path: 'docs/learn/celo-milestones.md',
      source: '---\ntitle: x\n---\n\nJovian reached Mainnet on 1 April 2026.\n',
    };
    expect(check([page])).toEqual([
      'docs/learn/celo-milestones.md:5  "1 April 2026" differs from the record of Jovian in src/data/upgrades.ts (2026-03-17, 2026-03-31)',
    ]);
  });

  it('fails a notice that hard-codes a date, even the right one', () => {
    const page = {path: `${noticesDir}/jovian.md`, source: 'Mainnet switched on 31 March 2026.\n'};
    expect(check([page])).toEqual([
      `${noticesDir}/jovian.md:1  hard-codes "31 March 2026"; render it with <UpgradeDate> or <UpgradeWhen>`,
    ]);
  });

  it('fails "will" about an upgrade once its last activation has passed, and allows it before', () => {
    const page = {path: `${noticesDir}/op-reth-switch.md`, source: 'Mainnet will switch to op-reth.\n'};
    expect(check([page], new Date('2026-07-23T00:00:00Z'))).toEqual([
      `${noticesDir}/op-reth-switch.md:1  says "will" about op-geth to op-reth switch, which activated on mainnet on 2026-07-22; write it in the past tense or render the clause with <UpgradeWhen>`,
    ]);
    expect(check([page], new Date('2026-07-01T00:00:00Z'))).toEqual([]);
  });

  it('fails "is scheduled" next to a past upgrade on a page that is not its notice', () => {
    const page = {path: 'docs/cel2/index.md', source: 'Isthmus is scheduled for Mainnet.\n'};
    expect(check([page])[0]).toMatch(/^docs\/cel2\/index\.md:1 {2}says "is scheduled" about Isthmus/);
  });

  it('fails a notice that no upgrade record points to', () => {
    const stray = `${noticesDir}/fusaka.md`;
    const problems = checkUpgradeProse([{path: stray, source: 'Text.\n'}], {
      upgrades,
      now: new Date(),
      noticeRoutes: new Map([[stray, '/cel2/notices/fusaka']]),
    });
    expect(problems).toEqual([`${stray}:1  is a notice that no upgrade in src/data/upgrades.ts names as its notice`]);
  });

  it('keeps the timelines of the milestones and history pages in date order', () => {
    for (const path of ['docs/learn/celo-milestones.md', 'docs/general/history.md']) {
      const days = timelineRows(readFileSync(path, 'utf8')).map((cell) => ({cell, day: dayOf(cell)}));
      expect(days.length, path).toBeGreaterThan(10);
      const outOfOrder = days.filter((row, index) => index > 0 && !notBefore(row.day, days[index - 1].day));
      expect(outOfOrder.map(({cell}) => `${path}: "${cell}" comes before the row above it`)).toEqual([]);
    }
  });
});

/** Whether `day` is not earlier than `previous`, compared at the precision both have ("2020" covers "2020-04-22"). */
function notBefore(day: string, previous: string): boolean {
  const length = Math.min(day.length, previous.length);
  return day.slice(0, length) >= previous.slice(0, length);
}

/** The first cell of each row of a page's first table. */
function timelineRows(source: string): string[] {
  const table = source.slice(source.indexOf('\n|'));
  return table
    .split('\n')
    .slice(1)
    .filter((line, index, lines) => line.startsWith('|') && lines.slice(0, index).every((l) => l.startsWith('|')))
    .map((line) => line.split('|')[1].trim())
    .filter((cell) => !/^-+$/.test(cell) && cell !== 'When');
}

/** The day a timeline cell stands for, as `YYYY-MM-DD`, resolved from the record where a component renders it. */
function dayOf(cell: string): string {
  const upgrade = /<UpgradeDate upgrade="([^"]+)" (network|event)="([^"]+)"/.exec(cell);
  if (upgrade) {
    const record = findUpgrade(upgrade[1])!;
    const found =
      upgrade[2] === 'network'
        ? record.activations.find((a) => a.network === upgrade[3])
        : record.events?.find((e) => e.id === upgrade[3]);
    return found!.date;
  }
  const network = /<NetworkValue network="([^"]+)" field="retiredOn"/.exec(cell);
  if (network) return requireNetwork(network[1], 'timeline').retiredOn!;
  const literal = literalDates(cell)[0]?.iso ?? /\b(\d{4})\b/.exec(cell)?.[1];
  if (!literal) throw new Error(`no date in timeline cell "${cell}"`);
  return literal;
}
