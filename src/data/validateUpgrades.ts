/**
 * Rules every upgrade record keeps. Each problem names the upgrade and the rule it breaks, so a failing test
 * says exactly what to fix. Run by tests/unit/upgrades.test.ts.
 */
import type {NetworkId} from './networks';
import type {Upgrade} from './upgrades';

export interface UpgradeData {
  upgrades: readonly Upgrade[];
  networkIds: readonly NetworkId[];
  /** Every route the site serves. */
  routes: ReadonlySet<string>;
}

function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

function utcDay(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

export function validateUpgrades({upgrades, networkIds, routes}: UpgradeData): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const upgrade of upgrades) {
    const entry = `upgrade ${upgrade.id}`;
    if (seen.has(upgrade.id)) problems.push(`${entry}: duplicate id`);
    seen.add(upgrade.id);
    for (const route of [upgrade.notice, ...upgrade.related]) {
      if (!routes.has(route)) problems.push(`${entry}: ${route} is not a route in tests/routes.txt`);
    }
    const networksSeen = new Set<string>();
    let previous = '';
    for (const activation of upgrade.activations) {
      const where = `${entry} on ${activation.network}`;
      if (!networkIds.includes(activation.network)) problems.push(`${where}: unknown network`);
      if (networksSeen.has(activation.network)) problems.push(`${where}: activates twice`);
      networksSeen.add(activation.network);
      if (!isDay(activation.date)) {
        problems.push(`${where}: date ${activation.date} is not a YYYY-MM-DD day`);
      }
      if (activation.timestamp !== undefined && utcDay(activation.timestamp) !== activation.date) {
        problems.push(`${where}: timestamp ${activation.timestamp} falls on ${utcDay(activation.timestamp)}, not ${activation.date}`);
      }
      if (activation.time !== undefined && activation.timestamp !== undefined) {
        problems.push(`${where}: give a timestamp or a time, not both`);
      }
      if (activation.time !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(activation.time)) {
        problems.push(`${where}: time ${activation.time} is not HH:MM`);
      }
      if (activation.block !== undefined && (!Number.isInteger(activation.block) || activation.block <= 0)) {
        problems.push(`${where}: block ${activation.block} is not a positive integer`);
      }
      if (activation.date < previous) problems.push(`${where}: activations must be listed oldest first`);
      previous = activation.date;
    }
    if (!isDay(upgrade.updated)) problems.push(`${entry}: updated ${upgrade.updated} is not a YYYY-MM-DD day`);
    for (const step of upgrade.operatorActions) {
      if (typeof step === 'string') continue;
      for (const network of step.networks) {
        if (!upgrade.activations.some((activation) => activation.network === network)) {
          problems.push(`${entry}: operator action "${step.action}" names ${network}, where the upgrade has no activation`);
        }
      }
    }
    for (const event of upgrade.events ?? []) {
      if (!isDay(event.date)) {
        problems.push(`${entry} event ${event.id}: date ${event.date} is not a YYYY-MM-DD day`);
      }
    }
  }
  return problems;
}
