import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {upgrades} from '@site/src/data/upgrades';
import {checkUpgradeProse, literalDates} from '../support/upgradeProse';

const noticesDir = 'docs/cel2/notices';
const notices = readdirSync(noticesDir)
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => `${noticesDir}/${name}`);
const pages = [
  ...notices,
  'docs/learn/celo-milestones.md',
  'docs/cel2/index.md',
  'docs/cel2/whats-changed/overview.md',
];
const noticeRoutes = new Map(notices.map((path) => [path, `/${path.replace(/^docs\//, '').replace(/\.mdx?$/, '')}`]));

function check(files: {path: string; source: string}[], now = new Date()) {
  return checkUpgradeProse(files, {upgrades, now, noticeRoutes});
}

describe('prose about upgrades', () => {
  it('agrees with src/data/upgrades.ts in every notice, on the milestones page and in the L2 overview', () => {
    const problems = check(pages.map((path) => ({path, source: readFileSync(path, 'utf8')})));
    expect(problems, problems.join('\n')).toEqual([]);
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
});
