// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {networkIds, networks, type Network} from '@site/src/data/networks';
import {activationPlace, operatorActionsOn, upgrades, type Activation, type Upgrade} from '@site/src/data/upgrades';
import {activationClause, formatActivation, upgradeStatus} from '@site/src/data/upgradeTime';
import {validateUpgrades} from '@site/src/data/validateUpgrades';
import {routes} from '../support/routes';
import {literalDates} from '../support/upgradeProse';

const data = {upgrades, networkIds, routes: new Set(routes.map(({route}) => route))};
const isthmus = upgrades.find((u) => u.id === 'isthmus')!;

describe('upgrade record', () => {
  it('keeps every rule', () => {
    expect(validateUpgrades(data)).toEqual([]);
  });

  it('names a duplicate id, an unknown network and a notice that is not a route', () => {
    const stray = {
      ...isthmus,
      notice: '/cel2/notices/missing',
      activations: [{network: 'dango', date: '2024-07-01'}],
    } as unknown as Upgrade;
    const problems = validateUpgrades({...data, upgrades: [isthmus, isthmus, stray]});
    expect(problems).toContain('upgrade isthmus: duplicate id');
    expect(problems).toContain('upgrade isthmus on dango: unknown network');
    expect(problems).toContain('upgrade isthmus: /cel2/notices/missing is not a route in tests/routes.txt');
  });

  it('names an operator action scoped to a network the upgrade never reached, and a malformed updated day', () => {
    const wrong = {
      ...isthmus,
      updated: '27 November 2026',
      operatorActions: [{action: 'Run a Celo Sepolia node.', networks: ['celo-sepolia']}],
    } as Upgrade;
    expect(validateUpgrades({...data, upgrades: [wrong]})).toEqual([
      'upgrade isthmus: updated 27 November 2026 is not a YYYY-MM-DD day',
      'upgrade isthmus: operator action "Run a Celo Sepolia node." names celo-sepolia, where the upgrade has no activation',
    ]);
  });

  it('gives the Mainnet client versions of the L2 migration to Mainnet operators only', () => {
    const migration = upgrades.find((u) => u.id === 'l2-migration')!;
    expect(operatorActionsOn(migration, 'mainnet').join(' ')).toContain('v1.8.9');
    for (const network of ['alfajores', 'baklava'] as const) {
      expect(operatorActionsOn(migration, network).join(' ')).not.toMatch(/v\d+\.\d+\.\d+/);
    }
  });

  it('names a timestamp that falls on another day than its date', () => {
    const wrong = {
      ...isthmus,
      activations: [{network: 'mainnet', date: '2025-07-10', timestamp: 1_752_073_200}],
    } as Upgrade;
    expect(validateUpgrades({...data, upgrades: [wrong]})).toEqual([
      'upgrade isthmus on mainnet: timestamp 1752073200 falls on 2025-07-09, not 2025-07-10',
    ]);
  });

  it('names activations out of order and a malformed time', () => {
    const wrong = {
      ...isthmus,
      activations: [
        {network: 'mainnet', date: '2025-07-09', time: '3pm'},
        {network: 'baklava', date: '2025-06-11'},
      ],
    } as Upgrade;
    expect(validateUpgrades({...data, upgrades: [wrong]})).toEqual([
      'upgrade isthmus on mainnet: time 3pm is not HH:MM',
      'upgrade isthmus on baklava: activations must be listed oldest first',
    ]);
  });
});

describe('network data and the upgrade record', () => {
  const record: readonly Upgrade[] = upgrades;
  const starts: readonly Activation[] = record
    .filter((u) => u.id === 'l2-migration' || u.id === 'celo-sepolia-launch')
    .flatMap((u) => u.activations);

  it('give the same layer 2 start, first block and status-note dates', () => {
    for (const activation of starts) {
      const network: Network = networks[activation.network];
      expect(network.l2Since, network.id).toBe(activation.date);
      expect(network.l2Block, network.id).toBe(activation.block);
      const noted = literalDates(network.statusNote).map((d) => d.iso);
      const known = [activation.date, network.retiredOn];
      expect(
        noted.filter((day) => !known.includes(day)),
        network.statusNote,
      ).toEqual([]);
    }
  });
});

describe('upgrade timing', () => {
  const mainnet = isthmus.activations[2];

  it('labels an upgrade Upcoming, Active and Past as the date moves', () => {
    expect(upgradeStatus(isthmus, new Date('2025-06-01T00:00:00Z'))).toBe('upcoming');
    expect(upgradeStatus(isthmus, new Date('2025-07-01T00:00:00Z'))).toBe('active');
    expect(upgradeStatus(isthmus, new Date('2025-07-09T15:00:00Z'))).toBe('past');
  });

  it('counts an upgrade with no dated activation as active', () => {
    const undated = upgrades.find((u) => u.id === 'req-resp-sync-deprecation')!;
    expect(upgradeStatus(undated, new Date('2020-01-01T00:00:00Z'))).toBe('active');
  });

  it('switches tense at the activation second', () => {
    expect(activationClause(mainnet, new Date('2025-07-09T14:59:59Z'))).toBe(
      'activates on 9 July 2025, 15:00:00 UTC at block 40,172,442',
    );
    expect(activationClause(mainnet, new Date('2025-07-09T15:00:00Z'))).toBe(
      'activated on 9 July 2025, 15:00:00 UTC at block 40,172,442',
    );
  });

  it('formats a time of day and a date-only activation', () => {
    const migration = upgrades.find((u) => u.id === 'l2-migration')!;
    expect(formatActivation(migration.activations[2])).toBe('26 March 2025, 03:00 UTC');
    expect(formatActivation(upgrades.find((u) => u.id === 'jello')!.activations[1])).toBe('10 December 2025');
  });

  it('records L1 Fusaka on both settlement layers, Ethereum Mainnet under Celo Mainnet', () => {
    const fusaka: Upgrade = upgrades.find((u) => u.id === 'l1-fusaka')!;
    expect(fusaka.activations.map((a) => `${activationPlace(fusaka, a.network)}: ${formatActivation(a)}`)).toEqual([
      'Ethereum Sepolia (Celo Sepolia): 14 October 2025, 07:36:00 UTC',
      'Ethereum (Celo Mainnet): 3 December 2025, 21:49:11 UTC',
    ]);
    expect(upgradeStatus(fusaka, new Date('2025-12-03T21:49:10Z'))).toBe('active');
    expect(upgradeStatus(fusaka, new Date('2025-12-03T21:49:11Z'))).toBe('past');
  });
});
